/** Where the saved-cart pages live (My Account, shopping spec §2.16). */
import type { Language } from "@dukkan/i18n";

export const savedCartsPath = (language: Language) => `/${language}/my-account/saved-carts`;
export const savedCartPath = (language: Language, code: string) =>
  `/${language}/my-account/saved-cart/${encodeURIComponent(code)}`;
