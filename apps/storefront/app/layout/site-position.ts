/**
 * The shopper's site position (shopping spec §2.3, §3 'Local storage keys'): the last page visited, kept in local
 * storage as a path with its query. Signing in from the header's link comes back to it. Pages of the sign-in
 * journey itself are not positions: coming back to them after signing in would lead nowhere.
 */
import type { Language } from "@dukkan/i18n";
import { useEffect } from "react";
import { useLocation } from "react-router";

export const SITE_POSITION_STORAGE_KEY = "dukkan.sitePosition";

/** The form field the sign-in form carries the site position in. */
export const SITE_POSITION_FIELD = "sitePosition";

/** Paths (after the language) that are steps of signing in, registering or signing out. */
const NOT_A_POSITION = /^\/(?:en|ar)\/(?:login(?:\/.*)?|register|checkout-login|logout|.*\/logout)\/?$/;

/** The position to keep for a visit to `pathname` + `search`, or undefined for the sign-in journey's pages. */
export function sitePositionOf(pathname: string, search: string): string | undefined {
  if (NOT_A_POSITION.test(pathname)) return undefined;
  return `${pathname}${search}`;
}

/**
 * A kept position the server may send a shopper to after signing in: a path of the shop in the page's language
 * (never another site, never a sign-in page), else undefined.
 */
export function sitePositionTarget(value: unknown, language: Language): string | undefined {
  if (typeof value !== "string" || value.length > 2_000) return undefined;
  if (!value.startsWith(`/${language}/`) || value.startsWith("//") || value.includes("\\")) return undefined;
  const url = new URL(value, "https://shop.invalid");
  if (url.origin !== "https://shop.invalid") return undefined;
  const path = `${url.pathname}${url.search}`;
  return sitePositionOf(url.pathname, url.search) === path ? path : undefined;
}

/** The kept position in this browser (undefined when storage is blocked or empty). */
export function readSitePosition(): string | undefined {
  try {
    return window.localStorage.getItem(SITE_POSITION_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked (private mode, policies): no position is kept
  }
}

export function keepSitePosition(pathname: string, search: string): void {
  const position = sitePositionOf(pathname, search);
  if (!position) return;
  try {
    window.localStorage.setItem(SITE_POSITION_STORAGE_KEY, position);
  } catch {
    // storage blocked: the shopper simply comes back home after signing in
  }
}

/** Keeps the site position on every page the shopper reaches (after hydration: storage is the browser's). */
export function useKeepSitePosition(): void {
  const { pathname, search } = useLocation();
  useEffect(() => keepSitePosition(pathname, search), [pathname, search]);
}
