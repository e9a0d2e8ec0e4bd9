import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@dukkan/i18n";

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
