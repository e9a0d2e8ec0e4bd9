import { describe, expect, it } from "vitest";
import { canAddQuantity, maxAddQuantity, planAdd } from "./add-to-cart-rules";
import { cartItemCount } from "./cart.server";
import { freeShippingMessage } from "./free-shipping";

describe("cart item count (spec §4)", () => {
  it("sums standalone groups' entries and counts a kit by its kitting entry, else its first entry", () => {
    const cart = {
      entryGroups: [
        { type: "STANDALONE", entries: [{ quantity: 3 }] },
        { type: "STANDALONE", entries: [{ quantity: 2 }, { quantity: 1 }] },
        { type: "CONFIGURABLE_BUNDLE", kittingEntry: { quantity: 2 }, entries: [{ quantity: 12 }, { quantity: 24 }] },
        { type: "CONFIGURABLE_BUNDLE", entries: [{ quantity: 4 }, { quantity: 8 }] },
      ],
    };
    expect(cartItemCount(cart)).toBe(3 + 3 + 2 + 4);
  });

  it("is 0 without a cart or groups", () => {
    expect(cartItemCount(undefined)).toBe(0);
    expect(cartItemCount({ entryGroups: [] })).toBe(0);
  });
});

describe("free-shipping banner (spec §4)", () => {
  const area = { shippingFeeFils: 1500, orderThresholdFils: 20000 };
  const cart = (total: number, delivery = 15, extra = {}) => ({
    totalPrice: { value: total },
    deliveryCost: { value: delivery },
    ...extra,
  });

  it("tells what is missing: threshold − (total − delivery)", () => {
    expect(freeShippingMessage(cart(65.5), area)).toEqual({ key: "shippingFee.hasShippingFee", remainingFils: 14950 });
  });

  it("says delivery is free once the goods reach the threshold", () => {
    expect(freeShippingMessage(cart(200, 0), area)).toEqual({ key: "shippingFee.freeShipping" });
    expect(freeShippingMessage(cart(350, 0), area)).toEqual({ key: "shippingFee.freeShipping" });
  });

  it("says free delivery is not available in an area without a threshold", () => {
    expect(freeShippingMessage(cart(500), { shippingFeeFils: 1500, orderThresholdFils: null })).toEqual({
      key: "shippingFee.notAvailable",
    });
  });

  it("shows nothing without a cart, an area or a fee, with a shipping-fee promotion, or for pick-up", () => {
    expect(freeShippingMessage(undefined, area)).toBeNull();
    expect(freeShippingMessage(cart(10), undefined)).toBeNull();
    expect(freeShippingMessage(cart(10, 0), { shippingFeeFils: 0, orderThresholdFils: 20000 })).toBeNull();
    expect(freeShippingMessage(cart(10, 0, { hasAppliedShippingFeePromotion: true }), area)).toBeNull();
    expect(freeShippingMessage(cart(10, 0, { deliveryMode: { code: "pick-up" } }), area)).toBeNull();
  });

  it("still counts the fee when a shipping promotion left a delivery cost", () => {
    const result = freeShippingMessage(cart(60, 10, { hasAppliedShippingFeePromotion: true }), area);
    expect(result).toEqual({ key: "shippingFee.hasShippingFee", remainingFils: 15000 });
  });
});

describe("add to cart (spec §4, §5)", () => {
  const stock = (stockLevel: number, stockLevelStatus: "inStock" | "lowStock" | "outOfStock" = "inStock") => ({
    stockLevel,
    stockLevelStatus,
  });

  it("allows at most the smaller of stock and maxOrderQuantity", () => {
    expect(maxAddQuantity({ stock: stock(40), maxOrderQuantity: 12 })).toBe(12);
    expect(maxAddQuantity({ stock: stock(5, "lowStock"), maxOrderQuantity: 12 })).toBe(5);
    expect(maxAddQuantity({ stock: stock(40) })).toBe(40);
    expect(maxAddQuantity({ stock: stock(40, "outOfStock") })).toBe(0);
    expect(maxAddQuantity({})).toBe(0);
  });

  it("enables the button only for a whole quantity from 1 to the maximum", () => {
    expect(canAddQuantity(1, 5)).toBe(true);
    expect(canAddQuantity(5, 5)).toBe(true);
    expect(canAddQuantity(0, 5)).toBe(false);
    expect(canAddQuantity(-1, 5)).toBe(false);
    expect(canAddQuantity(6, 5)).toBe(false);
    expect(canAddQuantity(1.5, 5)).toBe(false);
    expect(canAddQuantity(1, 0)).toBe(false);
  });

  it("adds a regular product as an entry with the chosen quantity", () => {
    expect(planAdd({ code: "CUP-12" }, 3)).toEqual({ kind: "entry", productCode: "CUP-12", quantity: 3 });
  });

  it("starts a bundle for a kit not in the cart yet", () => {
    const kit = { code: "kit~party~10-01", kittingBundleTemplates: [{ id: "kit-party-10-01" }] };
    expect(planAdd(kit, 1, [{ entryGroupNumber: 1, type: "STANDALONE" }])).toEqual({
      kind: "newBundle",
      templateId: "kit-party-10-01",
      productCode: "kit~party~10-01",
      quantity: 1,
    });
  });

  it("raises the quantity of the kit's group when the kit is in the cart", () => {
    const kit = { code: "kit~party~10-01", kittingBundleTemplates: [{ id: "kit-party-10-01" }] };
    const groups = [
      { entryGroupNumber: 1, type: "STANDALONE" },
      { entryGroupNumber: 2, type: "CONFIGURABLE_BUNDLE", id: "kit-party-10-01", kittingEntry: { quantity: 2 } },
    ];
    expect(planAdd(kit, 1, groups)).toEqual({ kind: "updateBundle", entryGroupNumber: 2, quantity: 3 });
  });
});
