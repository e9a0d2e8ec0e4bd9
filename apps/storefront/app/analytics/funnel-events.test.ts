import type { OrderEntry } from "@dukkan/occ/cart";
import { describe, expect, it } from "vitest";
import {
  cartChangeEvents,
  checkoutStepEvent,
  funnelItems,
  PURCHASED_ORDERS_KEY,
  pushPurchaseOnce,
  viewCartEvent,
} from "./funnel-events";

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
  // Goods of 57.50 (12.50 × 3 + 20.00), 4.25 off by a voucher, 15.00 delivery: the API's subtotal and total.
  const totals = { subTotal: { value: 53.25 }, totalPrice: { value: 68.25 } };

  it("view_cart: the cart's items with their quantities, English names (as the list events), positions from 1, the goods' value without delivery", () => {
    expect(viewCartEvent({ entries, ...totals })).toEqual({
      event: "view_cart",
      ecommerce: {
        currency: "AED",
        value: 53.25,
        items: [
          { item_id: "1001-01", item_name: "Paper Cup 8oz", item_brand: "EcoPack", price: 12.5, index: 1, quantity: 3 },
          { item_id: "1001-02", item_name: "Cup Lid", price: 20, index: 2, quantity: 1 },
        ],
      },
    });
  });

  const line = (code: string, name: string, price: number, quantity: number, entryNumber = 0) =>
    ({ entryNumber, quantity, basePrice: { value: price, formattedValue: "" }, product: { code, name } }) as OrderEntry;

  it("a first add: add_to_cart with the added quantity and its value", () => {
    expect(cartChangeEvents(undefined, [line("2001", "Cup", 1.25, 4)])).toEqual([
      {
        event: "add_to_cart",
        ecommerce: {
          currency: "AED",
          value: 5,
          items: [{ item_id: "2001", item_name: "Cup", price: 1.25, index: 1, quantity: 4 }],
        },
      },
    ]);
  });

  it("quantity changes carry the difference: up is add_to_cart, down is remove_from_cart, same is nothing", () => {
    const before = [line("2001", "Cup", 1.25, 4), line("2002", "Lid", 0.5, 10, 1)];
    expect(cartChangeEvents(before, [line("2001", "Cup", 1.25, 7), line("2002", "Lid", 0.5, 10, 1)])).toEqual([
      {
        event: "add_to_cart",
        ecommerce: {
          currency: "AED",
          value: 3.75,
          items: [{ item_id: "2001", item_name: "Cup", price: 1.25, index: 1, quantity: 3 }],
        },
      },
    ]);
    expect(cartChangeEvents(before, [line("2001", "Cup", 1.25, 1), line("2002", "Lid", 0.5, 10, 1)])).toEqual([
      {
        event: "remove_from_cart",
        ecommerce: {
          currency: "AED",
          value: 3.75,
          items: [{ item_id: "2001", item_name: "Cup", price: 1.25, index: 1, quantity: 3 }],
        },
      },
    ]);
    expect(cartChangeEvents(before, before)).toEqual([]);
  });

  it("a removed line is remove_from_cart with its whole quantity; lines of one product count together", () => {
    const before = [line("2001", "Cup", 1.25, 2), line("2001", "Cup", 1.25, 3, 1), line("2002", "Lid", 0.5, 10, 2)];
    expect(cartChangeEvents(before, [line("2002", "Lid", 0.5, 10)])).toEqual([
      {
        event: "remove_from_cart",
        ecommerce: {
          currency: "AED",
          value: 6.25,
          items: [{ item_id: "2001", item_name: "Cup", price: 1.25, index: 1, quantity: 5 }],
        },
      },
    ]);
  });

  it("a promotion on the line: the unit price paid, the promotion's part as the discount, both in the change's value", () => {
    // 15% off a 6.50 pack is 0.98 off each (rounded), 5.52 paid: two packs cost 11.04.
    const promoted = (quantity: number) =>
      ({
        entryNumber: 0,
        quantity,
        basePrice: { value: 6.5, formattedValue: "" },
        totalPrice: { value: (552 * quantity) / 100, formattedValue: "" },
        product: { code: "3001", name: "Hadeel Cup" },
      }) as OrderEntry;
    const item = { item_id: "3001", item_name: "Hadeel Cup", price: 5.52, discount: 0.98, index: 1 };
    expect(funnelItems([promoted(2)])).toEqual([{ ...item, quantity: 2 }]);
    expect(cartChangeEvents([promoted(1)], [promoted(2)])).toEqual([
      { event: "add_to_cart", ecommerce: { currency: "AED", value: 5.52, items: [{ ...item, quantity: 1 }] } },
    ]);
  });

  it("a change's value adds its items in fils (no drift of AED fractions)", () => {
    const [added] = cartChangeEvents([], [line("2003", "Straw", 0.1, 1), line("2004", "Stirrer", 0.2, 1, 1)]);
    expect(added!.ecommerce.value).toBe(0.3);
  });

  it("checkout steps: the whole cart with the step's detail, valued at its goods without delivery", () => {
    const cart = { entries, ...totals };
    const items = [
      { item_id: "1001-01", item_name: "Paper Cup 8oz", item_brand: "EcoPack", price: 12.5, index: 1, quantity: 3 },
      { item_id: "1001-02", item_name: "Cup Lid", price: 20, index: 2, quantity: 1 },
    ];
    expect(checkoutStepEvent({ event: "begin_checkout" }, cart)).toEqual({
      event: "begin_checkout",
      ecommerce: { currency: "AED", value: 53.25, items },
    });
    expect(checkoutStepEvent({ event: "add_shipping_info", shippingTier: "standard-gross" }, cart)).toEqual({
      event: "add_shipping_info",
      ecommerce: { currency: "AED", value: 53.25, shipping_tier: "standard-gross", items },
    });
    expect(checkoutStepEvent({ event: "add_payment_info", paymentType: "cash" }, cart)).toEqual({
      event: "add_payment_info",
      ecommerce: { currency: "AED", value: 53.25, payment_type: "cash", items },
    });
  });

  it("purchase: once per order in this browser, the goods' value with tax, shipping and coupons apart", () => {
    const target = fakeWindow();
    const order = {
      code: "00000042",
      entries,
      ...totals,
      totalTax: { value: 3.25 },
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
          value: 53.25,
          tax: 3.25,
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
