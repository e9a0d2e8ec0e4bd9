/** "Did you mean": products/search's spellingSuggestion on the small fixture shop, in English and Arabic. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";
import { ProductSearchPage } from "./search.schemas.js";

const SEARCH = "/occ/v2/dukkan/products/search";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures });
});
afterAll(() => t.close());

async function search(query: string, lang = "en"): Promise<ProductSearchPage> {
  const response = await t.app.inject(`${SEARCH}?${new URLSearchParams({ query, lang })}`);
  expect(response.statusCode, response.body).toBe(200);
  return ProductSearchPage.parse(response.json());
}

describe("spelling suggestion of a search that finds nothing", () => {
  it("suggests the catalogue's word two edits away (two swapped pairs), keeping the sort and filters", async () => {
    const typed = await search("cnotaienr:price-asc:allCategories:boxes");
    expect(typed.pagination.totalResults).toBe(0);
    expect(typed.spellingSuggestion).toEqual({
      suggestion: "container",
      query: "container:price-asc:allCategories:boxes",
    });
    const suggested = await search(typed.spellingSuggestion!.query);
    expect(suggested.products.map((product) => product.code)).toContain(CODES.container);
  });

  it("corrects a short word by one edit and keeps the words that were right", async () => {
    const typed = await search("paper cpu");
    expect(typed.pagination.totalResults).toBe(0);
    expect(typed.spellingSuggestion?.suggestion).toBe("paper cup");
    expect((await search("paper cup")).products.map((product) => product.code)).toContain(CODES.cup);
  });

  it("suggests Arabic words as the catalogue writes them", async () => {
    const typed = await search("كبو ورقي", "ar");
    expect(typed.pagination.totalResults).toBe(0);
    expect(typed.spellingSuggestion?.suggestion).toBe("كوب ورقي");
  });

  it("suggests nothing when something was found, nothing is near, or the correction finds nothing either", async () => {
    expect((await search("container")).spellingSuggestion).toBeUndefined();
    expect((await search("zzqqxxww")).spellingSuggestion).toBeUndefined();
    // Three edits away.
    expect((await search("cnotaeinrr")).spellingSuggestion).toBeUndefined();
    // The container is not a cup: within the Cups category the corrected word finds nothing either.
    const inCups = await search("cnotaienr:relevance:allCategories:cups");
    expect(inCups.pagination.totalResults).toBe(0);
    expect(inCups.spellingSuggestion).toBeUndefined();
  });
});
