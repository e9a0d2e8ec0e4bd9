import { describe, expect, it } from "vitest";
import { activeFilterCount, apiQueryOf, promotionListView, voucherListView } from "./promotions-query";

describe("the promotion and voucher lists' URLs", () => {
  it("reads known filters and drops unknown values", () => {
    const view = promotionListView(new URLSearchParams("q= cups &kind=BUY_X_GET_Y&state=nope&sort=used-desc&page=3"));
    expect(view).toEqual({ q: "cups", kind: "BUY_X_GET_Y", state: "", sort: "used-desc", page: 3 });
    expect(activeFilterCount(view)).toBe(2);
    expect(Object.fromEntries(apiQueryOf(view))).toEqual({
      q: "cups",
      kind: "BUY_X_GET_Y",
      sort: "used-desc",
      currentPage: "2",
      pageSize: "25",
    });
    expect(promotionListView(new URLSearchParams("kind=HALF_OFF&sort=random"))).toMatchObject({
      kind: "",
      sort: "code-asc",
    });
  });

  it("takes a voucher list's promotion only when it is a promotion code", () => {
    expect(voucherListView(new URLSearchParams("promotion=welcome-10&state=disabled"))).toMatchObject({
      promotion: "welcome-10",
      state: "disabled",
    });
    expect(voucherListView(new URLSearchParams("promotion=%27%20or%201"))).toMatchObject({ promotion: "" });
    expect(Object.fromEntries(apiQueryOf(voucherListView(new URLSearchParams("promotion=welcome-10"))))).toEqual({
      promotion: "welcome-10",
      sort: "code-asc",
      currentPage: "0",
      pageSize: "25",
    });
  });
});
