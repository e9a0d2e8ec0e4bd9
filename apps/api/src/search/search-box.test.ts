/** The header search box's endpoint on the small fixture shop: suggestions, product previews, message. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";
import { prices, products } from "../db/tables.js";
import { ProductSearchPage, SearchBoxResult } from "./search.schemas.js";

const OCC = "/occ/v2/dukkan";
const aed = (amount: string) => `AED\u00a0${amount}`;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      await insertCatalogFixtures(db);
      await db.insert(products).values({ code: "7001-01", name: { en: 'Cups & <b>"Lids"</b> Set' } });
      await db.insert(prices).values({ productCode: "7001-01", valueFils: 990 });
      // One line in two packs: separate products with one name.
      await db.insert(products).values([
        { code: "7002-01", name: { en: "Pulp Cup Carrier" }, subname: { en: "Pack of 100" }, position: 1 },
        { code: "7002-02", name: { en: "Pulp Cup Carrier" }, subname: { en: "Carton of 300" }, position: 2 },
      ]);
      await db.insert(prices).values([
        { productCode: "7002-01", valueFils: 3075 },
        { productCode: "7002-02", valueFils: 9200 },
      ]);
    },
  });
});
afterAll(() => t.close());

async function searchBox(params: Record<string, string>): Promise<SearchBoxResult> {
  const response = await t.app.inject(`${OCC}/products/searchbox?${new URLSearchParams(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return SearchBoxResult.parse(response.json());
}

describe("GET products/searchbox", () => {
  it("completes the word being typed and previews matching products with their prices", async () => {
    const result = await searchBox({ term: "cu" });
    expect(result.message).toBeUndefined();
    // "Cup" and "Cups" are one word to search: suggested once, as the catalogue first spells it.
    expect(result.suggestions).toContain("cup");
    expect(result.suggestions).not.toContain("cups");
    expect(new Set(result.suggestions).size).toBe(result.suggestions.length);
    const cup = result.products.find((product) => product.code === CODES.cup)!;
    expect(cup).toMatchObject({
      name: "Paper Cup 8oz",
      nameHtml: "Paper <mark>Cup</mark> 8oz",
      url: "/product/1001-01-paper-cup-8oz",
      price: { value: 12.5, formattedValue: aed("12.50") },
    });
    expect(cup.images?.PRIMARY?.thumbnail?.url).toMatch(/^\/medias\//);
    // The lid is 15% off: the box shows the discounted price too.
    const lid = result.products.find((product) => product.code === CODES.lid)!;
    expect(lid.priceAfterDiscount).toMatchObject({ value: 17, formattedValue: aed("17.00") });
    expect(lid.price).toMatchObject({ value: 20 });
  });

  it("keeps the words typed before and suggests only completions that still find products", async () => {
    const result = await searchBox({ term: "paper c", maxSuggestions: "3" });
    expect(result.suggestions.length).toBeGreaterThan(0);
    expect(result.suggestions.length).toBeLessThanOrEqual(3);
    for (const suggestion of result.suggestions) {
      expect(suggestion.startsWith("paper ")).toBe(true);
      const response = await t.app.inject(`${OCC}/products/search?${new URLSearchParams({ query: suggestion })}`);
      expect(ProductSearchPage.parse(response.json()).pagination.totalResults, suggestion).toBeGreaterThan(0);
    }
    expect(result.products.map((product) => product.code)).toEqual([CODES.cup]);
  });

  it("answers Arabic in Arabic, ignoring diacritics and alef forms", async () => {
    const result = await searchBox({ term: "كُوب", lang: "ar" });
    expect(result.products.map((product) => product.code)).toContain(CODES.cup);
    expect(result.products.find((product) => product.code === CODES.cup)).toMatchObject({
      name: "كوب ورقي 8 أونصة",
      nameHtml: "<mark>كوب</mark> ورقي 8 أونصة",
    });
    expect(result.suggestions).toContain("كوب");
  });

  it("shows one product per name, the best-matching pack with its subname", async () => {
    const result = await searchBox({ term: "carrier" });
    expect(result.products.map((product) => [product.code, product.name, product.subname])).toEqual([
      ["7002-01", "Pulp Cup Carrier", "Pack of 100"],
    ]);
    // The search page lists both packs.
    const response = await t.app.inject(`${OCC}/products/search?query=carrier`);
    expect(ProductSearchPage.parse(response.json()).pagination.totalResults).toBe(2);
    // The shown products stay unique by name when the box fills up.
    const cups = await searchBox({ term: "cup", maxProducts: "20" });
    const names = cups.products.map((product) => product.name);
    expect(names).toContain("Pulp Cup Carrier");
    expect(new Set(names).size).toBe(names.length);
  });

  it("escapes product names and marks only the typed words", async () => {
    const result = await searchBox({ term: "lids" });
    const set = result.products.find((product) => product.code === "7001-01")!;
    expect(set.nameHtml).toBe("Cups &amp; &lt;b&gt;&quot;<mark>Lids</mark>&quot;&lt;/b&gt; Set");
  });

  it("says so when nothing matches, and never shows disabled products", async () => {
    expect(await searchBox({ term: "zzqqxx" })).toEqual({
      message: "No products match “zzqqxx”.",
      suggestions: [],
      products: [],
    });
    expect((await searchBox({ term: "zzqqxx", lang: "ar" })).message).toBe("لا توجد منتجات تطابق «zzqqxx».");
    const retired = await searchBox({ term: "retired" });
    expect(retired.products).toEqual([]);
    expect(retired.suggestions).toEqual([]);
  });

  it("limits the lists and rejects bad parameters with 400 ValidationError", async () => {
    const limited = await searchBox({ term: "c", maxSuggestions: "1", maxProducts: "2" });
    expect(limited.suggestions).toHaveLength(1);
    expect(limited.products).toHaveLength(2);
    expect(await searchBox({ term: "cup", maxProducts: "0", maxSuggestions: "0" })).toEqual({
      suggestions: [],
      products: [],
    });
    for (const query of [
      "",
      "term=",
      "term=%20%20",
      `term=${"x".repeat(201)}`,
      "term=cup&maxProducts=21",
      "term=cup&maxSuggestions=-1",
    ]) {
      const response = await t.app.inject(`${OCC}/products/searchbox?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].type, query).toBe("ValidationError");
    }
    for (const term of ["((((", ".*+?^${}()|[]\\", "::::", "😀\u202e", "a".repeat(200)]) {
      const response = await t.app.inject(`${OCC}/products/searchbox?${new URLSearchParams({ term })}`);
      expect(response.statusCode, term).toBe(200);
    }
    // A control character is refused like any other bad parameter (issue 17 item 11).
    const nul = await t.app.inject(`${OCC}/products/searchbox?${new URLSearchParams({ term: "cup\u0000" })}`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors[0].type).toBe("ValidationError");
  });
});
