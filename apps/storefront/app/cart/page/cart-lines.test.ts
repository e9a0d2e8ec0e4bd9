import { describe, expect, it } from "vitest";
import type { EntryGroup } from "@dukkan/occ/cart";
import { cartLines, maxEntryQuantity } from "./cart-lines";
import { requestedQuantity } from "./cart-forms";
import { readCouponCode } from "./coupon-code";

const entry = (entryNumber: number, code: string, quantity = 1) => ({ entryNumber, quantity, product: { code } });

function bundle(entryGroupNumber: number, id: string | undefined, label: string, kitQuantity = 1): EntryGroup {
  return {
    entryGroupNumber,
    type: "CONFIGURABLE_BUNDLE",
    id,
    label,
    kittingEntry: { entryNumber: 100 + entryGroupNumber, quantity: kitQuantity },
    entries: [entry(10 + entryGroupNumber, "cup")],
  };
}

describe("cart lines (spec §2.13)", () => {
  it("lists standalone entries and merges identical configurable bundles (same id and label) with a count", () => {
    const lines = cartLines({
      entryGroups: [
        { entryGroupNumber: 1, type: "STANDALONE", entries: [entry(0, "1-1", 3)] },
        bundle(2, "party-kit", "Party kit"),
        bundle(3, "party-kit", "Party kit"),
        bundle(4, "party-kit", "Picnic kit"),
        { entryGroupNumber: 5, type: "STANDALONE", entries: [entry(1, "2-1")] },
        bundle(6, "party-kit", "Party kit"),
      ],
    });
    expect(lines.map((line) => (line.kind === "entry" ? line.entry.product?.code : line.group.label))).toEqual([
      "1-1",
      "Party kit",
      "Picnic kit",
      "2-1",
    ]);
    const party = lines[1]!;
    expect(party.kind === "bundle" && [party.count, party.entryGroupNumbers]).toEqual([3, [2, 3, 6]]);
    const picnic = lines[2]!;
    expect(picnic.kind === "bundle" && picnic.count).toBe(1);
  });

  it("never merges bundles without an id", () => {
    const lines = cartLines({ entryGroups: [bundle(1, undefined, "Kit"), bundle(2, undefined, "Kit")] });
    expect(lines).toHaveLength(2);
  });

  it("reads the kit quantity from the kitting entry", () => {
    const [line] = cartLines({ entryGroups: [bundle(1, "kit", "Kit", 4)] });
    expect(line?.kind === "bundle" && line.quantity).toBe(4);
  });

  it("falls back to the entries when the cart has no entry groups", () => {
    expect(cartLines({ entries: [entry(0, "1-1"), entry(1, "2-1")] }).map((line) => line.key)).toEqual([
      "entry-1-1",
      "entry-2-1",
    ]);
  });

  it("bounds a line by the smaller of stock level and maxOrderQuantity (spec §4 Stock)", () => {
    const stocked = (stockLevel: number | undefined, maxOrderQuantity?: number) => ({
      entryNumber: 0,
      product: {
        code: "1-1",
        maxOrderQuantity,
        stock: stockLevel === undefined ? undefined : { stockLevelStatus: "inStock" as const, stockLevel },
      },
    });
    expect(maxEntryQuantity(stocked(20, 5))).toBe(5);
    expect(maxEntryQuantity(stocked(3, 5))).toBe(3);
    expect(maxEntryQuantity(stocked(0, 5))).toBe(5);
    expect(maxEntryQuantity(stocked(undefined))).toBeUndefined();
  });
});

describe("quantity forms", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("moves the typed quantity by the pressed button's step, between 1 and the maximum", () => {
    expect(requestedQuantity(form({ quantity: "3", step: "1" }), 10)).toBe(4);
    expect(requestedQuantity(form({ quantity: "3", step: "-1" }), 10)).toBe(2);
    expect(requestedQuantity(form({ quantity: "7" }), 10)).toBe(7);
    expect(requestedQuantity(form({ quantity: "10", step: "1" }), 10)).toBe(10);
    expect(requestedQuantity(form({ quantity: "1", step: "-1" }), 10)).toBe(1);
    expect(requestedQuantity(form({ quantity: "50" }), 10)).toBe(10);
  });

  it("refuses what is not a number", () => {
    expect(requestedQuantity(form({ quantity: "two" }))).toBeUndefined();
    expect(requestedQuantity(form({}))).toBeUndefined();
  });
});

describe("the coupon rule (spec §5)", () => {
  it("applies a non-empty code, trimmed", () => {
    expect(readCouponCode("  WELCOME10 ")).toEqual({ ok: true, couponCode: "WELCOME10" });
  });

  it("marks the field touched and sends nothing for an empty code", () => {
    expect(readCouponCode("")).toEqual({ ok: false, touched: true });
    expect(readCouponCode("   ")).toEqual({ ok: false, touched: true });
    expect(readCouponCode(null)).toEqual({ ok: false, touched: true });
  });
});
