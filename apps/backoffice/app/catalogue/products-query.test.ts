import { describe, expect, it } from "vitest";
import { activeFilterCount, apiQueryOf, filterQueryOf, productListView } from "./products-query";

describe("the product list's URL", () => {
  it("reads search, category, brand, status, low stock, sort and page, dropping values the API would refuse", () => {
    const view = productListView(
      new URLSearchParams("q=+cup+&category=cups&brand=sahra-pack&status=offline&lowStock=true&sort=price-desc&page=3"),
    );
    expect(view).toEqual({
      q: "cup",
      category: "cups",
      brand: "sahra-pack",
      status: "offline",
      lowStock: true,
      sort: "price-desc",
      page: 3,
    });
    expect(activeFilterCount(view)).toBe(5);
    const odd = productListView(
      new URLSearchParams("category=a%20b&brand=a/b&status=gone&lowStock=yes&sort=cheapest&page=-1"),
    );
    expect(odd).toEqual({ q: "", category: "", brand: "", status: "", lowStock: false, sort: "code-asc", page: 1 });
    expect(activeFilterCount(odd)).toBe(0);
  });

  it("asks the API for the page (0-based) and the export for the filters alone", () => {
    const view = productListView(new URLSearchParams("q=lid&brand=qasr&lowStock=true&sort=name-asc&page=2"));
    expect(apiQueryOf(view).toString()).toBe("q=lid&brand=qasr&lowStock=true&sort=name-asc&currentPage=1&pageSize=25");
    expect(filterQueryOf(view).toString()).toBe("q=lid&brand=qasr&lowStock=true");
  });
});
