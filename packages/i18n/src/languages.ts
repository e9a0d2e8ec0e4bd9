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

/** The language of a URL: its first path segment, when that names a supported language. */
export function languageOfPath(pathname: string): Language | undefined {
  const first = pathname.split("/")[1];
  return isLanguage(first) ? first : undefined;
}

/** The language to render with: the URL's, or the default for URLs outside the language tree. */
export function resolveLanguage(lang: string | undefined): Language {
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** The same page in another language: the first path segment swapped, the query kept. */
export function pathInLanguage(pathname: string, search: string, target: Language): string {
  const segments = pathname.split("/");
  if (isLanguage(segments[1])) segments[1] = target;
  else segments.splice(1, 0, target);
  const path = segments.length === 2 ? `/${target}/` : segments.join("/");
  return `${path}${search}`;
}

/** The other languages a visitor can switch to from `current`. */
export function otherLanguages(current: Language): Language[] {
  return SUPPORTED_LANGUAGES.filter((language) => language !== current);
}
