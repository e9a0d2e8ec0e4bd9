/**
 * Links edited in the CMS (banner 'Shop now' targets, footer and site-map links) are stored without a
 * language, e.g. `/category/cups?sort=price-asc`. The storefront splits them into path and query and
 * prefixes the shopper's language.
 */
import { type Language, languageOfPath } from "@dukkan/i18n";

export type LinkParts = { pathname: string; search: string; hash: string };

export type ResolvedLink = { kind: "internal"; to: LinkParts } | { kind: "external"; href: string; newTab: boolean };

/** Splits a link into path, query and fragment; relative paths are read from the site root. */
export function splitLink(url: string): LinkParts {
  const parsed = new URL(url, "https://storefront.invalid/");
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

/**
 * Storefront paths (without the language) that have a route today. Links to anything else — category
 * and brand listings, cart, account… — render as plain text until their route lands: extend this list
 * with each feature so that no link leads nowhere.
 */
const LIVE_PATHS: RegExp[] = [
  // home
  /^\/$/,
  // product pages: /product/{code}-{slug}, kit bundles /product/kit~…~n0-n1-{slug} (spec §2.2)
  /^\/product\/(?:kit[^/~]*~[^/~]+~)?\d+-\d+(?:-[^/]*)?$/,
  // campaign listings: /deals-Offers-flash-Sale?type=dealandoffers|flashsale (and its /product/… reading)
  /^(?:\/product)?\/deals-Offers-flash-Sale$/,
  // listings: search results, categories nested per level, brands (spec §2.1)
  /^\/search(?:\/[^/]+)?$/,
  /^\/category(?:\/[^/]+)+$/,
  /^\/Brands\/[^/]+\/c\/[^/]+$/,
  // sign-in; any URL ending in /logout signs out (spec §2.1)
  /^\/login$/,
  // registration and the profile page (account spec §2.3, §2.5)
  /^\/register$/,
  /^\/my-account\/update-profile$/,
  // notification preferences (account spec §2.9)
  /^\/my-account\/notification-preference$/,
  // the address book (account spec §2.7)
  /^\/my-account\/address-book$/,
  // quick order and saved carts (spec §2.16)
  /^\/my-account\/(?:quick-order|saved-carts|saved-cart\/[^/]+)$/,
  /\/logout$/,
  // the cart page (spec §2.13)
  /^\/cart$/,
  // CMS content pages by label, except the paths reserved for features that are not built yet
  /^\/(?!(?:cart|login|register|logout|my-account|checkout|checkout-login|search|comparison|wishlist|quick-order|Brands|category)$)[^/]+$/,
];

export function isLiveStorefrontPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return LIVE_PATHS.some((pattern) => pattern.test(path));
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Where a CMS link should go for a shopper reading `language`, or undefined when the link is empty
 * or its storefront route does not exist yet.
 */
export function resolveCmsLink(url: string | undefined, language: Language, target?: string): ResolvedLink | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  if (EXTERNAL.test(trimmed)) {
    if (!/^(?:https?:|mailto:|tel:|\/\/)/i.test(trimmed)) return undefined; // never javascript: or data:
    return { kind: "external", href: trimmed, newTab: target === "_blank" || /^(?:https?:)?\/\//i.test(trimmed) };
  }
  const parts = splitLink(trimmed.startsWith("/") ? trimmed : `/${trimmed}`);
  const inLanguage = languageOfPath(parts.pathname);
  const path = inLanguage ? parts.pathname.slice(inLanguage.length + 1) || "/" : parts.pathname;
  if (!isLiveStorefrontPath(path)) return undefined;
  return { kind: "internal", to: { ...parts, pathname: path === "/" ? `/${language}/` : `/${language}${path}` } };
}
