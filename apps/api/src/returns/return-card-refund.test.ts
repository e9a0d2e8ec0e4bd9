/**
 * A card order's return refunded through the real payment sandbox (issue 20; decision 0052): staff's refund puts
 * the request in REFUNDING, the `return.refund` job asks the gateway for a REFUND of exactly the return's amount
 * (a part of what was captured), and the request ends REFUNDED with its ledger row, the customer's refund on the
 * order and the credit note.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, OCC } from "../account/account-test-support.js";
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

it("refunds the returned units' amount to the card, to the fil", async () => {
  const customer = await signedInCustomer(w, "Nadia");
  const cartId = await cardCart(w, customer, 3);
  const gatewayOrderId = `${await codeOf(w, customer, cartId)}-1`;
  const body = await authenticateNewCard(w, customer, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });
  const order = orderOf(await processPayment(w, customer, cartId, body));
  const code = order.code!;
  // 3 cups × 12.50 = 37.50, delivery 15.00: 52.50 authorised, captured when the consignment ships.
  expect(order.totalPrice?.value).toBe(52.5);
  const fulfilment = await staffAuthHeader(w, "fulfilment");
  const support = await staffAuthHeader(w, "support");
  await deliverOrder(w, fulfilment, code);
  const payment = async () =>
    (
      await w.db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, Number(code)))
    )[0]!;
  expect((await until(payment, (row) => row.status === "CAPTURED")).capturedFils).toBe(5_250);

  // One cup back: 37.50 − 25.00 = 12.50, of which VAT 0.60.
  const created = await returnCall(w, customer, "POST", "", returnBody(code, [0, 1]));
  expect(created.statusCode, created.body).toBe(201);
  const { rma } = created.json();
  expect(created.json()).toMatchObject({ totalRefundAmount: { value: 12.5 }, totalTax: { value: 0.6 } });
  expect((await staffCall(w, support, `/${rma}/approve`, {})).statusCode).toBe(200);
  const received = await staffCall(w, fulfilment, `/${rma}/receive`, {
    entries: [{ entryNumber: 0, restockable: true }],
  });
  expect(received.statusCode, received.body).toBe(200);
  const refunding = await staffCall(w, support, `/${rma}/refund`, {});
  expect(refunding.statusCode, refunding.body).toBe(200);
  expect(["REFUNDING", "REFUNDED"]).toContain(refunding.json().status);

  const seen = await until(
    async () => (await returnCall(w, customer, "GET", `/${rma}`)).json(),
    (json) => json.status === "REFUNDED",
  );
  expect(seen).toMatchObject({
    status: "REFUNDED",
    refundMethod: "CARD",
    creditNote: { invoiceId: expect.any(String) },
  });
  const held = await gatewayOrder(w, gatewayOrderId);
  expect(held).toMatchObject({ totalCapturedAmount: 52.5, totalRefundedAmount: 12.5 });
  expect(await payment()).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedFils: 1_250 });
  const ledger = await w.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.transactionId, `return-${returnIdOf(rma)}-1`));
  expect(ledger).toMatchObject([{ type: "REFUND", amountFils: 1_250, result: "SUCCESS" }]);
  const orderSeen = await w.app.inject({
    url: `${OCC}/users/current/orders/${code}`,
    headers: bearer(customer.token!),
  });
  expect(orderSeen.json().refunds).toEqual([
    expect.objectContaining({ amount: expect.objectContaining({ value: 12.5 }) }),
  ]);
  // A second refund of the same request is not a step the machine allows.
  expect((await staffCall(w, support, `/${rma}/refund`, {})).statusCode).toBe(400);
});
