import { describe, expect, it } from "vitest";
import { activeCustomerFilterCount, customerListView, customersApiQuery } from "./customers-query";

describe("the customer list's URL", () => {
  it("keeps a known state and sort, drops unknown ones, trims the search", () => {
    const view = customerListView(new URLSearchParams("q=%20noor%20&state=disabled&sort=name-asc&page=2"));
    expect(view).toEqual({ q: "noor", state: "disabled", sort: "name-asc", page: 2 });
    const unknown = customerListView(new URLSearchParams("state=deleted&sort=email"));
    expect(unknown).toEqual({ q: "", state: "", sort: "registered-desc", page: 1 });
  });

  it("asks the API for a zero-based page and sends no empty search", () => {
    const query = customersApiQuery(customerListView(new URLSearchParams("page=3&state=active")));
    expect(query.get("currentPage")).toBe("2");
    expect(query.get("state")).toBe("active");
    expect(query.has("q")).toBe(false);
  });

  it("counts the state as the one filter besides the search", () => {
    expect(activeCustomerFilterCount(customerListView(new URLSearchParams("q=omar")))).toBe(0);
    expect(activeCustomerFilterCount(customerListView(new URLSearchParams("state=active")))).toBe(1);
  });
});
