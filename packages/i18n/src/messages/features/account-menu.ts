import type { FeatureMessages } from "../merge";

/**
 * The header's account menu for signed-in customers. Its other entries reuse the pages' own titles
 * (addressBook.title, wishlist.headerLink, savedCarts.title, quickOrder.title) and miniLogin.signOut.
 */
export const accountMenuMessages = {
  en: {
    accountMenu: {
      profile: "My profile",
    },
  },
  ar: {
    accountMenu: {
      profile: "ملفي الشخصي",
    },
  },
} satisfies FeatureMessages;
