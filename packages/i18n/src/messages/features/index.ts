import type { FeatureMessages } from "../merge";

/**
 * Messages owned by one feature (search, reviews, wishlist …) live in their own module here, each
 * exporting `{ en, ar }`; they are merged over the core trees in ../en.ts and ../ar.ts. Keeping a
 * feature's words in one file keeps its English and Arabic side by side and out of other features'
 * way. Add a feature by importing its module and listing it below.
 */
export const featureMessages: FeatureMessages[] = [];
