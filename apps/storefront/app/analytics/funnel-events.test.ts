import type { OrderEntry } from "@dukkan/occ/cart";
import { describe, expect, it } from "vitest";
import { PURCHASED_ORDERS_KEY, pushPurchaseOnce, viewCartEvent } from "./funnel-events";

const entries = [
  {
    entryNumber: 0,
    quantity: 3,
    basePrice: { value: 12.5, formattedValue: "AED 12.50" },
    totalPrice: { value: 37.5, formattedValue: "AED 37.50" },
    product: { code: "1001-01", name: "كوب ورقي", name_en: "Paper Cup 8oz", brand: { code: "e", name: "EcoPack" } },
  },
  {
    entryNumber: 1,
    quantity: 1,
    basePrice: { value: 20, formattedValue: "AED 20.00" },
    product: { code: "1001-02", name: "Cup Lid" },
  },
] as OrderEntry[];

/** A window with a dataLayer and a working localStorage. */
function fakeWindow() {
  const stored = new Map<string, string>();
  return {
    dataLayer: [] as unknown[],
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
  } as unknown as Window & { dataLayer: unknown[] };
}

describe("funnel events", () => {
  it("view_cart: the cart's items with their quantities, English names, positions from 1, the cart's total", () => {
    expect(viewCartEvent({ entries, totalPrice: { value: 57.5 } })).toEqual({
      event: "view_cart",
      ecommerce: {
        currency: "AED",
        value: 57.5,
        items: [
          { item_id: "1001-01", item_name: "Paper Cup 8oz", item_brand: "EcoPack", price: 12.5, index: 1, quantity: 3 },
          { item_id: "1001-02", item_name: "Cup Lid", price: 20, index: 2, quantity: 1 },
        ],
      },
    });
  });

  it("purchase: once per order in this browser, with tax, shipping and coupons", () => {
    const target = fakeWindow();
    const order = {
      code: "00000042",
      entries,
      totalPrice: { value: 72.5 },
      totalTax: { value: 3.45 },
      deliveryCost: { value: 15 },
      appliedVouchers: [{ voucherCode: "PACK20" }],
    };
    expect(pushPurchaseOnce(order, target)).toBe(true);
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: "purchase",
        ecommerce: expect.objectContaining({
          currency: "AED",
          transaction_id: "00000042",
          value: 72.5,
          tax: 3.45,
          shipping: 15,
          coupon: "PACK20",
        }) as unknown,
      },
    ]);
    // A reload of the confirmation reports nothing; another order does.
    expect(pushPurchaseOnce(order, target)).toBe(false);
    expect(target.dataLayer).toHaveLength(2);
    expect(pushPurchaseOnce({ ...order, code: "00000043" }, target)).toBe(true);
    expect(JSON.parse(target.localStorage.getItem(PURCHASED_ORDERS_KEY)!)).toEqual(["00000042", "00000043"]);
  });
});
