/**
 * A new content page's address rule, without zod: the back office's pages (browser code) import it from
 * `@dukkan/staff-api/cms-constants`; the API's shape (cms.ts) is built from it.
 */

/** The address (`/{slug}` after the language) and id of a page staff create: lower-case words joined by hyphens. */
export const CMS_PAGE_SLUG = { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, maxLength: 80 } as const;

/**
 * The first path segments the storefront serves itself under `/{lang}/` (its route table, apps/storefront's
 * routes.ts): a content page at one of these addresses would never be shown, so a new page may not take one. The
 * storefront's routes test fails when a route is added without its segment here.
 */
export const SHOP_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  "404-error",
  "Brands",
  "analytics-consent",
  "app-bridge",
  "assisted-service",
  "cart",
  "category",
  "chat",
  "checkout",
  "checkout-login",
  "comparison",
  "configure",
  "configure-overview",
  "confirm-email",
  "cx-preview",
  "deals-Offers-flash-Sale",
  "delivery-area",
  "dev",
  "guest",
  "login",
  "logout",
  "manifest.webmanifest",
  "my-account",
  "navigation-menu",
  "newsletter",
  "offline",
  "order-confirmation",
  "p",
  "product",
  "register",
  "replenishment-confirmation",
  "search",
  "search-box",
  "search_term_string",
  "stock-notification",
  "store-finder",
  "web-push",
  "wishlist",
]);

const LOWER_CASE_SHOP_ROUTE_SEGMENTS = new Set([...SHOP_ROUTE_SEGMENTS].map((segment) => segment.toLowerCase()));

/** Whether a new page's slug is an address the storefront already serves (compared as the storefront matches). */
export function isShopRouteSlug(slug: string): boolean {
  return LOWER_CASE_SHOP_ROUTE_SEGMENTS.has(slug.toLowerCase());
}

/**
 * The lists of the shop's layout staff arrange from the back office (decision 0074): the places the storefront draws
 * from the CMS in the CMS's order. Each is a slot's components, or the `components` attribute of the container a slot
 * holds (the product page's tabs, the header's icons).
 */
export const CMS_LAYOUT_LISTS = [
  "headerIcons",
  "productBreadcrumb",
  "productSummary",
  "productTabs",
  "productCrossSelling",
] as const;
export type CmsLayoutListKey = (typeof CMS_LAYOUT_LISTS)[number];
