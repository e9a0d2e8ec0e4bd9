import { describe, expect, it } from "vitest";
import type { Product } from "@dukkan/occ";
import {
  addToComparison,
  COMPARISON_MAXIMUM,
  comparisonCodesOf,
  comparisonItemOf,
  comparisonPath,
  parseStoredComparison,
  removeFromComparison,
  type ComparisonItem,
} from "./comparison-list";

const item = (code: string): ComparisonItem => ({ code, name: `Product ${code}` });
const codes = (list: readonly ComparisonItem[]) => list.map((entry) => entry.code);

function fullList(): ComparisonItem[] {
  let list: ComparisonItem[] = [];
  for (let index = 1; index <= COMPARISON_MAXIMUM; index += 1) {
    const result = addToComparison(list, item(`100${index}-01`));
    if (!result.ok) throw new Error(result.error);
    list = result.list;
  }
  return list;
}

describe("comparison list rules", () => {
  it("holds at most 8 products", () => {
    expect(COMPARISON_MAXIMUM).toBe(8);
    expect(fullList()).toHaveLength(8);
  });

  it("puts the newest product first", () => {
    expect(codes(fullList()).slice(0, 3)).toEqual(["1008-01", "1007-01", "1006-01"]);
  });

  it("refuses a 9th product with comparison.overMaximum, leaving the list as it was", () => {
    const list = fullList();
    expect(addToComparison(list, item("2000-01"))).toEqual({ ok: false, error: "overMaximum" });
    expect(list).toHaveLength(8);
  });

  it("moves a product added again to the front, even when the list is full", () => {
    const result = addToComparison(fullList(), item("1003-01"));
    expect(result.ok && codes(result.list)).toEqual([
      "1003-01",
      "1008-01",
      "1007-01",
      "1006-01",
      "1005-01",
      "1004-01",
      "1002-01",
      "1001-01",
    ]);
  });

  it("needs a product code", () => {
    expect(addToComparison([], item(""))).toEqual({ ok: false, error: "missingCode" });
  });

  it("makes room again after a removal", () => {
    const list = removeFromComparison(fullList(), "1005-01");
    expect(list).toHaveLength(7);
    const result = addToComparison(list, item("2000-01"));
    expect(result.ok && codes(result.list)[0]).toBe("2000-01");
  });

  it("keeps the spec's comparison item fields and the primary thumbnail", () => {
    const product: Product = {
      code: "1001-01",
      name: "Cup",
      name_en: "Cup",
      subname: "Pack of 50",
      summary: "<p>long text</p>",
      price: { currencyIso: "AED", value: 12.5, formattedValue: "AED 12.50" },
      stock: { stockLevelStatus: "inStock", stockLevel: 3 },
      images: { PRIMARY: { thumbnail: { url: "/medias/cup?format=thumbnail", format: "thumbnail" } } },
    };
    const stored = comparisonItemOf(product);
    expect(stored).toMatchObject({ code: "1001-01", name: "Cup", subname: "Pack of 50", price: product.price });
    expect(stored.image?.url).toBe("/medias/cup?format=thumbnail");
    expect(stored).not.toHaveProperty("summary");
  });

  it("reads stored lists defensively", () => {
    expect(parseStoredComparison(null)).toEqual([]);
    expect(parseStoredComparison("not json")).toEqual([]);
    expect(parseStoredComparison('{"code":"1"}')).toEqual([]);
    const stored = JSON.stringify([item("1-1"), { name: "no code" }, item("1-1"), ...fullList()]);
    const list = parseStoredComparison(stored);
    expect(list).toHaveLength(8);
    expect(codes(list).slice(0, 2)).toEqual(["1-1", "1008-01"]);
  });

  it("builds and reads /comparison/:products URLs", () => {
    expect(comparisonPath("ar", ["1001-01", "kit~a~1-2"])).toBe("/ar/comparison/1001-01,kit~a~1-2");
    expect(comparisonPath("en", [])).toBe("/en/comparison");
    expect(comparisonCodesOf("1001-01, 1002-01,,1001-01")).toEqual(["1001-01", "1002-01"]);
    expect(comparisonCodesOf(undefined)).toEqual([]);
    expect(comparisonCodesOf(Array.from({ length: 12 }, (_, index) => `${index}-1`).join(","))).toHaveLength(8);
  });
});
