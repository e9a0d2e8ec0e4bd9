import { describe, expect, it } from "vitest";
import { MAX_RECENT_SEARCHES, parseRecentSearches, withRecentSearch } from "./recent-searches";
import { DEFAULT_SEARCH_BOX_CONFIG, searchBoxConfig } from "./search-box-config";
import { moveActive, panelOptions } from "./search-box-result";
import { nameParts, plainName, toSearchBoxResult } from "./search-box.server";

const component = (properties: Record<string, string>) => ({
  uid: "SearchBoxComponent",
  typeCode: "SearchBoxComponent",
  ...properties,
});

describe("search box settings", () => {
  it("reads the CMS component's numbers and booleans from strings", () => {
    expect(
      searchBoxConfig(
        component({
          maxSuggestions: "3",
          maxProducts: "4",
          displayProductImages: "false",
          minCharactersBeforeRequest: "2",
          waitTimeBeforeRequest: "300",
        }),
      ),
    ).toEqual({
      maxSuggestions: 3,
      maxProducts: 4,
      displayProductImages: false,
      minCharactersBeforeRequest: 2,
      waitTimeBeforeRequest: 300,
    });
  });

  it("falls back to defaults and caps mistyped values", () => {
    expect(searchBoxConfig(undefined)).toEqual(DEFAULT_SEARCH_BOX_CONFIG);
    const config = searchBoxConfig(
      component({ maxProducts: "5000", maxSuggestions: "many", minCharactersBeforeRequest: "0" }),
    );
    expect(config.maxProducts).toBe(20);
    expect(config.maxSuggestions).toBe(DEFAULT_SEARCH_BOX_CONFIG.maxSuggestions);
    expect(config.minCharactersBeforeRequest).toBe(1);
  });
});

describe("recent searches", () => {
  it("puts the newest word first without repeats, up to the maximum", () => {
    let list: string[] = [];
    for (const word of ["cups", "bags", " Cups ", "foil", "trays", "lids", "straws"])
      list = withRecentSearch(list, word);
    expect(list).toEqual(["straws", "lids", "trays", "foil", "Cups"]);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(withRecentSearch(["cups"], "   ")).toEqual(["cups"]);
  });

  it("reads only a stored list of words", () => {
    expect(parseRecentSearches('["أكواب","cups"]')).toEqual(["أكواب", "cups"]);
    expect(parseRecentSearches("{")).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["", 3, "bags"]')).toEqual(["bags"]);
  });
});

describe("search box results", () => {
  it("shows the discounted price when there is one, plain names and the product page", () => {
    const result = toSearchBoxResult(
      "cup",
      {
        suggestions: ["cups", "cup lids"],
        products: [
          {
            code: "12-34",
            url: "/product/12-34-paper-cup",
            nameHtml: "Paper <mark>cup</mark> &amp; lid",
            images: { PRIMARY: { thumbnail: { url: "/medias/cup?format=thumbnail", altText: "Cup" } } },
            price: { formattedValue: "AED 10.00" },
            priceAfterDiscount: { formattedValue: "AED 8.00" },
          },
          { code: "56-78", name: "Foil", price: { formattedValue: "AED 4.00" } },
        ],
      },
      "ar",
    );
    expect(result.products).toEqual([
      {
        code: "12-34",
        name: "Paper cup & lid",
        nameParts: [
          { text: "Paper ", marked: false },
          { text: "cup", marked: true },
          { text: " & lid", marked: false },
        ],
        path: "/ar/product/12-34-paper-cup",
        thumbnail: { url: "/medias/cup?format=thumbnail", alt: "Cup" },
        price: "AED 8.00",
      },
      {
        code: "56-78",
        name: "Foil",
        nameParts: [{ text: "Foil", marked: false }],
        path: "/ar/product/56-78",
        price: "AED 4.00",
      },
    ]);
    expect(plainName("<b>a</b> &lt;b&gt;")).toBe("a <b>");
    expect(nameParts("Cups &amp; &lt;b&gt;<mark>Lids</mark><script>x</script>")).toEqual([
      { text: "Cups & <b>", marked: false },
      { text: "Lids", marked: true },
      { text: "x", marked: false },
    ]);
  });

  it("orders the panel's entries suggestions first and wraps the arrow keys through them", () => {
    const options = panelOptions(
      {
        suggestions: ["cups"],
        products: [{ code: "1-2", name: "Cup", nameParts: [{ text: "Cup", marked: false }], path: "/en/product/1-2" }],
      },
      ["bags"],
      (word) => `/en/search/${word}`,
    );
    expect(options.map((option) => option.path)).toEqual(["/en/search/cups", "/en/product/1-2"]);
    expect(panelOptions(undefined, ["bags"], (word) => `/en/search/${word}`)).toEqual([
      { id: "recent-0", path: "/en/search/bags", kind: "recent" },
    ]);
    expect(moveActive(-1, 2, "ArrowDown")).toBe(0);
    expect(moveActive(1, 2, "ArrowDown")).toBe(-1);
    expect(moveActive(-1, 2, "ArrowUp")).toBe(1);
    expect(moveActive(0, 0, "ArrowDown")).toBe(-1);
  });
});
