import { describe, expect, it } from "vitest";
import { activeFilterCount, apiQueryOf, orderListView } from "./orders-query";

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

  it("keeps an area only as a delivery area isocode (the select's values)", () => {
    expect(orderListView(new URLSearchParams("area=AE-DU-DEIRA")).area).toBe("AE-DU-DEIRA");
    expect(orderListView(new URLSearchParams("area=deira")).area).toBe("");
    expect(orderListView(new URLSearchParams("area=AE-DU-%25")).area).toBe("");
  });

  it("counts the filters in use besides the search box", () => {
    expect(activeFilterCount(orderListView(new URLSearchParams("q=ali&sort=total-asc")))).toBe(0);
    expect(
      activeFilterCount(
        orderListView(new URLSearchParams("status=CREATED&status=SHIPPED&area=AE-DU-DEIRA&to=2026-11-02")),
      ),
    ).toBe(3);
  });
});
