/**
 * A card refund the gateway refuses (issue 20; decisions 0052, 0057), against the real payment sandbox: the money
 * the return would refund was already given back at the gateway outside the shop, so the gateway refuses the
 * return's REFUND. What staff see: the request back in RECEIVED, the refusal in its history with the gateway's
 * answer, and two ways on: ask the card again (a new attempt, a new transaction id) or refund in cash, which then
 * ends the request REFUNDED in cash with its credit note while the card is not touched again. The customer sees
 * the items received, then the cash refund. Cash is not offered for a card order before the gateway refused, and a
 * cash order cannot be refunded to a card.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signedInCustomer } from "../cart/cart-test-support.js";
import { orderOf } from "../orders/order-test-support.js";
import { orderPayments } from "../orders/orders.tables.js";
import {
  authenticateNewCard,
  cardCart,
  CARDS,
  codeOf,
  createPaymentWorld,
  EXPIRY,
  gatewayOrder,
  gatewayRest,
  processPayment,
  type PaymentWorld,
} from "../payment/payment-test-support.js";
import { paymentTransactions } from "../payment/payment.tables.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";
import { deliverOrder, returnBody, returnCall, staffCall } from "./returns-test-support.js";
import { returnIdOf } from "./return-view.js";

let w: PaymentWorld;

beforeAll(async () => {
  w = await createPaymentWorld();
});
afterAll(() => w?.close());

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 100 && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

it("shows the gateway's refusal, lets staff ask the card again, then refund in cash", async () => {
  const customer = await signedInCustomer(w, "Rasha");
  const cartId = await cardCart(w, customer, 3);
  const gatewayOrderId = `${await codeOf(w, customer, cartId)}-1`;
  const body = await authenticateNewCard(w, customer, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });
  const code = orderOf(await processPayment(w, customer, cartId, body)).code!;
  const fulfilment = await staffAuthHeader(w, "fulfilment");
  const support = await staffAuthHeader(w, "support");
  await deliverOrder(w, fulfilment, code);
  // 3 cups × 12.50 + delivery 15.00 = 52.50, captured when the consignment shipped.
  await until(
    async () =>
      (
        await w.db
          .select()
          .from(orderPayments)
          .where(eq(orderPayments.orderId, Number(code)))
      )[0],
    (row) => row?.status === "CAPTURED",
  );

  // One cup back: 12.50.
  const created = await returnCall(w, customer, "POST", "", returnBody(code, [0, 1]));
  expect(created.statusCode, created.body).toBe(201);
  const { rma } = created.json() as { rma: string };
  expect((await staffCall(w, support, `/${rma}/approve`, {})).statusCode).toBe(200);
  const received = await staffCall(w, fulfilment, `/${rma}/receive`, {
    entries: [{ entryNumber: 0, restockable: true }],
  });
  expect(received.json()).toMatchObject({ status: "RECEIVED", refundMethods: ["CARD"] });

  // Cash is not a way for a card order the gateway has not refused.
  const cashFirst = await staffCall(w, support, `/${rma}/refund`, { method: "CASH" });
  expect(cashFirst.statusCode).toBe(400);
  expect(cashFirst.json().errors[0]).toMatchObject({ type: "IllegalStateError", reason: "refundNotPossible" });

  // Someone refunds 45.00 at the gateway directly: only 7.50 of the 52.50 is left to refund there.
  const outside = await gatewayRest(w, "PUT", `/order/${gatewayOrderId}/transaction/outside-refund`, {
    apiOperation: "REFUND",
    transaction: { amount: "45.00", currency: "AED" },
  });
  expect(outside.status, JSON.stringify(outside.body)).toBe(200);

  // Staff refund to the card: the call answers while the job asks the gateway, which refuses 12.50.
  const asked = await staffCall(w, support, `/${rma}/refund`, {});
  expect(asked.statusCode, asked.body).toBe(200);
  expect(["REFUNDING", "RECEIVED"]).toContain(asked.json().status);
  const refused = await until(
    async () => (await staffCall(w, support, `/${rma}`)).json(),
    (json) => json.status === "RECEIVED",
  );
  expect(refused).toMatchObject({
    status: "RECEIVED",
    refundMethod: null,
    creditNote: null,
    refundMethods: ["CARD", "CASH"],
  });
  expect(refused.history.map((step: { kind: string; toStatus: string | null }) => [step.kind, step.toStatus])).toEqual([
    ["STATUS", "APPROVAL_PENDING"],
    ["STATUS", "APPROVED"],
    ["STATUS", "RECEIVED"],
    ["STATUS", "REFUNDING"],
    ["REFUND_REFUSED", null],
    ["STATUS", "RECEIVED"],
  ]);
  expect(refused.history[4]).toMatchObject({ amountFils: 1_250, gatewayCode: expect.any(String), actorType: "job" });
  // The customer reads that the items arrived; nothing says refunded.
  expect((await returnCall(w, customer, "GET", `/${rma}`)).json()).toMatchObject({ status: "RECEIVED" });

  // Asking the card again is a new attempt with its own transaction id; the gateway refuses it too.
  expect((await staffCall(w, support, `/${rma}/refund`, { method: "CARD" })).statusCode).toBe(200);
  const again = await until(
    async () => (await staffCall(w, support, `/${rma}`)).json(),
    (json) => json.status === "RECEIVED" && json.history.length === 9,
  );
  expect(again.history.filter((step: { kind: string }) => step.kind === "REFUND_REFUSED")).toHaveLength(2);
  const attempts = await w.db
    .select({ id: paymentTransactions.transactionId, result: paymentTransactions.result })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.type, "REFUND"));
  expect(
    attempts
      .filter((row) => row.id.startsWith(`return-${returnIdOf(rma)}-`))
      .map((row) => row.id)
      .sort(),
  ).toEqual([`return-${returnIdOf(rma)}-1`, `return-${returnIdOf(rma)}-2`]);
  expect(attempts.some((row) => row.id.startsWith(`return-${returnIdOf(rma)}-`) && row.result === "SUCCESS")).toBe(
    false,
  );

  // Staff hand the customer cash: REFUNDED in cash, with the credit note; the card is not asked again.
  const cash = await staffCall(w, support, `/${rma}/refund`, { method: "CASH" });
  expect(cash.statusCode, cash.body).toBe(200);
  expect(cash.json()).toMatchObject({
    status: "REFUNDED",
    refundMethod: "CASH",
    refundFils: 1_250,
    creditNote: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
    refundMethods: [],
  });
  expect((await returnCall(w, customer, "GET", `/${rma}`)).json()).toMatchObject({
    status: "REFUNDED",
    refundMethod: "CASH",
    creditNote: { invoiceId: cash.json().creditNote },
  });
  expect(await gatewayOrder(w, gatewayOrderId)).toMatchObject({ totalCapturedAmount: 52.5, totalRefundedAmount: 45 });
  expect((await staffCall(w, support, `/${rma}/refund`, { method: "CASH" })).statusCode).toBe(400);
});
