import type { FeatureMessages } from "../merge";

/** The header's navigation menus (spec §2.18). */
export const navigationMessages = {
  en: { menu: { viewAllOf: "All of {{title}}" } },
  ar: { menu: { viewAllOf: "كل منتجات {{title}}" } },
} satisfies FeatureMessages;
