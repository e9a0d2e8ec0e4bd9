import { describe, expect, it } from "vitest";
import { barHeights, dayColumn, formatDay } from "./chart";

describe("the sales chart", () => {
  it("scales bars to the best day and keeps a small day visible", () => {
    expect(barHeights([0, 50_000, 100_000, 100], 140)).toEqual([0, 70, 140, 2]);
    expect(barHeights([0, 0], 140)).toEqual([0, 0]);
  });

  it("labels a day in the page's language without shifting it by time zone", () => {
    expect(formatDay("2026-11-27", "en")).toBe("27 Nov");
    expect(formatDay("2026-11-27", "ar")).toContain("نوفمبر");
  });

  it("runs the days in the reading direction: the oldest on the left in English, on the right in Arabic", () => {
    expect([0, 1, 13].map((index) => dayColumn(index, 14, "en"))).toEqual([0, 1, 13]);
    expect([0, 1, 13].map((index) => dayColumn(index, 14, "ar"))).toEqual([13, 12, 0]);
  });
});
