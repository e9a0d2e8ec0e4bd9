import { describe, expect, it } from "vitest";
import { loyaltyDate, loyaltyHistoryPath, signedPoints } from "./loyalty-format";
import { chooseLoyalty, coversOrder } from "./loyalty-section";

const summary = { points: 8_000, value: 80, currency: "AED", total: 65, redeemableValue: 65 };

describe("the loyalty pages' words", () => {
  it("writes dates as 'd, MMMM, yyyy' in the shop's time zone, months in the page's language, Latin digits", () => {
    expect(loyaltyDate("2025-06-15T08:00:00.000Z", "en")).toBe("15, June, 2025");
    // 21:30 UTC is the next day in Dubai.
    expect(loyaltyDate("2025-12-31T21:30:00.000Z", "en")).toBe("1, January, 2026");
    expect(loyaltyDate("2025-06-15T08:00:00.000Z", "ar")).toBe("15, يونيو, 2025");
  });

  it("signs point changes and keeps the history's default sort out of its URL", () => {
    expect(signedPoints(47, "en")).toBe("+47");
    expect(signedPoints(-6_500, "en")).toBe("\u22126,500");
    expect(loyaltyHistoryPath("ar", { page: 1, sort: "byDate" })).toBe("/ar/my-account/loyalty-history");
    expect(loyaltyHistoryPath("en", { page: 2, sort: "byTransaction" })).toBe(
      "/en/my-account/loyalty-history?page=2&sort=byTransaction",
    );
  });
});

describe("the checkout's loyalty choice (checkout spec §4.2)", () => {
  it("'all' redeems the redeemable value and covers the order; unticking removes the points", () => {
    const all = chooseLoyalty("all", { choice: null, amount: 0 }, summary);
    expect(all).toEqual({ choice: "all", amount: 65 });
    expect(coversOrder(all, summary)).toBe(true);
    expect(chooseLoyalty(null, all, summary)).toEqual({ choice: null, amount: 0 });
  });

  it("a partial amount covers the order only when it reaches the total", () => {
    expect(coversOrder({ choice: "partial", amount: 64.99 }, summary)).toBe(false);
    expect(coversOrder({ choice: "partial", amount: 65 }, summary)).toBe(true);
    expect(coversOrder({ choice: "partial", amount: 0 }, { ...summary, total: 0 })).toBe(false);
  });
});
