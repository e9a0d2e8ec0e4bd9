import type { Product } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import {
  campaignPage,
  campaignSearch,
  effectivePage,
  isCampaignType,
  pagingFromSearch,
  sortPrice,
  sortProducts,
  totalPages,
  withPageSize,
  withSort,
} from "./campaign-paging";

type Priced = Pick<Product, "name" | "price" | "priceAfterDiscount">;

const price = (value: number) => ({ value, formattedValue: `AED ${value.toFixed(2)}`, currencyIso: "AED" });
const product = (name: string, value?: number, discounted?: number): Priced => ({
  name,
  ...(value === undefined ? {} : { price: price(value) }),
  ...(discounted === undefined ? {} : { priceAfterDiscount: price(discounted) }),
});

describe("campaign paging from the URL", () => {
  it("defaults to 50 per page, the first page and name-asc", () => {
    expect(pagingFromSearch(new URLSearchParams("type=dealandoffers"))).toEqual({
      pageSize: 50,
      currentPage: 0,
      sortCode: "name-asc",
    });
  });

  it("takes pageSize only when numeric", () => {
    expect(pagingFromSearch(new URLSearchParams("pageSize=10")).pageSize).toBe(10);
    expect(pagingFromSearch(new URLSearchParams("pageSize=ten")).pageSize).toBe(50);
    expect(pagingFromSearch(new URLSearchParams("pageSize=-5")).pageSize).toBe(50);
    expect(pagingFromSearch(new URLSearchParams("pageSize=0")).pageSize).toBe(50);
  });

  it("reads the page and one of the four campaign sorts", () => {
    expect(pagingFromSearch(new URLSearchParams("currentPage=2&sortCode=price-desc"))).toEqual({
      pageSize: 50,
      currentPage: 2,
      sortCode: "price-desc",
    });
    expect(pagingFromSearch(new URLSearchParams("sortCode=relevance")).sortCode).toBe("name-asc");
    expect(pagingFromSearch(new URLSearchParams("currentPage=x")).currentPage).toBe(0);
  });

  it("knows the two campaign types, lower-cased", () => {
    expect(isCampaignType("dealandoffers")).toBe(true);
    expect(isCampaignType("flashsale")).toBe(true);
    expect(isCampaignType("FLASHSALE")).toBe(false);
    expect(isCampaignType(null)).toBe(false);
  });
});

describe("campaign pages", () => {
  it("counts ceil(count / pageSize) pages, or 1 when empty", () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
    expect(totalPages(101, 50)).toBe(3);
  });

  it("moves back when the page starts past the last item", () => {
    expect(effectivePage(20, 10, 2)).toBe(1);
    expect(effectivePage(21, 10, 2)).toBe(2);
    expect(effectivePage(25, 5, 9)).toBe(4);
  });

  it("resets to the first page when the pagination cannot show", () => {
    expect(effectivePage(7, 10, 3)).toBe(0);
    expect(effectivePage(0, 50, 1)).toBe(0);
  });

  it("starts again at page 0 after a page-size or sort change", () => {
    const paging = { pageSize: 10, currentPage: 3, sortCode: "name-asc" } as const;
    expect(withPageSize(paging, 5)).toEqual({ pageSize: 5, currentPage: 0, sortCode: "name-asc" });
    expect(withSort(paging, "price-asc")).toEqual({ pageSize: 10, currentPage: 0, sortCode: "price-asc" });
  });

  it("slices the sorted products and describes the page", () => {
    const products = ["e", "b", "a", "d", "c"].map((name) => product(name, 1));
    const page = campaignPage(products, { pageSize: 2, currentPage: 1, sortCode: "name-asc" }, "en");
    expect(page.items.map((item) => item.name)).toEqual(["c", "d"]);
    expect(page).toMatchObject({ currentPage: 1, totalPages: 3, totalResults: 5, pageSize: 2 });
    const last = campaignPage(products, { pageSize: 2, currentPage: 7, sortCode: "name-desc" }, "en");
    expect(last.items.map((item) => item.name)).toEqual(["a"]);
    expect(last.currentPage).toBe(2);
  });
});

describe("campaign sorts", () => {
  it("sorts by price after discount, else price, else 0", () => {
    expect(sortPrice(product("a", 10, 8))).toBe(8);
    expect(sortPrice(product("a", 10))).toBe(10);
    expect(sortPrice(product("a"))).toBe(0);
    const products = [product("Cups", 10, 4), product("Bags", 6), product("Foil"), product("Trays", 12)];
    expect(sortProducts(products, "price-asc", "en").map((item) => item.name)).toEqual([
      "Foil",
      "Cups",
      "Bags",
      "Trays",
    ]);
    expect(sortProducts(products, "price-desc", "en").map((item) => item.name)).toEqual([
      "Trays",
      "Bags",
      "Cups",
      "Foil",
    ]);
  });

  it("sorts names in the shopper's language, both ways", () => {
    const products = [product("كوب"), product("أطباق"), product("صحون")];
    expect(sortProducts(products, "name-asc", "ar").map((item) => item.name)).toEqual(["أطباق", "صحون", "كوب"]);
    expect(sortProducts(products, "name-desc", "ar").map((item) => item.name)).toEqual(["كوب", "صحون", "أطباق"]);
  });
});

describe("campaign links", () => {
  it("writes the type and page size, and the sort and page only when not the default", () => {
    expect(campaignSearch("flashsale", { pageSize: 50, currentPage: 0, sortCode: "name-asc" })).toBe(
      "?type=flashsale&pageSize=50",
    );
    expect(campaignSearch("dealandoffers", { pageSize: 5, currentPage: 2, sortCode: "price-asc" })).toBe(
      "?type=dealandoffers&pageSize=5&sortCode=price-asc&currentPage=2",
    );
  });
});
