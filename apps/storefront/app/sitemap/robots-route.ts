/**
 * GET /robots.txt: crawlers may read the shop but not the shopper's own pages (account, cart,
 * checkout, sign-in) or the search box's internals; the sitemap lists what to read.
 */
import { SUPPORTED_LANGUAGES } from "@dukkan/i18n";
import type { Route } from "./+types/robots-route";
import { publicOrigin } from "../seo/seo";

/** Path prefixes under each language that are private to a shopper or a session (`/checkout` covers checkout-login). */
export const DISALLOWED_PATHS = [
  "/my-account",
  "/cart",
  "/checkout",
  "/login",
  "/register",
  "/logout",
  "/search-box",
  "/wishlist",
  "/dev/",
] as const;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...SUPPORTED_LANGUAGES.flatMap((language) => DISALLOWED_PATHS.map((path) => `Disallow: /${language}${path}`)),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicOrigin(request.url)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
