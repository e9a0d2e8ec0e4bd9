/** GET /sitemaps/{pages.xml | products-N.xml}: one file of the sitemap index of a large catalogue. */
import type { Route } from "./+types/sitemap-file-route";
import { publicOrigin } from "../seo/seo";
import { SITEMAP_HEADERS } from "./sitemap-route";
import { countProducts, pagePaths, productPaths } from "./sitemap.server";
import { parseSitemapFile, sitemapFiles, urlsetXml } from "./sitemap-xml";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });

export async function loader({ params, request }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) return notFound();
  const origin = publicOrigin(request.url);
  if (file.kind === "pages") return new Response(urlsetXml(origin, await pagePaths()), { headers: SITEMAP_HEADERS });
  if (!sitemapFiles(await countProducts()).includes(params.file)) return notFound();
  return new Response(urlsetXml(origin, await productPaths(file.part)), { headers: SITEMAP_HEADERS });
}
