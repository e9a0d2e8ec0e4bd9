import { describe, expect, it } from "vitest";
import { firstPositionOf, listingItemList, SEARCH_LIST_ID } from "./listing-analytics";

describe("listings as analytics item lists", () => {
  it("one search list whatever was searched, so reports do not split by word", () => {
    expect(listingItemList({ kind: "search", term: "cups" }, "Results for “cups”")).toEqual({
      id: SEARCH_LIST_ID,
      name: "Search results",
    });
    expect(listingItemList({ kind: "search", term: "أكواب" }, "نتائج").id).toBe(SEARCH_LIST_ID);
  });

  it("categories and brands are lists keyed by their code and named by the page heading", () => {
    expect(listingItemList({ kind: "category", code: "cup-lids" }, "Cup lids")).toEqual({
      id: "category_cup-lids",
      name: "Cup lids",
    });
    expect(listingItemList({ kind: "brand", code: "ecopack" }, "EcoPack")).toEqual({
      id: "brand_ecopack",
      name: "EcoPack",
    });
  });

  it("a page's first product sits after the earlier pages' products", () => {
    expect(firstPositionOf(0, 10)).toBe(0);
    expect(firstPositionOf(2, 50)).toBe(100);
  });
});
