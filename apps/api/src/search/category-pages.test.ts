/**
 * What a category or brand page needs from the API, on the demo shop: the category a /category/… path names
 * (spec §7: the sub-category first, then pages with pageType CategoryPage and its code), and brand pages by
 * brand code, with their listings.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Page } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { seedDemoShop } from "@dukkan/demo-shop";
import { Category, ProductSearchPage } from "./search.schemas.js";

const OCC = "/occ/v2/dukkan";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: async (db) => void (await seedDemoShop(db)), now: () => new Date() });
});
afterAll(() => t.close());

async function get<T>(path: string, schema: { parse(value: unknown): T }): Promise<T> {
  const response = await t.app.inject(`${OCC}/${path}`);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return schema.parse(response.json());
}

/** The spec's rule: the segments after /category; one → main 'root'; more → main = the first, sub = the last. */
function lookupPath(url: string): string {
  const segments = url.replace(/^\/category\//, "").split("/");
  const main = segments.length === 1 ? "root" : segments[0]!;
  return `categories/main/${main}/sub/${segments.at(-1)}`;
}

describe("category pages from /category/… paths", () => {
  it("resolves categories one, two and three levels deep, then their CMS category page", async () => {
    for (const code of ["food-containers", "plastic-containers", "microwave-containers"]) {
      const info = await get(`categories/search/${code}`, Category);
      const depth = info.url.split("/").length - 2;
      expect(depth, info.url).toBe(info.superCategories.length + 1);
      const resolved = await get(lookupPath(info.url), Category);
      expect(resolved.code, info.url).toBe(code);
      // The storefront's reading (main = the parent) finds the same category.
      const segments = info.url.split("/").slice(2);
      if (segments.length > 1) {
        const byParent = await get(`categories/main/${segments.at(-2)}/sub/${segments.at(-1)}`, Category);
        expect(byParent.code).toBe(code);
      }
      for (const path of ["cms/pages", "pages"]) {
        const page = await get(`${path}?pageType=CategoryPage&code=${resolved.code}`, Page);
        expect(page.typeCode).toBe("CategoryPage");
      }
      const listing = await get(
        `products/search?${new URLSearchParams({ query: `:relevance:allCategories:${code}` })}`,
        ProductSearchPage,
      );
      expect(listing.pagination.totalResults, code).toBeGreaterThan(0);
      expect(listing.seoH1).toBe(resolved.name);
    }
  });

  it("answers unknown paths and codes with errors the storefront shows as not found", async () => {
    const misplaced = await t.app.inject(`${OCC}/categories/main/bags/sub/microwave-containers`);
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json().errors[0]).toMatchObject({ type: "UnknownIdentifierError", subjectType: "category" });
    const page = await t.app.inject(`${OCC}/cms/pages?pageType=CategoryPage&code=no-such-category`);
    expect(page.statusCode).toBe(404);
  });
});

describe("brand pages by brand code", () => {
  it("serves the brand's category page and listing", async () => {
    const page = await get("cms/pages?pageType=CategoryPage&code=sahra-pack", Page);
    expect(page.typeCode).toBe("CategoryPage");
    const listing = await get(
      `products/search?${new URLSearchParams({ query: ":relevance:allCategories:sahra-pack" })}`,
      ProductSearchPage,
    );
    expect(listing.pagination.totalResults).toBeGreaterThan(0);
    for (const product of listing.products) {
      const full = await t.app.inject(`${OCC}/products/${product.code}?fields=brand`);
      expect(full.json().brand.code).toBe("sahra-pack");
    }
  });
});
