import { describe, expect, it } from "vitest";
import {
  changedParams,
  listingSearch,
  paginationItems,
  readListingParams,
  searchKey,
  searchPath,
  shouldRevalidateListing,
  suggestionHref,
  type ListingParams,
} from "./listing-url";

const STARTING = ":relevance:allCategories:cups";
const read = (search: string) => readListingParams(new URLSearchParams(search), STARTING);
const DEFAULTS: ListingParams = { pageSize: 10, currentPage: 0, view: "grid" };

describe("listing URL parameters", () => {
  it("defaults to 10 per page, the first page, relevance and the grid", () => {
    expect(read("")).toEqual(DEFAULTS);
    expect(listingSearch(DEFAULTS)).toBe("");
  });

  it("accepts only the offered page sizes and sane pages", () => {
    expect(read("pageSize=50&currentPage=3").pageSize).toBe(50);
    expect(read("pageSize=5").pageSize).toBe(5);
    expect(read("pageSize=20").pageSize).toBe(10);
    expect(read("pageSize=abc").pageSize).toBe(10);
    expect(read("currentPage=-1").currentPage).toBe(0);
    expect(read("currentPage=2.5").currentPage).toBe(0);
    expect(read("currentPage=3").currentPage).toBe(3);
  });

  it("keeps the sort in sortCode, taking a query's sort token when sortCode is absent", () => {
    expect(read("sortCode=price-asc")).toMatchObject({ sortCode: "price-asc" });
    expect(read("sortCode=relevance").sortCode).toBeUndefined();
    expect(read("sortCode=%3Cscript%3E").sortCode).toBeUndefined();
    expect(read(`query=${encodeURIComponent(":price-desc:allCategories:cups:brand:qasr")}`)).toMatchObject({
      query: ":relevance:allCategories:cups:brand:qasr",
      sortCode: "price-desc",
    });
  });

  it("drops a query that is the page's starting query", () => {
    expect(read(`query=${encodeURIComponent(":name-asc:allCategories:cups")}`).query).toBeUndefined();
  });

  it("writes only what differs from the defaults", () => {
    const params: ListingParams = {
      query: ":relevance:allCategories:cups:brand:qasr",
      pageSize: 50,
      currentPage: 2,
      sortCode: "price-asc",
      view: "list",
    };
    const search = listingSearch(params);
    expect(search).toBe(
      "?query=%3Arelevance%3AallCategories%3Acups%3Abrand%3Aqasr&sortCode=price-asc&pageSize=50&currentPage=2&view=list",
    );
    expect(read(search.slice(1))).toEqual(params);
  });
});

describe("changing a listing", () => {
  const onPage3: ListingParams = { ...DEFAULTS, currentPage: 3, view: "list", sortCode: "name-asc" };

  it("goes back to the first page on a new query, page size or sort, keeping the view", () => {
    expect(changedParams(onPage3, { pageSize: 50 }, STARTING)).toMatchObject({
      pageSize: 50,
      currentPage: 0,
      view: "list",
    });
    expect(changedParams(onPage3, { sortCode: "price-asc" }, STARTING)).toMatchObject({ currentPage: 0 });
    expect(changedParams(onPage3, { query: `${STARTING}:brand:qasr` }, STARTING)).toMatchObject({
      currentPage: 0,
      query: `${STARTING}:brand:qasr`,
    });
  });

  it("keeps the page when only the view changes, and pages without touching the rest", () => {
    expect(changedParams(onPage3, { view: "grid" }, STARTING)).toMatchObject({ currentPage: 3, sortCode: "name-asc" });
    expect(changedParams(onPage3, { currentPage: 4 }, STARTING)).toMatchObject({ currentPage: 4, view: "list" });
  });

  it("forgets a query equal to the starting one and a relevance sort", () => {
    const changed = changedParams(
      { ...onPage3, query: `${STARTING}:brand:qasr` },
      { query: ":price-asc:allCategories:cups" },
      STARTING,
    );
    expect(changed.query).toBeUndefined();
    expect(changedParams(onPage3, { sortCode: "relevance" }, STARTING).sortCode).toBeUndefined();
  });
});

describe("when a listing searches again (spec §2.6)", () => {
  const key = (search: string) => searchKey(new URLSearchParams(search));

  it("ignores the view and the query's sort token, not the page, size, sort or facets", () => {
    expect(key("view=list")).toBe(key(""));
    expect(key("query=%3Aname-asc%3Abrand%3Aq")).toBe(key("query=%3Arelevance%3Abrand%3Aq"));
    for (const other of ["currentPage=1", "pageSize=50", "sortCode=price-asc", "query=%3Arelevance%3Abrand%3Ax"]) {
      expect(key(other), other).not.toBe(key(""));
    }
  });

  it("revalidates the route only for a new search or another page", () => {
    const url = (path: string) => new URL(path, "http://shop.test");
    const check = (from: string, to: string, formMethod?: string) =>
      shouldRevalidateListing({ currentUrl: url(from), nextUrl: url(to), formMethod, defaultShouldRevalidate: true });
    expect(check("/en/category/cups", "/en/category/cups?view=list")).toBe(false);
    expect(check("/en/category/cups", "/en/category/cups?sortCode=price-asc")).toBe(true);
    expect(check("/en/category/cups", "/ar/category/cups")).toBe(true);
    expect(check("/en/category/cups", "/en/category/cups", "POST")).toBe(true);
  });
});

describe("search page paths", () => {
  it("puts the word in the path", () => {
    expect(searchPath("ar", " أكواب ورق ")).toBe(`/ar/search/${encodeURIComponent("أكواب ورق")}`);
    expect(searchPath("en", "  ")).toBe("/en/search");
  });
});

describe("spelling suggestion links", () => {
  it("search the suggested word, keeping filters, sort and view but not the page", () => {
    expect(suggestionHref("en", DEFAULTS, { suggestion: "container", query: "container:relevance" })).toBe(
      "/en/search/container",
    );
    const filtered = { ...DEFAULTS, sortCode: "price-asc", currentPage: 2, view: "list" as const };
    expect(
      suggestionHref("ar", filtered, { suggestion: "كوب ورقي", query: "كوب ورقي:price-asc:brand:sahra-pack" }),
    ).toBe(
      `/ar/search/${encodeURIComponent("كوب ورقي")}?query=${encodeURIComponent("كوب ورقي:relevance:brand:sahra-pack").replace("%20", "+")}` +
        "&sortCode=price-asc&view=list",
    );
  });
});

describe("pagination", () => {
  const labels = (current: number, total: number) =>
    paginationItems(current, total).map((item) =>
      item.kind === "gap" ? "…" : item.kind === "page" ? `${item.page + 1}${item.current ? "*" : ""}` : item.kind,
    );

  it("shows nothing for a single page", () => {
    expect(paginationItems(0, 1)).toEqual([]);
    expect(paginationItems(0, 0)).toEqual([]);
  });

  it("offers first/previous and next/last only where they lead somewhere", () => {
    expect(labels(0, 3)).toEqual(["1*", "2", "3", "next", "last"]);
    expect(labels(2, 3)).toEqual(["first", "previous", "1", "2", "3*"]);
  });

  it("shows a window around the current page with gaps, filling a gap of one page", () => {
    expect(labels(5, 10)).toEqual(["first", "previous", "1", "…", "5", "6*", "7", "…", "10", "next", "last"]);
    expect(labels(2, 10)).toEqual(["first", "previous", "1", "2", "3*", "4", "…", "10", "next", "last"]);
  });
});
