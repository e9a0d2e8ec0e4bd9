/**
 * The storefront's own addresses and the content pages staff create share `/{lang}/…`: a page staff create at an
 * address the storefront serves itself would never be shown. The back office refuses those slugs from
 * `SHOP_ROUTE_SEGMENTS`; this test keeps that list and the route table in step.
 */
import { SHOP_ROUTE_SEGMENTS, isShopRouteSlug } from "@dukkan/staff-api/cms-constants";
import { describe, expect, it } from "vitest";
import routes from "./routes";
import { STATIC_CONTENT_PAGES } from "./content-pages/static-pages";

type RouteEntry = { path?: string; children?: RouteEntry[] };

/** The first segments of the routes under `/:lang`, but the catch-all and the CMS content pages themselves. */
function languageRouteSegments(): string[] {
  const language = (routes as RouteEntry[]).find((entry) => entry.path === ":lang");
  const pages = new Set<string>(STATIC_CONTENT_PAGES);
  return (language?.children ?? [])
    .map((entry) => entry.path?.split("/")[0])
    .filter((segment): segment is string => Boolean(segment) && segment !== "*" && !pages.has(segment!));
}

describe("the storefront's own addresses", () => {
  it("are all reserved from new content pages", () => {
    const segments = languageRouteSegments();
    expect(segments).toContain("cart");
    expect(segments).toContain("checkout");
    expect(segments.filter((segment) => !SHOP_ROUTE_SEGMENTS.has(segment))).toEqual([]);
  });

  it("reserves nothing the storefront does not serve", () => {
    const segments = new Set(languageRouteSegments());
    expect([...SHOP_ROUTE_SEGMENTS].filter((segment) => !segments.has(segment))).toEqual([]);
  });

  it("match regardless of letter case, as the router matches them", () => {
    expect(isShopRouteSlug("brands")).toBe(true);
    expect(isShopRouteSlug("my-account")).toBe(true);
    expect(isShopRouteSlug("Checkout")).toBe(true);
    expect(isShopRouteSlug("gift-wrapping")).toBe(false);
  });
});
