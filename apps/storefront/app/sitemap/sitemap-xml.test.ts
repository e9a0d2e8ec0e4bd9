import type { NavigationNode } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots-route";
import { productPagePaths } from "./sitemap.server";
import {
  PRODUCTS_PER_SITEMAP,
  brandPath,
  categoryPaths,
  escapeXml,
  parseSitemapFile,
  sitemapFiles,
  sitemapIndexXml,
  urlsetXml,
} from "./sitemap-xml";

const node = (url: string | undefined, children: NavigationNode[] = []): NavigationNode => ({
  uid: url ?? "root",
  ...(url ? { url } : {}),
  entries: [],
  children,
});

describe("sitemap urlset", () => {
  const xml = urlsetXml("https://dukkan.ae", ["/", "/aboutus", "/product/12-34-paper-cup", "/aboutus"]);

  it("lists each page once per language", () => {
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      "https://dukkan.ae/en/",
      "https://dukkan.ae/ar/",
      "https://dukkan.ae/en/aboutus",
      "https://dukkan.ae/ar/aboutus",
      "https://dukkan.ae/en/product/12-34-paper-cup",
      "https://dukkan.ae/ar/product/12-34-paper-cup",
    ]);
  });

  it("gives every entry its hreflang alternates with x-default in English", () => {
    const entry = xml.split("<url>").find((part) => part.startsWith("<loc>https://dukkan.ae/ar/aboutus"))!;
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en-ae" href="https://dukkan.ae/en/aboutus"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="ar-ae" href="https://dukkan.ae/ar/aboutus"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://dukkan.ae/en/aboutus"/>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("escapes XML in URLs", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    expect(urlsetXml("https://dukkan.ae", ["/Brands/A&B/c/ab"])).toContain("/en/Brands/A&amp;B/c/ab</loc>");
  });
});

describe("sitemap index", () => {
  it("splits the products over files of PRODUCTS_PER_SITEMAP", () => {
    expect(sitemapFiles(0)).toEqual(["pages.xml", "products-1.xml"]);
    expect(sitemapFiles(PRODUCTS_PER_SITEMAP)).toEqual(["pages.xml", "products-1.xml"]);
    expect(sitemapFiles(PRODUCTS_PER_SITEMAP * 10 + 1)).toHaveLength(12);
    expect(sitemapIndexXml(["https://dukkan.ae/sitemaps/pages.xml"])).toContain(
      "<sitemap><loc>https://dukkan.ae/sitemaps/pages.xml</loc></sitemap>",
    );
  });

  it("serves only the files it names", () => {
    expect(parseSitemapFile("pages.xml")).toEqual({ kind: "pages" });
    expect(parseSitemapFile("products-3.xml")).toEqual({ kind: "products", part: 3 });
    expect(parseSitemapFile("products-0.xml")).toBeUndefined();
    expect(parseSitemapFile("../etc/passwd")).toBeUndefined();
  });
});

describe("sitemap pages", () => {
  it("takes category pages from the navigation tree", () => {
    const tree = node(undefined, [
      node("/category/cups", [node("/category/cups/paper-cups?sort=name-asc")]),
      node("/aboutus"),
    ]);
    expect(categoryPaths(tree)).toEqual(["/category/cups", "/category/cups/paper-cups"]);
  });

  it("lists a product sold through variants by its enabled variants' pages", () => {
    expect(productPagePaths({ code: "1-2", url: "/product/1-2-cup" })).toEqual(["/product/1-2-cup"]);
    expect(
      productPagePaths({
        code: "1-2",
        url: "/product/1-2-cup",
        variantOptions: [
          { code: "1-3", url: "/product/1-3-cup-small", variantOptionQualifiers: [] },
          { code: "1-4", url: "/product/1-4-cup-large", disabled: true, variantOptionQualifiers: [] },
        ],
      }),
    ).toEqual(["/product/1-3-cup-small"]);
  });

  it("builds brand listing paths from the name and code", () => {
    expect(brandPath("Sahra Pack", "sahra-pack")).toBe("/Brands/Sahra-Pack/c/sahra-pack");
  });
});

describe("robots.txt", () => {
  it("points to the sitemap and keeps crawlers out of account, cart and checkout in both languages", () => {
    const robots = robotsTxt("https://dukkan.ae");
    expect(robots).toContain("Sitemap: https://dukkan.ae/sitemap.xml");
    for (const path of ["/en/my-account", "/ar/my-account", "/en/cart", "/ar/cart", "/en/checkout", "/ar/checkout"]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toMatch(/Disallow: \/\n/);
  });
});
