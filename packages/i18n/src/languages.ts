/** The storefront languages. English is the fallback; the language is always the first URL segment. */
export const SUPPORTED_LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Storefront locales as used in hreflang alternates (the shop sells in the UAE only). */
export const LOCALES: Record<Language, string> = { en: "en-ae", ar: "ar-ae" };

/** Native language names, shown in the language selector. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ar: "العربية" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function direction(language: Language): "ltr" | "rtl" {
  return language === "ar" ? "rtl" : "ltr";
}
