/**
 * Sitemap XML (sitemaps.org 0.9): one `<url>` per page and language, each listing every language's
 * version as hreflang alternates (en-ae, ar-ae and x-default → English), and the sitemap index that
 * splits a large catalogue over several files.
 */
import { SUPPORTED_LANGUAGES } from "@dukkan/i18n";
import type { NavigationNode } from "@dukkan/occ";
import { alternateLinks, canonicalUrl } from "../seo/seo";

/**
 * Search tiles per sitemap file. A tile sold through variants lists each variant's page, so a file holds
 * 2 languages × 2 000 tiles × their variants `<url>`s, under the 50 000 limit for up to 12 variants a tile.
 */
export const PRODUCTS_PER_SITEMAP = 2_000;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

/** A shop path without the language, e.g. `/aboutus` or `/` for the home page. */
export type SitemapPath = string;

/** The `<url>` entries of one page: the page in each language, each with all alternates. */
function urlEntries(origin: string, path: SitemapPath): string[] {
  const alternates = alternateLinks(origin, `/en${path === "/" ? "" : path}`)
    .map(({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`)
    .join("");
  return SUPPORTED_LANGUAGES.map((language) => {
    const loc = canonicalUrl(origin, `/${language}${path === "/" ? "" : path}`);
    return `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`;
  });
}

export function urlsetXml(origin: string, paths: readonly SitemapPath[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...[...new Set(paths)].flatMap((path) => urlEntries(origin, path)),
    "</urlset>",
    "",
  ].join("\n");
}

export function sitemapIndexXml(locations: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((location) => `<sitemap><loc>${escapeXml(location)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** The files of a sitemap index: the pages (content, categories, brands), then the products in parts. */
export function sitemapFiles(productCount: number): string[] {
  const parts = Math.max(1, Math.ceil(productCount / PRODUCTS_PER_SITEMAP));
  return ["pages.xml", ...Array.from({ length: parts }, (_, index) => `products-${index + 1}.xml`)];
}

export type SitemapFile = { kind: "pages" } | { kind: "products"; part: number };

/** Which file a `/sitemaps/{file}` request names, or undefined. */
export function parseSitemapFile(file: string): SitemapFile | undefined {
  if (file === "pages.xml") return { kind: "pages" };
  const match = /^products-([1-9]\d{0,4})\.xml$/.exec(file);
  return match ? { kind: "products", part: Number(match[1]) } : undefined;
}

/** A brand listing's path (spec §2.1): the name as a readable segment, the code deciding the brand. */
export function brandPath(name: string, code: string): SitemapPath {
  const segment = name.trim().replace(/\s+/g, "-") || code;
  return `/Brands/${encodeURIComponent(segment)}/c/${encodeURIComponent(code)}`;
}

/** The category pages of the navigation tree, depth first (query and fragment dropped). */
export function categoryPaths(node: NavigationNode): SitemapPath[] {
  const own = node.url?.startsWith("/category/") ? [node.url.split(/[?#]/)[0]!] : [];
  return [...own, ...node.children.flatMap(categoryPaths)];
}
