/**
 * The order history's total comes from a per-customer counter kept by a trigger on `orders` (decision 0049), not
 * from a count over the customer's orders. These tests walk the ways an order enters or leaves a customer's
 * history and check the total the customer is shown, and that every counter equals a count over `orders`.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderHistoryList } from "@dukkan/occ/order";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { OCC, passwordGrant, STRONG_PASSWORD } from "../account/account-test-support.js";
import { cartCall, GUEST, newGuestCart, signedInCustomer, type Caller } from "../cart/cart-test-support.js";
import { customers, paymentAttempts } from "../db/tables.js";
import type { OrderService } from "./order-service.js";
import {
  add,
  checkOut,
  insertOrderFixtures,
  newCart,
  orderHistory,
  orderOf,
  orderServiceFor,
  placeOrder,
} from "./order-test-support.js";
import { customerOrderCounts, orders } from "./orders.tables.js";

let t: TestApp;
let service: OrderService;

beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures });
  service = orderServiceFor(t);
});
afterAll(() => t.close());

const totalOf = async (caller: Caller) =>
  OrderHistoryList.parse((await orderHistory(t, caller)).json()).pagination.totalResults;

async function cashOrder(caller: Caller): Promise<string> {
  const cartId = await newCart(t, caller);
  await add(t, caller, cartId, CODES.cup, 1);
  await checkOut(t, caller, cartId);
  return orderOf(await placeOrder(t, caller, cartId)).code;
}

async function uidOf(caller: Caller): Promise<string> {
  const me = await t.app.inject({ url: `${OCC}/users/current`, headers: { authorization: `Bearer ${caller.token}` } });
  return me.json().uid as string;
}

/** Customers whose counter differs from a count of their placed orders (an independent count over `orders`). */
async function countersOffTheirOrders() {
  const result = (await t.db.execute(sql`
    select c.uid, coalesce(k.placed_orders, 0) as counted, count(o.id) filter (where o.placed_at is not null) as real
    from customers c
    left join customer_order_counts k on k.customer_uid = c.uid
    left join orders o on o.customer_uid = c.uid
    group by c.uid, k.placed_orders
    having coalesce(k.placed_orders, 0) <> count(o.id) filter (where o.placed_at is not null)`)) as unknown as {
    rows: unknown[];
  };
  return result.rows;
}

describe("the order history's total", () => {
  it("counts cash orders, a card payment being confirmed once, and keeps cancelled orders", async () => {
    const nadia = await signedInCustomer(t, "Nadia");
    expect(await totalOf(nadia)).toBe(0);
    const first = await cashOrder(nadia);
    await cashOrder(nadia);
    expect(await totalOf(nadia)).toBe(2);

    // A card reservation is not an order until its PAY is sent; then it shows while the payment is confirmed,
    // and once confirmed it is counted once, as a placed order.
    const cartId = await newCart(t, nadia);
    await add(t, nadia, cartId, CODES.cup, 1);
    await checkOut(t, nadia, cartId, "card");
    const uid = await uidOf(nadia);
    const { order } = await service.reserveOrder(uid, "current", {
      language: "en",
      area: "AE-DU-MARINA",
      payment: { gatewayOrderId: "nadia-card-1" },
    });
    expect(await totalOf(nadia)).toBe(2);
    await t.db.insert(paymentAttempts).values({
      cartId: order.cartId,
      cartGuid: order.cartGuid,
      customerUid: uid,
      attempt: 1,
      gatewayOrderId: "nadia-card-1",
      sessionId: "nadia-session-1",
      status: "PAYING",
      amountFils: order.totalPriceFils,
      orderCode: order.code,
    });
    expect(await totalOf(nadia)).toBe(3);
    await service.confirmPaidOrder(order.code, {
      gatewayOrderId: "nadia-card-1",
      transactionId: "nadia-auth-1",
      amountFils: order.totalPriceFils,
      status: "AUTHORIZED",
    });
    expect(await totalOf(nadia)).toBe(3);

    const cancelled = await t.app.inject({
      method: "POST",
      url: `${OCC}/users/current/orders/${first}/cancellation`,
      headers: { authorization: `Bearer ${nadia.token}` },
      payload: { cancellationRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await totalOf(nadia)).toBe(3);
    expect(await countersOffTheirOrders()).toEqual([]);
  });

  it("gives a guest's order to the account made from it, and follows an order moved or deleted", async () => {
    const email = `guest${Math.random().toString(36).slice(2, 8)}@example.ae`;
    const guid = await newGuestCart(t);
    await add(t, GUEST, guid, CODES.cup, 1);
    const set = await cartCall(t, GUEST, "PUT", `/${guid}/email`, { query: `email=${encodeURIComponent(email)}` });
    expect(set.statusCode, set.body).toBe(200);
    // Guests pay by card: reserved and confirmed as the payment flow does.
    await checkOut(t, GUEST, guid, "card");
    const { order: placed } = await service.reserveOrder(null, guid, {
      language: "en",
      area: "AE-DU-MARINA",
      payment: { gatewayOrderId: `guest-${guid}` },
    });
    await service.confirmPaidOrder(placed.code, {
      gatewayOrderId: `guest-${guid}`,
      transactionId: "guest-auth",
      amountFils: placed.totalPriceFils,
      status: "AUTHORIZED",
    });
    const registered = await t.app.inject({
      method: "POST",
      url: `${OCC}/users?lang=en`,
      payload: { guid: placed.guid, password: STRONG_PASSWORD },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const grant = await passwordGrant(t, email, STRONG_PASSWORD);
    const claimed: Caller = { userId: "current", token: grant.json().access_token };
    expect(await totalOf(claimed)).toBe(1);

    // Moved to another customer (as support might), then deleted: both counters follow.
    const omar = await signedInCustomer(t, "Omar");
    await cashOrder(omar);
    await t.db
      .update(orders)
      .set({ customerUid: await uidOf(omar) })
      .where(eq(orders.id, Number(placed.code)));
    expect([await totalOf(claimed), await totalOf(omar)]).toEqual([0, 2]);
    await t.db.delete(orders).where(eq(orders.id, Number(placed.code)));
    expect(await totalOf(omar)).toBe(1);

    // A deleted customer's orders stay in the shop without a customer, and the counter goes with the customer.
    const omarUid = await uidOf(omar);
    await t.db.delete(customers).where(eq(customers.uid, omarUid));
    expect(await t.db.select().from(customerOrderCounts).where(eq(customerOrderCounts.customerUid, omarUid))).toEqual(
      [],
    );
    expect(await countersOffTheirOrders()).toEqual([]);
  });
});
