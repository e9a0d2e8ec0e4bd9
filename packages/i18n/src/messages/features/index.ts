import type { FeatureMessages } from "../merge";
import { accountMessages } from "./account";
import { campaignMessages } from "./campaign";
import { comparisonMessages } from "./comparison";
import { listingMessages } from "./listing";
import { productGalleryMessages } from "./product-gallery";
import { reviewsMessages } from "./reviews";
import { navigationMessages } from "./navigation";
import { searchBoxMessages } from "./search-box";
import { socialMessages } from "./social";
import { stockNotificationMessages } from "./stock-notification";
import { recommendationsMessages } from "./recommendations";
import { wishlistMessages } from "./wishlist";

/**
 * Messages owned by one feature (search, reviews, wishlist …) live in their own module here, each
 * exporting `{ en, ar }`; they are merged over the core trees in ../en.ts and ../ar.ts. Keeping a
 * feature's words in one file keeps its English and Arabic side by side and out of other features'
 * way. Add a feature by importing its module and listing it below.
 */
export const featureMessages: FeatureMessages[] = [
  campaignMessages,
  listingMessages,
  comparisonMessages,
  wishlistMessages,
  reviewsMessages,
  productGalleryMessages,
  searchBoxMessages,
  navigationMessages,
  accountMessages,
  stockNotificationMessages,
  recommendationsMessages,
  socialMessages,
];
