import { describe, expect, it } from "vitest";
import { activeReturnFilterCount, returnListView, returnsApiQuery } from "./returns-query";

describe("the return list's URL", () => {
  it("keeps a known status and a number-like order, trims the customer, drops the rest", () => {
    expect(
      returnListView(new URLSearchParams("status=RECEIVED&order=%2000000042%20&customer=%20noor%20&page=2")),
    ).toEqual({ status: "RECEIVED", orderCode: "00000042", customer: "noor", page: 2 });
    expect(returnListView(new URLSearchParams("status=LOST&order=42a"))).toEqual({
      status: "",
      orderCode: "",
      customer: "",
      page: 1,
    });
  });

  it("asks the API for a zero-based page and sends only the filters in use", () => {
    const query = returnsApiQuery(returnListView(new URLSearchParams("page=3&order=17")));
    expect(query.get("currentPage")).toBe("2");
    expect(query.get("orderCode")).toBe("17");
    expect(query.has("status")).toBe(false);
    expect(query.has("customer")).toBe(false);
  });

  it("counts status and order number as the filters besides the customer search", () => {
    expect(activeReturnFilterCount(returnListView(new URLSearchParams("customer=omar")))).toBe(0);
    expect(activeReturnFilterCount(returnListView(new URLSearchParams("status=APPROVED&order=5")))).toBe(2);
  });
});
