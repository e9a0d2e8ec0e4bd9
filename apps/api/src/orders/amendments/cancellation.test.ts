/**
 * Cancelling orders through the API (account spec §2.17, §4.8; issue 18): only the owner, only before anything
 * left the shop, quantities checked; the stock goes back at once and what remains is re-priced to the fil.
 * Expected amounts are worked out by hand in the comments (Dubai Marina: delivery AED 15, free from AED 200).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { CODES } from "../../../test/fixtures.js";
import { signedInCustomer, GUEST } from "../../cart/cart-test-support.js";
import { firstError, getOrder, orderOf, orderServiceFor, WELCOME } from "../order-test-support.js";
import { consignmentEntries, consignments, orderCancellations, orderEntries, orders } from "../orders.tables.js";
import { cartCall } from "../../cart/cart-test-support.js";
import { setPaymentMode } from "../../checkout/checkout-test-support.js";
import { add, checkOut, newCart } from "../order-test-support.js";
import {
  BIG_SPENDER,
  cancel,
  entries,
  eventsOf,
  insertAmendmentFixtures,
  jobsOf,
  placedOrder,
  redemptionOf,
  stockOf,
} from "./amendment-test-support.js";

let t: TestApp;

beforeAll(async () => {
  // No job runner: these tests look at what a cancellation leaves for the jobs (a card order stays CANCELLING with
  // its payment.cancel job queued); a runner polling beside them could run that job first on a busy machine.
  t = await createTestApp({ seed: insertAmendmentFixtures, backgroundJobs: false });
});
afterAll(() => t.close());

const idOf = (code: string) => Number(code);

async function orderRow(code: string) {
  const [row] = await t.db
    .select()
    .from(orders)
    .where(eq(orders.id, idOf(code)));
  return row!;
}

async function entryRows(code: string) {
  return t.db
    .select()
    .from(orderEntries)
    .where(eq(orderEntries.orderId, idOf(code)))
    .orderBy(orderEntries.entryNumber);
}

async function cancellationsOf(code: string) {
  return t.db
    .select()
    .from(orderCancellations)
    .where(eq(orderCancellations.orderId, idOf(code)))
    .orderBy(orderCancellations.id);
}

describe("partial cancellation", () => {
  it("re-prices what remains with the order's promotion and voucher, to the fil", async () => {
    // cups 4 × 12.50, 20% off each → 4 × 10.00 = 40.00 (product discount 10.00)
    // lids 3 × 17.00 (20.00 less 15%) = 51.00 (product discount 9.00)
    // 500 ml containers 10 × 2.70 (3.00 less 10%) = 27.00 (product discount 3.00)
    // goods 118.00, WELCOME10 10% → 11.80 off → 106.20, delivery 15.00 → 121.20; VAT 121.20 × 5/105 = 5.77
    const { customer, code } = await placedOrder(
      t,
      "Amal",
      [
        [CODES.cup, 4],
        [CODES.lid, 3],
        [CODES.container500, 10],
      ],
      [WELCOME],
    );
    const before = await orderRow(code);
    expect(before).toMatchObject({
      subTotalFils: 10_620,
      productDiscountsFils: 2_200,
      orderDiscountsFils: 1_180,
      deliveryCostFils: 1_500,
      totalPriceFils: 12_120,
      totalTaxFils: 577,
    });
    const lids = await stockOf(t, CODES.lid);

    const response = await cancel(t, customer, code, entries([1, 3]));
    expect(response.statusCode, response.body).toBe(200);

    // Left: cups 40.00 + containers 27.00 = 67.00, 10% → 6.70 off → 60.30, delivery 15.00 → 75.30; VAT 3.59.
    const order = orderOf(response);
    expect(order).toMatchObject({
      status: "CREATED",
      subTotal: { value: 60.3 },
      deliveryCost: { value: 15 },
      totalPrice: { value: 75.3 },
      totalTax: { value: 3.59 },
      totalDiscounts: { value: 19.7 },
      appliedVouchers: [{ voucherCode: WELCOME }],
    });
    expect(await orderRow(code)).toMatchObject({
      subTotalFils: 6_030,
      productDiscountsFils: 1_300,
      orderDiscountsFils: 670,
      totalDiscountsFils: 1_970,
      deliveryCostFils: 1_500,
      totalPriceFils: 7_530,
      totalTaxFils: 359,
    });
    expect((await entryRows(code)).map((e) => [e.entryNumber, e.cancelledQuantity, e.totalPriceFils])).toEqual([
      [0, 0, 4_000],
      [1, 3, 0],
      [2, 0, 2_700],
    ]);
    // 121.20 − 75.30 = 45.90 back, of which VAT 5.77 − 3.59 = 2.18.
    expect(await cancellationsOf(code)).toMatchObject([
      {
        code: `${code}-C1`,
        complete: false,
        entries: [{ entryNumber: 1, quantity: 3, amountFils: 5_100 }],
        amountFils: 4_590,
        taxFils: 218,
        deliveryRefundFils: 0,
        actorType: "customer",
      },
    ]);
    expect(await stockOf(t, CODES.lid)).toBe(lids + 3);
    // The voucher still prices what remains: its use stays counted.
    expect(await redemptionOf(t, WELCOME, code)).toHaveLength(1);
    const events = await eventsOf(t, idOf(code));
    // Placing the order, then the partial cancellation.
    expect(events.map((e) => [e.kind, e.toStatus, e.actorType])).toEqual([
      ["STATUS", "CREATED", "customer"],
      ["PARTIAL_CANCELLATION", null, "customer"],
    ]);
    expect(events[1]!.details).toMatchObject({ cancellation: `${code}-C1`, amountFils: 4_590 });
    const [cancellation] = await cancellationsOf(code);
    expect(await jobsOf(t, "order.notify", idOf(code))).toEqual([
      { orderId: idOf(code), event: "partially-cancelled", cancellationId: cancellation!.id },
    ]);
    expect(await jobsOf(t, "payment.cancel", idOf(code))).toEqual([]);
    // The consignment holds only what is still to be delivered.
    const [consignment] = await t.db
      .select()
      .from(consignments)
      .where(eq(consignments.orderId, idOf(code)));
    expect(consignment!.status).toBe("READY");
    const held = await t.db
      .select()
      .from(consignmentEntries)
      .where(eq(consignmentEntries.consignmentId, consignment!.id))
      .orderBy(consignmentEntries.entryNumber);
    expect(held.map((line) => [line.entryNumber, line.quantity])).toEqual([
      [0, 4],
      [2, 10],
    ]);
  });

  it("releases a voucher whose threshold the remainder no longer reaches", async () => {
    // cups 4 × 10.00 = 40.00, lids 4 × 17.00 = 68.00: goods 108.00 ≥ 100 → BIG10 takes 10.00 → 98.00 + 15.00 = 113.00
    const { customer, code } = await placedOrder(
      t,
      "Badr",
      [
        [CODES.cup, 4],
        [CODES.lid, 4],
      ],
      [BIG_SPENDER],
    );
    expect((await orderRow(code)).totalPriceFils).toBe(11_300);
    expect(await redemptionOf(t, BIG_SPENDER, code)).toHaveLength(1);

    // Two lids fewer: 40.00 + 34.00 = 74.00 < 100, no voucher → 74.00 + 15.00 = 89.00; 24.00 back.
    const response = await cancel(t, customer, code, entries([1, 2]));
    expect(response.statusCode, response.body).toBe(200);
    expect(orderOf(response)).toMatchObject({ totalPrice: { value: 89 }, appliedVouchers: [] });
    expect(await orderRow(code)).toMatchObject({ subTotalFils: 7_400, orderDiscountsFils: 0, totalPriceFils: 8_900 });
    // The line itself fell by 2 × 17.00.
    expect(await cancellationsOf(code)).toMatchObject([
      { entries: [{ entryNumber: 1, quantity: 2, amountFils: 3_400 }], amountFils: 2_400, taxFils: 114 },
    ]);
    expect(await redemptionOf(t, BIG_SPENDER, code)).toEqual([]);
  });

  it("never makes the order dearer when the remainder falls under the free-delivery threshold", async () => {
    // cups 16 × 10.00 = 160.00, lids 3 × 17.00 = 51.00: 211.00 ≥ 200, delivery free.
    const { customer, code } = await placedOrder(t, "Chadi", [
      [CODES.cup, 16],
      [CODES.lid, 3],
    ]);
    expect(await orderRow(code)).toMatchObject({ deliveryCostFils: 0, totalPriceFils: 21_100 });

    // One cup: 201.00, still free delivery; 10.00 back.
    expect((await cancel(t, customer, code, entries([0, 1]))).statusCode).toBe(200);
    expect(await orderRow(code)).toMatchObject({ deliveryCostFils: 0, totalPriceFils: 20_100 });

    // Another: 191.00 + 15.00 would be 206.00, more than the 201.00 paid: 5.00 of the delivery is waived, 0 back.
    const second = await cancel(t, customer, code, entries([0, 1]));
    expect(second.statusCode, second.body).toBe(200);
    expect(await orderRow(code)).toMatchObject({
      subTotalFils: 19_100,
      deliveryCostFils: 1_000,
      totalPriceFils: 20_100,
    });
    expect((await cancellationsOf(code)).map((c) => [c.code, c.amountFils])).toEqual([
      [`${code}-C1`, 1_000],
      [`${code}-C2`, 0],
    ]);
  });

  it("cancels kit bundles in whole kits and gives back the kit's components", async () => {
    const { customer, code } = await placedOrder(t, "Dana", [[CODES.kit, 2]]);
    const before = {
      kit: await stockOf(t, CODES.kit),
      cup: await stockOf(t, CODES.cup),
      lid: await stockOf(t, CODES.lid),
    };

    // One of the two kits (a kit is 2 cups and 2 lids): 29.00 + 15.00 = 44.00 left of 73.00.
    const response = await cancel(t, customer, code, entries([0, 1]));
    expect(response.statusCode, response.body).toBe(200);
    expect(await stockOf(t, CODES.kit)).toBe(before.kit + 1);
    expect(await stockOf(t, CODES.cup)).toBe(before.cup + 2);
    expect(await stockOf(t, CODES.lid)).toBe(before.lid + 2);
    expect(await orderRow(code)).toMatchObject({ totalPriceFils: 4_400 });
  });
});

describe("two cancellations at once", () => {
  it("cancels the same units only once and gives the stock back once", async () => {
    const { customer, code } = await placedOrder(t, "Widad", [
      [CODES.cup, 1],
      [CODES.lid, 3],
    ]);
    const lids = await stockOf(t, CODES.lid);
    const answers = await Promise.all([
      cancel(t, customer, code, entries([1, 3])),
      cancel(t, customer, code, entries([1, 3])),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(firstError(answers.find((answer) => answer.statusCode === 400)!)).toMatchObject({
      reason: "quantityTooHigh",
    });
    expect(await stockOf(t, CODES.lid)).toBe(lids + 3);
    expect(await cancellationsOf(code)).toHaveLength(1);
  });
});

describe("whole cancellation", () => {
  it("cancels a cash order: CANCELLED, stock back, consignment cancelled, customer told", async () => {
    // cups 2 × 10.00 + one kit 29.00 = 49.00 + 15.00 delivery = 64.00
    const { customer, code } = await placedOrder(t, "Emad", [
      [CODES.cup, 2],
      [CODES.kit, 1],
    ]);
    const before = {
      kit: await stockOf(t, CODES.kit),
      cup: await stockOf(t, CODES.cup),
      lid: await stockOf(t, CODES.lid),
    };

    const response = await cancel(t, customer, code, entries([0, 2], [1, 1]));
    expect(response.statusCode, response.body).toBe(200);
    expect(orderOf(response)).toMatchObject({
      status: "CANCELLED",
      totalPrice: { value: 0 },
      deliveryCost: { value: 0 },
    });
    expect(await stockOf(t, CODES.cup)).toBe(before.cup + 2 + 2);
    expect(await stockOf(t, CODES.lid)).toBe(before.lid + 2);
    expect(await stockOf(t, CODES.kit)).toBe(before.kit + 1);
    expect(await cancellationsOf(code)).toMatchObject([
      { complete: true, amountFils: 6_400, taxFils: 305, deliveryRefundFils: 1_500 },
    ]);
    const [consignment] = await t.db
      .select()
      .from(consignments)
      .where(eq(consignments.orderId, idOf(code)));
    expect(consignment!.status).toBe("CANCELLED");
    const events = await eventsOf(t, idOf(code));
    expect(events.map((e) => [e.kind, e.fromStatus, e.toStatus, e.actorType, e.consignmentId !== null])).toEqual([
      ["STATUS", null, "CREATED", "customer", false],
      ["STATUS", "READY", "CANCELLED", "customer", true],
      ["STATUS", "CREATED", "CANCELLED", "customer", false],
    ]);
    const [cancellation] = await cancellationsOf(code);
    expect(await jobsOf(t, "order.notify", idOf(code))).toEqual([
      { orderId: idOf(code), event: "cancelled", cancellationId: cancellation!.id },
    ]);
    expect(await jobsOf(t, "payment.cancel", idOf(code))).toEqual([]);

    // Nothing is left to cancel.
    const again = await cancel(t, customer, code, entries([0, 1]));
    expect(again.statusCode).toBe(400);
    expect(firstError(again)).toMatchObject({ type: "IllegalStateError", reason: "transitionNotAllowed" });
    expect(firstError(again).message).toContain("CANCELLED");
  });

  it("leaves a card order CANCELLING for the payment job and releases its voucher", async () => {
    const customer = await signedInCustomer(t, "Fadi");
    const cartId = await newCart(t, customer);
    await add(t, customer, cartId, CODES.lid, 2);
    await checkOut(t, customer, cartId);
    await setPaymentMode(t, customer, cartId, "card");
    const applied = await cartCall(t, customer, "POST", "/current/vouchers", { query: `voucherId=${WELCOME}` });
    expect(applied.statusCode, applied.body).toBe(200);
    const uid = (
      await t.app.inject({
        method: "GET",
        url: `/occ/v2/dukkan/users/current`,
        headers: { authorization: `Bearer ${customer.token}` },
      })
    ).json().uid as string;
    const service = orderServiceFor(t);
    const reserved = await service.reserveOrder(uid, "current", {
      language: "en",
      area: "AE-DU-MARINA",
      payment: { gatewayOrderId: "fadi-1" },
    });
    // lids 2 × 17.00 = 34.00, 10% → 30.60 + 15.00 = 45.60
    const capture = {
      gatewayOrderId: "fadi-1",
      transactionId: "authorize-1",
      amountFils: 4_560,
      status: "AUTHORIZED" as const,
    };
    const { code } = await service.confirmPaidOrder(reserved.order.code, capture);

    const response = await cancel(t, customer, code, entries([0, 2]));
    expect(response.statusCode, response.body).toBe(200);
    expect(orderOf(response).status).toBe("CANCELLING");
    const [cancellation] = await cancellationsOf(code);
    expect(cancellation).toMatchObject({ complete: true, amountFils: 4_560, deliveryRefundFils: 1_500 });
    expect(await jobsOf(t, "payment.cancel", idOf(code))).toEqual([
      { orderId: idOf(code), cancellationId: cancellation!.id },
    ]);
    expect(await redemptionOf(t, WELCOME, code)).toEqual([]);
    const events = await eventsOf(t, idOf(code));
    expect(events.at(-1)).toMatchObject({ fromStatus: "CREATED", toStatus: "CANCELLING", actorType: "customer" });
  });
});

describe("refusals change nothing", () => {
  let owner: Awaited<ReturnType<typeof placedOrder>>;
  let snapshot: unknown;

  beforeAll(async () => {
    // cups 3, lids 2
    owner = await placedOrder(t, "Ghada", [
      [CODES.cup, 3],
      [CODES.lid, 2],
    ]);
    snapshot = { order: await orderRow(owner.code), entries: await entryRows(owner.code) };
  });

  const unchanged = async () => {
    expect({ order: await orderRow(owner.code), entries: await entryRows(owner.code) }).toEqual(snapshot);
    expect(await cancellationsOf(owner.code)).toEqual([]);
  };

  it("answers another customer's order exactly like an unknown one", async () => {
    const stranger = await signedInCustomer(t, "Hani");
    const foreign = await cancel(t, stranger, owner.code, entries([0, 1]));
    const unknown = await cancel(t, stranger, "99999999", entries([0, 1]));
    expect(foreign.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    const strip = (error: Record<string, string>) => ({
      ...error,
      subject: "",
      message: error.message!.replace(/\d+/, ""),
    });
    expect(strip(firstError(foreign))).toEqual(strip(firstError(unknown)));
    expect(firstError(foreign)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "order" });
    await unchanged();
  });

  it("asks guests to sign in", async () => {
    expect((await cancel(t, GUEST, owner.code, entries([0, 1]))).statusCode).toBe(401);
    await unchanged();
  });

  it.each([
    ["more than ordered", entries([0, 4]), "quantityTooHigh"],
    ["an unknown entry", entries([7, 1]), "unknownEntry"],
    ["the same entry twice", entries([0, 1], [0, 1]), "duplicateEntry"],
  ])("refuses %s with a CancellationError", async (_, body, reason) => {
    const response = await cancel(t, owner.customer, owner.code, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(firstError(response)).toMatchObject({ type: "CancellationError", reason });
    await unchanged();
  });

  it("says in Arabic how many can still be cancelled", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/occ/v2/dukkan/users/current/orders/${owner.code}/cancellation?lang=ar`,
      headers: { authorization: `Bearer ${owner.customer.token}` },
      payload: entries([1, 5]),
    });
    expect(firstError(response).message).toBe("يمكن إلغاء 2 فقط من البند 1.");
  });

  it.each([
    ["a zero quantity", entries([0, 0])],
    ["a negative quantity", entries([0, -1])],
    ["a fractional quantity", entries([0, 1.5])],
    ["no entries", { cancellationRequestEntryInputs: [] }],
    ["malformed JSON", '{"cancellationRequestEntryInputs": [{"orderEntryNumber": 0,'],
  ])("refuses %s as a bad request", async (_, body) => {
    const response = await cancel(t, owner.customer, owner.code, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(firstError(response).type).toMatch(/Error$/);
    await unchanged();
  });

  it("refuses once a consignment has shipped, naming the order's status", async () => {
    const { customer, code } = await placedOrder(t, "Iman", [[CODES.cup, 1]]);
    await t.db
      .update(orders)
      .set({ status: "SHIPPED" })
      .where(eq(orders.id, idOf(code)));
    await t.db
      .update(consignments)
      .set({ status: "SHIPPED" })
      .where(eq(consignments.orderId, idOf(code)));
    const cups = await stockOf(t, CODES.cup);

    const response = await cancel(t, customer, code, entries([0, 1]));
    expect(response.statusCode).toBe(400);
    expect(firstError(response)).toMatchObject({ type: "IllegalStateError", subject: code });
    expect(firstError(response).message).toContain("SHIPPED");
    expect(await stockOf(t, CODES.cup)).toBe(cups);
    expect((await entryRows(code))[0]!.cancelledQuantity).toBe(0);
    expect(orderOf(await getOrder(t, customer, code)).status).toBe("SHIPPED");
  });
});
