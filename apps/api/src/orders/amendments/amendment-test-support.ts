/** Fixtures and calls for the cancellation, reorder and attachment tests. */
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "../../../test/app.js";
import { CODES } from "../../../test/fixtures.js";
import { bearer, OCC } from "../../account/account-test-support.js";
import { bumpCatalogVersion } from "../../cache/catalog-version.js";
import { cartCall, signedInCustomer, type Caller } from "../../cart/cart-test-support.js";
import { IN_MARINA } from "../../checkout/checkout-test-support.js";
import type { Database } from "../../db/client.js";
import { stockLevels } from "../../db/tables.js";
import { jobs } from "../../jobs/jobs.tables.js";
import { coupons, couponRedemptions, promotions } from "../../promotions/promotions.tables.js";
import { add, checkOut, insertOrderFixtures, newCart, orderOf, placeOrder } from "../order-test-support.js";
import { orderEvents } from "../orders.tables.js";

/** 20% off every cup (a product promotion). */
export const CUPS_PROMOTION = "cups-20";
/** AED 10 off once the goods reach AED 100 (a coupon-only order promotion anyone may use). */
export const BIG_SPENDER = "BIG10";

/** The order fixtures plus a product promotion on cups and a coupon with a threshold. */
export async function insertAmendmentFixtures(db: Database): Promise<void> {
  await insertOrderFixtures(db);
  await db.insert(promotions).values([
    {
      code: CUPS_PROMOTION,
      kind: "PRODUCT_PERCENT",
      percentBasisPoints: 2000,
      productCodes: ["1001-01"],
      name: { en: "Cups 20% off" },
      description: { en: "20% off cups", ar: "خصم 20% على الأكواب" },
    },
    {
      code: "big-spender",
      kind: "ORDER_AMOUNT",
      amountFils: 1000,
      thresholdFils: 10_000,
      couponOnly: true,
      name: { en: "Big spender" },
      description: { en: "AED 10 off", ar: "خصم 10 درهم" },
    },
  ]);
  await db.insert(coupons).values({
    code: BIG_SPENDER,
    promotionCode: "big-spender",
    name: { en: "AED 10 off AED 100" },
    description: { en: "AED 10 off orders of AED 100" },
  });
  await bumpCatalogVersion(db);
}

/**
 * A signed-in customer's pay-on-delivery order of these lines (entry numbers in this order; the kit as a bundle of
 * its template), with vouchers.
 */
export async function placedOrder(
  t: TestApp,
  name: string,
  lines: [string, number][],
  vouchers: string[] = [],
): Promise<{ customer: Caller; code: string }> {
  const customer = await signedInCustomer(t, name);
  const cartId = await newCart(t, customer);
  for (const [code, quantity] of lines) {
    if (code !== CODES.kit) {
      await add(t, customer, cartId, code, quantity);
      continue;
    }
    const bundle = await cartCall(t, customer, "POST", `/${cartId}/bundles`, {
      payload: { templateId: "party-kit", productCode: code, quantity },
    });
    expect(bundle.statusCode, bundle.body).toBe(200);
  }
  await checkOut(t, customer, cartId);
  for (const voucher of vouchers) {
    const applied = await cartCall(t, customer, "POST", "/current/vouchers", { query: `voucherId=${voucher}` });
    expect(applied.statusCode, applied.body).toBe(200);
  }
  const order = orderOf(await placeOrder(t, customer, cartId));
  return { customer, code: order.code! };
}

export function cancel(t: TestApp, caller: Caller, orderCode: string, payload: unknown) {
  return t.app.inject({
    method: "POST",
    url: `${OCC}/users/${caller.userId}/orders/${orderCode}/cancellation?${IN_MARINA}`,
    headers: { ...(caller.token ? bearer(caller.token) : {}), "content-type": "application/json" },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

/** The body of a cancellation of these [entryNumber, quantity] pairs. */
export const entries = (...pairs: [number, number][]) => ({
  cancellationRequestEntryInputs: pairs.map(([orderEntryNumber, quantity]) => ({ orderEntryNumber, quantity })),
});

export function reorder(t: TestApp, caller: Caller, orderCode: string) {
  return t.app.inject({
    method: "POST",
    url: `${OCC}/users/${caller.userId}/cartFromOrder?orderCode=${encodeURIComponent(orderCode)}&${IN_MARINA}`,
    headers: caller.token ? bearer(caller.token) : {},
  });
}

export async function stockOf(t: TestApp, code: string): Promise<number> {
  const [row] = await t.db.select().from(stockLevels).where(eq(stockLevels.productCode, code));
  return row!.available;
}

/** The jobs enqueued for an order, as kind and payload. */
export async function jobsOf(t: TestApp, kind: string, orderId: number) {
  const rows = await t.db.select().from(jobs).where(eq(jobs.kind, kind));
  return rows.map((row) => row.payload as Record<string, unknown>).filter((payload) => payload.orderId === orderId);
}

export async function eventsOf(t: TestApp, orderId: number) {
  return t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
}

export async function redemptionOf(t: TestApp, couponCode: string, orderCode: string) {
  return t.db
    .select()
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponCode, couponCode), eq(couponRedemptions.orderCode, orderCode)));
}
