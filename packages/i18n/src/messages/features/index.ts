import type { FeatureMessages } from "../merge";
import { accountMessages } from "./account";
import { accountMenuMessages } from "./account-menu";
import { addToCartMessages } from "./add-to-cart";
import { appAndPushMessages } from "./app-and-push";
import { campaignMessages } from "./campaign";
import { cartPageMessages } from "./cart-page";
import { checkoutMessages } from "./checkout";
import { checkoutAddressMessages } from "./checkout-address";
import { checkoutPaymentMessages } from "./checkout-payment";
import { orderConfirmationMessages } from "./order-confirmation";
import { ordersMessages } from "./orders";
import { orderAmendMessages } from "./order-amend";
import { returnsMessages } from "./returns";
import { ticketsMessages } from "./tickets";
import { loyaltyMessages } from "./loyalty";
import { replenishmentMessages } from "./replenishment";
import { comparisonMessages } from "./comparison";
import { configuratorMessages } from "./configurator";
import { contentPreviewMessages } from "./content-preview";
import { deliveryAreaMessages } from "./delivery-area";
import { listingMessages } from "./listing";
import { myAccountSettingsMessages } from "./my-account-settings";
import { productGalleryMessages } from "./product-gallery";
import { quickOrderMessages } from "./quick-order";
import { reviewsMessages } from "./reviews";
import { savedCartsMessages } from "./saved-carts";
import { navigationMessages } from "./navigation";
import { newsletterMessages } from "./newsletter";
import { searchBoxMessages } from "./search-box";
import { socialMessages } from "./social";
import { stockNotificationMessages } from "./stock-notification";
import { storeFinderMessages } from "./store-finder";
import { recommendationsMessages } from "./recommendations";
import { wishlistMessages } from "./wishlist";
import { chatMessages } from "./chat";
import { analyticsConsentMessages } from "./analytics-consent";
import { assistedServiceMessages } from "./assisted-service";

/**
 * Messages owned by one feature (search, reviews, wishlist …) live in their own module here, each
 * exporting `{ en, ar }`; they are merged over the core trees in ../en.ts and ../ar.ts. Keeping a
 * feature's words in one file keeps its English and Arabic side by side and out of other features'
 * way. Add a feature by importing its module and listing it below.
 */
export const featureMessages: FeatureMessages[] = [
  contentPreviewMessages,
  assistedServiceMessages,
  addToCartMessages,
  appAndPushMessages,
  campaignMessages,
  cartPageMessages,
  listingMessages,
  comparisonMessages,
  wishlistMessages,
  reviewsMessages,
  productGalleryMessages,
  searchBoxMessages,
  navigationMessages,
  accountMessages,
  accountMenuMessages,
  stockNotificationMessages,
  recommendationsMessages,
  socialMessages,
  quickOrderMessages,
  savedCartsMessages,
  configuratorMessages,
  deliveryAreaMessages,
  newsletterMessages,
  checkoutMessages,
  checkoutAddressMessages,
  checkoutPaymentMessages,
  orderConfirmationMessages,
  ordersMessages,
  orderAmendMessages,
  returnsMessages,
  ticketsMessages,
  loyaltyMessages,
  replenishmentMessages,
  myAccountSettingsMessages,
  storeFinderMessages,
  chatMessages,
  analyticsConsentMessages,
];
