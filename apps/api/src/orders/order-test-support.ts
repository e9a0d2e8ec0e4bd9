/** Fixtures and calls for the order tests: a checked-out cart in a few calls, and the order routes. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { Order } from "@dukkan/occ/order";
import type { TestApp } from "../../test/app.js";
import { CODES, TEST_NOW } from "../../test/fixtures.js";
import { bearer, OCC } from "../account/account-test-support.js";
import { bumpCatalogVersion } from "../cache/catalog-version.js";
import { CartService } from "../cart/cart-service.js";
import { addEntry, cartCall, createCart, type Caller } from "../cart/cart-test-support.js";
import { textfieldConfiguratorSettings } from "../cart/cart.tables.js";
import {
  createAddress,
  IN_MARINA,
  insertCheckoutFixtures,
  MARINA_ADDRESS,
  setMode,
  setPaymentMode,
} from "../checkout/checkout-test-support.js";
import type { Database } from "../db/client.js";
import { prices, products, stockLevels } from "../db/tables.js";
import { coupons, promotions } from "../promotions/promotions.tables.js";
import { OrderService } from "./order-service.js";

/** A custom-printed product: "Print text" (required), "Second line" (optional). */
export const PRINTED = "3001-01";
/** A product with exactly three units in stock, for the race tests. */
export const SCARCE = "9001-01";
/** A 10% order coupon anyone signed in may use once. */
export const WELCOME = "WELCOME10";

/** The order service on the test database, its clock stopped at TEST_NOW like the app's. */
export const orderServiceFor = (t: TestApp) =>
  new OrderService({ db: t.db, carts: new CartService(t.db, () => TEST_NOW), now: () => TEST_NOW });

/** Checkout fixtures (catalogue, regions, delivery modes, stores) plus a configurable product and a coupon. */
export async function insertOrderFixtures(db: Database): Promise<void> {
  await insertCheckoutFixtures(db);
  await db.insert(products).values([
    {
      code: PRINTED,
      name: { en: "Custom Printed Cup", ar: "كوب مطبوع حسب الطلب" },
      configurable: true,
      configuratorType: "TEXTFIELD",
    },
    { code: SCARCE, name: { en: "Gold Cake Stand", ar: "حامل كعك ذهبي" } },
  ]);
  await db.insert(prices).values([
    { productCode: PRINTED, valueFils: 5000 },
    { productCode: SCARCE, valueFils: 9900 },
  ]);
  // Enough lids for every test's orders and kits (the catalogue fixtures have 5).
  await db.update(stockLevels).set({ available: 60 }).where(eq(stockLevels.productCode, CODES.lid));
  await db.insert(stockLevels).values([
    { productCode: PRINTED, available: 40 },
    { productCode: SCARCE, available: 3 },
  ]);
  await db.insert(textfieldConfiguratorSettings).values([
    { productCode: PRINTED, position: 1, label: { en: "Print text", ar: "نص الطباعة" }, maxLength: 20 },
    { productCode: PRINTED, position: 2, label: { en: "Second line", ar: "السطر الثاني" }, required: false },
  ]);
  await db.insert(promotions).values({
    code: "welcome",
    kind: "ORDER_PERCENT",
    percentBasisPoints: 1000,
    couponOnly: true,
    name: { en: "Welcome" },
    description: { en: "Welcome: {amount} off", ar: "ترحيب: خصم {amount}" },
  });
  await db.insert(coupons).values({
    code: WELCOME,
    promotionCode: "welcome",
    name: { en: "Welcome 10%" },
    description: { en: "10% off" },
    maxPerCustomer: 1,
  });
  await bumpCatalogVersion(db);
}

/** The cart id a caller names its cart by: `current` for customers, the guid for guests. */
export async function newCart(t: TestApp, caller: Caller): Promise<string> {
  const created = await createCart(t, caller);
  expect(created.statusCode, created.body).toBe(201);
  return caller.token ? "current" : (created.json().guid as string);
}

export async function add(t: TestApp, caller: Caller, cartId: string, code: string, quantity: number) {
  const added = await addEntry(t, caller, cartId, { product: { code }, quantity });
  expect(added.statusCode, added.body).toBe(200);
}

/** Home delivery to Dubai Marina, paid in the way given. */
export async function checkOut(t: TestApp, caller: Caller, cartId: string, paymentMode = "pay-on-delivery") {
  expect((await setMode(t, caller, cartId, "home-delivery")).statusCode).toBe(200);
  const address = await createAddress(t, caller, cartId, MARINA_ADDRESS);
  expect(address.statusCode, address.body).toBe(201);
  const mode = await setPaymentMode(t, caller, cartId, paymentMode);
  expect(mode.statusCode, mode.body).toBe(200);
}

const headers = (caller: Caller, extra: Record<string, string> = {}) => ({
  ...(caller.token ? bearer(caller.token) : {}),
  ...extra,
});

export function placeOrder(
  t: TestApp,
  caller: Caller,
  cartId: string,
  options: { terms?: boolean; key?: string; query?: string; payload?: object } = {},
) {
  const query = new URLSearchParams({ cartId, termsChecked: String(options.terms ?? true) });
  return t.app.inject({
    method: "POST",
    url: `${OCC}/users/${caller.userId}/orders?${query}&${options.query ?? IN_MARINA}`,
    headers: headers(caller, options.key ? { "idempotency-key": options.key } : {}),
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

export function getOrder(t: TestApp, caller: Caller, orderId: string, query = "") {
  return t.app.inject({
    method: "GET",
    url: `${OCC}/users/${caller.userId}/orders/${orderId}${query ? `?${query}` : ""}`,
    headers: headers(caller),
  });
}

export function orderHistory(t: TestApp, caller: Caller, query = "") {
  return t.app.inject({
    method: "GET",
    url: `${OCC}/users/${caller.userId}/orders${query ? `?${query}` : ""}`,
    headers: headers(caller),
  });
}

/** The parsed order of a 200/201 answer. */
export function orderOf(response: { statusCode: number; body: string; json(): unknown }): Order {
  expect([200, 201], response.body).toContain(response.statusCode);
  return Order.parse(response.json());
}

export const firstError = (response: { json(): unknown }) =>
  (response.json() as { errors: Record<string, string>[] }).errors[0]!;

/** A cart read (the totals the storefront showed before placing the order). */
export async function cartTotals(t: TestApp, caller: Caller, cartId: string) {
  const response = await cartCall(t, caller, "GET", `/${cartId}`, { query: `${IN_MARINA}&fields=FULL` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    subTotal: { value: number };
    totalPrice: { value: number };
    deliveryCost: { value: number };
    totalDiscounts: { value: number };
    totalTax: { value: number };
  };
}
