import { describe, expect, it } from "vitest";
import { apiQueryOf, areaName, orderListView, pageHref } from "./orders-query";

describe("the order list's URL", () => {
  it("keeps known filters and drops unknown values", () => {
    const view = orderListView(
      new URLSearchParams(
        "status=CREATED&status=BOGUS&status=SHIPPED&emirate=AE-DU&paymentMode=cash&sort=price&page=x",
      ),
    );
    expect(view.statuses).toEqual(["CREATED", "SHIPPED"]);
    expect(view.emirate).toBe("AE-DU");
    expect(view.paymentMode).toBe("");
    expect(view.sort).toBe("placed-desc");
    expect(view.page).toBe(1);
  });

  it("asks the API for whole UAE days, the end day included, and a zero-based page", () => {
    const query = apiQueryOf(orderListView(new URLSearchParams("from=2026-11-01&to=2026-11-30&page=3&q=ali")));
    expect(query.get("from")).toBe("2026-11-01T00:00:00+04:00");
    expect(query.get("to")).toBe("2026-12-01T00:00:00+04:00");
    expect(query.get("currentPage")).toBe("2");
    expect(query.get("q")).toBe("ali");
  });

  it("links to another page with every filter kept, page 1 without a page parameter", () => {
    const search = new URLSearchParams("status=READY&page=2");
    expect(pageHref(search, 3)).toBe("?status=READY&page=3");
    expect(pageHref(search, 1)).toBe("?status=READY");
  });

  it("names a delivery area after its isocode's place part", () => {
    expect(areaName("AE-DU-DEIRA")).toBe("Deira");
    expect(areaName("AE-DU-JUMEIRAH-LAKE-TOWERS")).toBe("Jumeirah Lake Towers");
  });
});
