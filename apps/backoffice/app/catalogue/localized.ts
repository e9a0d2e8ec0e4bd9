import type { Language } from "@dukkan/i18n";

/** A catalogue text in the page's language, English when the Arabic one is missing (as the shop shows it). */
export const localized = (text: { en: string; ar?: string | undefined }, language: Language) =>
  (language === "ar" && text.ar) || text.en;
