import { describe, expect, it } from "vitest";
import { barHeights, formatDay } from "./chart";

describe("the sales chart", () => {
  it("scales bars to the best day and keeps a small day visible", () => {
    expect(barHeights([0, 50_000, 100_000, 100], 140)).toEqual([0, 70, 140, 2]);
    expect(barHeights([0, 0], 140)).toEqual([0, 0]);
  });

  it("labels a day in the page's language without shifting it by time zone", () => {
    expect(formatDay("2026-11-27", "en")).toBe("27 Nov");
    expect(formatDay("2026-11-27", "ar")).toContain("نوفمبر");
  });
});
