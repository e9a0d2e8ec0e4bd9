import { describe, expect, it } from "vitest";
import {
  chipRemovalQuery,
  choiceChanges,
  defaultQuery,
  displayedFacets,
  facetValueCode,
  formatQuery,
  initialChoices,
  mergedFacetQuery,
  parseQuery,
  resultMatchesPage,
  toggleChoice,
  visibleBreadcrumbs,
  type ListingScope,
} from "./facet-query";
import type { SearchBreadcrumb, SearchFacet } from "./search-result";

const category: ListingScope = { kind: "category", code: "cups-and-lids" };
const brand: ListingScope = { kind: "brand", code: "sahra-pack" };
const search: ListingScope = { kind: "search", term: "paper cups" };

const value = (code: string, selected = false, count = 3) => ({
  code,
  name: code.toUpperCase(),
  count,
  selected,
  query: { query: { value: `:relevance:x:${code}` } },
});

const brandFacet: SearchFacet = {
  code: "brand",
  name: "Brand",
  multiSelect: true,
  values: [value("sahra-pack", true), value("qasr"), value("marjan-ware")],
};
const tree: SearchFacet = {
  code: "allCategories",
  name: "All categories",
  multiSelect: false,
  values: [value("cups-and-lids", true), value("paper-cups")],
};

const crumb = (facetCode: string, facetValueCode: string, removeQuery: string): SearchBreadcrumb => ({
  facetCode,
  facetName: facetCode,
  facetValueCode,
  facetValueName: facetValueCode,
  removeQuery: { query: { value: removeQuery } },
});

describe("the listing query", () => {
  it("starts category, brand and search pages from their own query (spec §2.6)", () => {
    expect(defaultQuery(category)).toBe(":relevance:allCategories:cups-and-lids");
    expect(defaultQuery(brand)).toBe(":relevance:brand:sahra-pack");
    expect(defaultQuery(search)).toBe("paper cups:relevance");
    expect(defaultQuery({ kind: "search", term: "a:b" })).toBe("a b:relevance");
  });

  it("reads facet pairs two tokens at a time, price ranges included", () => {
    expect(parseQuery("cups:price-asc:price:10-25:brand:qasr")).toEqual({
      text: "cups",
      sort: "price-asc",
      pairs: [
        { facet: "price", value: "10-25" },
        { facet: "brand", value: "qasr" },
      ],
    });
    expect(parseQuery(":relevance:brand:")).toEqual({ text: "", sort: "relevance", pairs: [] });
    expect(formatQuery(parseQuery("cups::brand:qasr"))).toBe("cups:relevance:brand:qasr");
  });

  it("takes a value's code from the API, else from the last query segment with '+' as a space (spec §3)", () => {
    expect(facetValueCode({ code: "qasr", query: { query: { value: ":relevance:brand:other" } } })).toBe("qasr");
    expect(facetValueCode({ query: { query: { value: ":relevance:colour:light+blue" } } })).toBe("light blue");
  });
});

describe("facets shown only when the result matches the page (spec §4)", () => {
  it("needs allCategories:{code} on a category page and brand:{code} on a brand page", () => {
    const page = defaultQuery(category);
    expect(resultMatchesPage(category, { currentQuery: `${page}:brand:qasr`, freeTextSearch: "" }, page)).toBe(true);
    expect(resultMatchesPage(category, { currentQuery: ":relevance:brand:qasr", freeTextSearch: "" }, page)).toBe(
      false,
    );
    expect(
      resultMatchesPage(
        brand,
        { currentQuery: ":relevance:brand:sahra-pack", freeTextSearch: "" },
        defaultQuery(brand),
      ),
    ).toBe(true);
  });

  it("needs the searched word to be the page query's first segment on a search page", () => {
    expect(
      resultMatchesPage(
        search,
        { currentQuery: "paper cups:relevance", freeTextSearch: "paper cups" },
        "paper cups:relevance",
      ),
    ).toBe(true);
    expect(
      resultMatchesPage(search, { currentQuery: "cups:relevance", freeTextSearch: "cups" }, "paper cups:relevance"),
    ).toBe(false);
  });

  it("hides the page's own category (or brand) chip and keeps the others", () => {
    const crumbs = [
      crumb("allCategories", "cups-and-lids", ":relevance"),
      crumb("allCategories", "paper-cups", ":relevance:allCategories:cups-and-lids"),
      crumb("brand", "qasr", ":relevance:allCategories:cups-and-lids"),
    ];
    expect(visibleBreadcrumbs(category, crumbs).map((c) => c.facetValueCode)).toEqual(["paper-cups", "qasr"]);
    expect(visibleBreadcrumbs(brand, [crumb("brand", "sahra-pack", ":relevance"), crumbs[2]!])).toEqual([crumbs[2]]);
    expect(visibleBreadcrumbs(search, crumbs)).toHaveLength(3);
  });

  it("hides hidden facets, the ROOT category value and, on a brand page, the brand facet", () => {
    const categoryFacet: SearchFacet = {
      code: "category",
      name: "Category",
      multiSelect: true,
      values: [{ ...value("root"), name: "Root" }, value("cups")],
    };
    const shown = displayedFacets([categoryFacet, brandFacet, { ...tree, visible: false }], category);
    expect(shown.map((facet) => facet.code)).toEqual(["category", "brand"]);
    expect(shown[0]!.values.map((v) => v.code)).toEqual(["cups"]);
    expect(displayedFacets([brandFacet], brand)).toEqual([]);
  });
});

describe("the mobile facet dialog (spec §4)", () => {
  it("toggles multi-select values", () => {
    const initial = initialChoices([brandFacet]);
    expect(initial).toEqual({ brand: ["sahra-pack"] });
    const added = toggleChoice(initial, brandFacet, "qasr");
    expect(added).toEqual({ brand: ["sahra-pack", "qasr"] });
    expect(toggleChoice(added, brandFacet, "sahra-pack")).toEqual({ brand: ["qasr"] });
  });

  it("clears a single-select value picked again and replaces it with another", () => {
    const initial = initialChoices([tree]);
    expect(toggleChoice(initial, tree, "cups-and-lids")).toEqual({ allCategories: [] });
    expect(toggleChoice(initial, tree, "paper-cups")).toEqual({ allCategories: ["paper-cups"] });
  });

  it("lists newly ticked values and cancelled active values", () => {
    const initial = initialChoices([brandFacet, tree]);
    const chosen = toggleChoice(toggleChoice(initial, brandFacet, "sahra-pack"), brandFacet, "qasr");
    expect(choiceChanges(initial, chosen)).toEqual({
      added: [{ facet: "brand", value: "qasr" }],
      cancelled: [{ facet: "brand", value: "sahra-pack" }],
    });
    expect(choiceChanges(initial, initial)).toEqual({ added: [], cancelled: [] });
  });

  it("merges the changes into the 'query' parameter, or into the page's starting query", () => {
    const changes = {
      added: [
        { facet: "brand", value: "qasr" },
        { facet: "price", value: "10-25" },
      ],
      cancelled: [{ facet: "brand", value: "sahra-pack" }],
    };
    expect(mergedFacetQuery(":relevance:allCategories:cups-and-lids:brand:sahra-pack", category, changes)).toBe(
      ":relevance:allCategories:cups-and-lids:brand:qasr:price:10-25",
    );
    expect(mergedFacetQuery(undefined, category, { added: [{ facet: "brand", value: "qasr" }], cancelled: [] })).toBe(
      ":relevance:allCategories:cups-and-lids:brand:qasr",
    );
    expect(mergedFacetQuery(undefined, search, { added: [{ facet: "colour", value: "white" }], cancelled: [] })).toBe(
      "paper cups:relevance:colour:white",
    );
    // A value already in the query is not added twice.
    expect(
      mergedFacetQuery(":relevance:brand:qasr", search, { added: [{ facet: "brand", value: "qasr" }], cancelled: [] }),
    ).toBe(":relevance:brand:qasr");
  });
});

describe("removing an active facet chip (spec §4)", () => {
  it("follows the API's removeQuery", () => {
    const crumbs = [crumb("brand", "qasr", ":relevance:allCategories:cups-and-lids")];
    expect(chipRemovalQuery(crumbs[0]!, crumbs, ":relevance:allCategories:cups-and-lids:brand:qasr")).toBe(
      ":relevance:allCategories:cups-and-lids",
    );
  });

  it("rebuilds the query from the other active facets when removing a category leaves ':relevance'", () => {
    const removed = crumb("category", "paper-cups", ":relevance");
    const crumbs = [removed, crumb("brand", "qasr", ":relevance:category:paper-cups"), crumb("price", "10-25", "x")];
    expect(chipRemovalQuery(removed, crumbs, "cups:relevance:category:paper-cups:brand:qasr:price:10-25")).toBe(
      "cups:relevance:brand:qasr:price:10-25",
    );
  });
});
