/**
 * GET /sitemap.xml: every category, brand, product and content page in English and Arabic with
 * hreflang alternates. A small catalogue fits in this one file; a large one gets a sitemap index whose
 * files are served by `/sitemaps/{file}`.
 */
import type { Route } from "./+types/sitemap-route";
import { publicOrigin } from "../seo/seo";
import { countProducts, pagePaths, productPaths } from "./sitemap.server";
import { PRODUCTS_PER_SITEMAP, sitemapFiles, sitemapIndexXml, urlsetXml } from "./sitemap-xml";

/** Crawlers may keep a sitemap for an hour; the catalogue does not change faster than that matters. */
export const SITEMAP_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

export async function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request.url);
  const productCount = await countProducts();
  if (productCount > PRODUCTS_PER_SITEMAP) {
    const files = sitemapFiles(productCount).map((file) => `${origin}/sitemaps/${file}`);
    return new Response(sitemapIndexXml(files), { headers: SITEMAP_HEADERS });
  }
  const [pages, products] = await Promise.all([pagePaths(), productPaths(1)]);
  return new Response(urlsetXml(origin, [...pages, ...products]), { headers: SITEMAP_HEADERS });
}
