/**
 * Where a moved content page sends shoppers (shopping spec §2.3: a page carrying redirectUrl answers 301 to it).
 * CMS links are shop paths without the language ('/shipping'), so the page's language is put in front; a path that
 * already names a language and an http(s) URL go as they are. Anything else (another scheme, '//host') is no
 * redirect: the page is shown.
 */
import { isLanguage, type Language } from "@dukkan/i18n";

export function contentPageRedirect(redirectUrl: string | undefined, language: Language): string | undefined {
  const target = redirectUrl?.trim();
  if (!target) return undefined;
  if (target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\")) {
    const first = target.split(/[/?#]/)[1] ?? "";
    return isLanguage(first) ? target : `/${language}${target}`;
  }
  try {
    const url = new URL(target);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}
