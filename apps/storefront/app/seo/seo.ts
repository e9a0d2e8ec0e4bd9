/**
 * Search-engine metadata shared by every page: title, description, the canonical URL and the
 * hreflang alternates (en-ae, ar-ae, and x-default pointing to English).
 */
import { DEFAULT_LANGUAGE, LOCALES, pathInLanguage, SUPPORTED_LANGUAGES } from "@dukkan/i18n";
import type { MetaDescriptor } from "react-router";

/**
 * The shop's public origin for canonical links: PUBLIC_ORIGIN when set, else the request's host.
 * Canonical URLs always use https and never the www host.
 */
export function publicOrigin(requestUrl: string, env: NodeJS.ProcessEnv = process.env): string {
  const { host } = new URL(env.PUBLIC_ORIGIN || requestUrl);
  return `https://${host.replace(/^www\./i, "")}`;
}

/** A page path in canonical form: no query, no trailing slash except on a language's home page. */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return /^\/[^/]+$/.test(trimmed) ? `${trimmed}/` : trimmed || "/";
}

export function canonicalUrl(origin: string, pathname: string): string {
  return `${origin}${canonicalPath(pathname)}`;
}

export type AlternateLink = { hrefLang: string; href: string };

/** One alternate per storefront locale plus x-default (English). */
export function alternateLinks(origin: string, pathname: string): AlternateLink[] {
  const path = canonicalPath(pathname);
  const alternates = SUPPORTED_LANGUAGES.map((language) => ({
    hrefLang: LOCALES[language],
    href: `${origin}${pathInLanguage(path, "", language)}`,
  }));
  return [...alternates, { hrefLang: "x-default", href: `${origin}${pathInLanguage(path, "", DEFAULT_LANGUAGE)}` }];
}

export type PageSeo = { title: string; description?: string; robots?: string };

/** The meta descriptors every page returns from its `meta` export. */
export function pageMeta(page: PageSeo, origin: string, pathname: string): MetaDescriptor[] {
  return [
    { title: page.title },
    ...(page.description ? [{ name: "description", content: page.description }] : []),
    ...(page.robots ? [{ name: "robots", content: page.robots }] : []),
    { tagName: "link", rel: "canonical", href: canonicalUrl(origin, pathname) },
    ...alternateLinks(origin, pathname).map(({ hrefLang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang,
      href,
    })),
  ];
}
