import type { FeatureMessages } from "../merge";

/** The header's navigation menus (spec §2.18). */
export const navigationMessages = {
  en: {
    menu: {
      viewAllOf: "All of {{title}}",
      loadFailed: "The menu could not be loaded. Check your connection and try again.",
      tryAgain: "Try again",
    },
  },
  ar: {
    menu: {
      viewAllOf: "كل منتجات {{title}}",
      loadFailed: "تعذّر تحميل القائمة. تحقّق من اتصالك وحاول مرة أخرى.",
      tryAgain: "حاول مرة أخرى",
    },
  },
} satisfies FeatureMessages;
