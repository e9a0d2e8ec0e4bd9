import { describe, expect, it } from "vitest";
import {
  amountTextOfFils,
  applyDiscount,
  filsOfAmountText,
  formatFils,
  occPrice,
  toDirhams,
  toFils,
  vatIncluded,
} from "./index.js";

describe("money in fils", () => {
  it("converts between dirhams and fils without float drift", () => {
    expect(toFils(12.5)).toBe(1250);
    expect(toFils(0.1 + 0.2)).toBe(30);
    expect(toDirhams(1999)).toBe(19.99);
  });

  it("finds the 5% VAT contained in a VAT-inclusive price", () => {
    expect(vatIncluded(10_500)).toBe(500); // AED 105.00 holds AED 5.00 VAT
    expect(vatIncluded(1_000)).toBe(48); // 47.6 fils rounds to 48
    expect(vatIncluded(0)).toBe(0);
  });

  it("formats AED with two decimals and Latin digits in both languages", () => {
    expect(formatFils(123_450, "en")).toMatch(/^AED\s1,234\.50$/);
    const arabic = formatFils(123_450, "ar");
    expect(arabic).toContain("1,234.50");
    expect(arabic).toContain("د.إ");
  });

  it("builds OCC price objects", () => {
    expect(occPrice(4_275, "en")).toEqual({
      currencyIso: "AED",
      value: 42.75,
      formattedValue: "AED\u00a042.75", // Intl puts a no-break space after the currency code
    });
  });

  it("applies percentage and absolute discounts, never below zero", () => {
    expect(applyDiscount(4_275, { absolute: false, value: 1_500 })).toBe(3_634); // 15% off 42.75 → 36.34
    expect(applyDiscount(2_000, { absolute: true, value: 500 })).toBe(1_500);
    expect(applyDiscount(300, { absolute: true, value: 500 })).toBe(0);
  });

  it("reads typed amounts to fils exactly and writes them back with two decimals", () => {
    expect(filsOfAmountText("12.5")).toBe(1_250);
    expect(filsOfAmountText(" 12.05 ")).toBe(1_205);
    expect(filsOfAmountText("7")).toBe(700);
    expect(filsOfAmountText("0.29")).toBe(29);
    for (const text of ["", "12.345", "-1", "1,000", "1e3", "12.", ".5", "AED 12"]) {
      expect(filsOfAmountText(text), text).toBeUndefined();
    }
    expect(amountTextOfFils(1_205)).toBe("12.05");
    expect(amountTextOfFils(29)).toBe("0.29");
  });
});
