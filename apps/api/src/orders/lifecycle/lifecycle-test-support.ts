/** Fixtures of the lifecycle tests: placed orders (home delivery, pick-up, card) and what they left behind. */
import { asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "../../../test/app.js";
import { CODES, TEST_NOW } from "../../../test/fixtures.js";
import { cartCall, signedInCustomer, type Caller } from "../../cart/cart-test-support.js";
import { IN_MARINA, MARINA_STORE, pickUpAt, setPaymentMode } from "../../checkout/checkout-test-support.js";
import { JobRunner } from "../../jobs/job-runner.js";
import { jobs } from "../../jobs/jobs.tables.js";
import { OCC } from "../../account/account-test-support.js";
import { add, checkOut, newCart, orderOf, orderServiceFor, placeOrder } from "../order-test-support.js";
import { consignments, orderEvents, orders } from "../orders.tables.js";
import { FulfilmentService } from "./fulfilment-service.js";
import type { OrderActor } from "./order-events.js";

const SILENT = { error: () => {}, warn: () => {}, info: () => {} };

export const STAFF: OrderActor = { type: "staff", id: "staff-7" };
export const OTHER_STAFF: OrderActor = { type: "staff", id: "staff-8" };

/** The service with a job queue that is never started: enqueued jobs stay in the `jobs` table to be read. */
export const fulfilmentFor = (t: TestApp) =>
  new FulfilmentService({
    db: t.db,
    jobs: new JobRunner({ db: t.db, logger: SILENT, now: () => TEST_NOW }),
    now: () => TEST_NOW,
  });

export interface PlacedTestOrder {
  customer: Caller;
  code: string;
  id: number;
  consignment: string;
}

/** A signed-in customer's pay-on-delivery order of two cups: home delivery to Dubai Marina, or pick-up there. */
export async function placedOrder(t: TestApp, name: string, how: "delivery" | "pickup" = "delivery") {
  const customer = await signedInCustomer(t, name);
  const cartId = await newCart(t, customer);
  await add(t, customer, cartId, CODES.cup, 2);
  await checkOut(t, customer, cartId);
  if (how === "pickup") {
    const pickup = await cartCall(t, customer, "POST", `/${cartId}/addresses/delivery/pos`, {
      payload: pickUpAt(MARINA_STORE),
      query: IN_MARINA,
    });
    expect(pickup.statusCode, pickup.body).toBe(201);
  }
  return orderPlacedBy(t, customer, orderOf(await placeOrder(t, customer, cartId)).code);
}

/** A card order reserved and confirmed as the payment flow does (the gateway's answer given directly). */
export async function paidCardOrder(t: TestApp, name: string): Promise<PlacedTestOrder & { uid: string }> {
  const customer = await signedInCustomer(t, name);
  const cartId = await newCart(t, customer);
  await add(t, customer, cartId, CODES.cup, 1);
  await checkOut(t, customer, cartId);
  expect((await setPaymentMode(t, customer, cartId, "card")).statusCode).toBe(200);
  const me = await t.app.inject({
    url: `${OCC}/users/current`,
    headers: { authorization: `Bearer ${customer.token}` },
  });
  const uid = me.json().uid as string;
  const service = orderServiceFor(t);
  const { order } = await service.reserveOrder(uid, "current", {
    language: "en",
    area: "AE-DU-MARINA",
    payment: { gatewayOrderId: `${name}-1` },
  });
  await service.confirmPaidOrder(order.code, {
    gatewayOrderId: `${name}-1`,
    transactionId: `${name}-auth`,
    amountFils: order.totalPriceFils,
    status: "CAPTURED",
  });
  return { ...(await orderPlacedBy(t, customer, order.code)), uid };
}

async function orderPlacedBy(t: TestApp, customer: Caller, code: string): Promise<PlacedTestOrder> {
  const [row] = await t.db
    .select({ id: orders.id, consignment: consignments.code })
    .from(orders)
    .innerJoin(consignments, eq(consignments.orderId, orders.id))
    .where(eq(orders.id, Number(code)));
  return { customer, code, id: row!.id, consignment: row!.consignment };
}

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function consignmentRow(t: TestApp, code: string) {
  const [row] = await t.db.select().from(consignments).where(eq(consignments.code, code));
  return row!;
}

/** The order's history rows, oldest first, as (consignment?, from, to, actor, reason). */
export async function eventsOf(t: TestApp, orderId: number) {
  const rows = await t.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((row) => ({
    kind: row.kind,
    consignment: row.consignmentId !== null,
    from: row.fromStatus,
    to: row.toStatus,
    actor: row.actorId === null ? row.actorType : `${row.actorType}:${row.actorId}`,
    reason: row.reason,
  }));
}

/** The jobs enqueued about an order, as kind + payload. */
export async function jobsOf(t: TestApp, orderId: number, kinds = ["order.notify", "payment.capture"]) {
  const rows = await t.db.select().from(jobs).where(inArray(jobs.kind, kinds)).orderBy(asc(jobs.id));
  return rows
    .filter((row) => (row.payload as { orderId?: number }).orderId === orderId)
    .map((row) => ({ kind: row.kind, payload: row.payload }));
}
