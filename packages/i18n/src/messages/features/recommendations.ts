import type { FeatureMessages } from "../merge";

/** Product carousels on the product page (spec §2.9) and the home recommendations (§2.14); keys are the spec's carousel types. */
export const recommendationsMessages = {
  en: {
    productCarousel: {
      frequentlyBought: "Frequently bought together",
      recommendedProducts: "You may also like",
      relatedProducts: "Other sizes and options",
      ourRecommendations: "Recommended for you",
    },
  },
  ar: {
    productCarousel: {
      frequentlyBought: "يُشترى معًا عادةً",
      recommendedProducts: "قد يعجبك أيضًا",
      relatedProducts: "مقاسات وخيارات أخرى",
      ourRecommendations: "منتجات نرشحها لك",
    },
  },
} satisfies FeatureMessages;
