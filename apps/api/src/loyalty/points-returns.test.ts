/**
 * Returns of orders loyalty points paid (issue 21, decision 0065), against the real payment sandbox with the app's
 * own job runner: the refund goes back in the share each part paid — the points' part as points, the card's part
 * through the gateway — and an order paid with points only is refunded in points. Worked out by hand below.
 *
 * The basket: 4 cups × 12.50 = 50.00 of goods + 15.00 delivery to Dubai Marina = 65.00 (6,500 fils); 100 points
 * are worth AED 1 (a point is a fil). Two cups come back: 25.00 (2,500 fils) of goods is refunded.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CODES } from "../../test/fixtures.js";
import { codeIn, createCustomer, freshIp, latestMessage, sms } from "../account/account-test-support.js";
import { cartCall, signedIn, type Caller } from "../cart/cart-test-support.js";
import { add, checkOut, newCart, orderOf, placeOrder } from "../orders/order-test-support.js";
import { orderPayments } from "../orders/orders.tables.js";
import {
  authenticateNewCard,
  CARDS,
  codeOf,
  createPaymentWorld,
  EXPIRY,
  gatewayOrder,
  processPayment,
  type PaymentWorld,
} from "../payment/payment-test-support.js";
import { deliverOrder, returnBody, returnCall, staffCall } from "../returns/returns-test-support.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";
import { adjustPoints, pointsBalance } from "./loyalty-ledger.js";
import { DEFAULT_LOYALTY_RULES } from "./loyalty-rules.js";

let w: PaymentWorld;
let fulfilment: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  w = await createPaymentWorld();
  fulfilment = await staffAuthHeader(w, "fulfilment");
  support = await staffAuthHeader(w, "support");
});
afterAll(() => w?.close());

interface Member extends Caller {
  uid: string;
  phoneNumber: string;
}

async function member(firstName: string, points: number): Promise<Member> {
  const registered = await createCustomer(w, { firstName });
  const caller = await signedIn(w, registered);
  await w.db.transaction((tx) =>
    adjustPoints(tx, DEFAULT_LOYALTY_RULES, {
      customerUid: registered.email,
      points,
      reason: "Welcome points",
      at: new Date(),
    }),
  );
  return { ...caller, uid: registered.email, phoneNumber: registered.phoneNumber };
}

async function verifyPhone(customer: Member): Promise<void> {
  const ip = freshIp();
  const query = { phoneNumber: customer.phoneNumber, pageName: "CHECKOUT" };
  expect((await sms(w, "submit", query, ip)).json().statusCode).toBe("SUBMISSION_OK");
  const oneTimePassword = codeIn((await latestMessage(w, customer.phoneNumber)).body);
  expect((await sms(w, "verify", { ...query, oneTimePassword }, ip)).json().statusCode).toBe("VERIFY_VALID_OTP");
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 100 && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** Two cups of the delivered order back, approved and received: answers the rma. */
async function twoCupsReturned(customer: Member, code: string): Promise<string> {
  const created = await returnCall(w, customer, "POST", "", returnBody(code, [0, 2]));
  expect(created.statusCode, created.body).toBe(201);
  const { rma } = created.json();
  expect(created.json()).toMatchObject({ totalRefundAmount: { value: 25 } });
  expect((await staffCall(w, support, `/${rma}/approve`, {})).statusCode).toBe(200);
  const received = await staffCall(w, fulfilment, `/${rma}/receive`, {
    entries: [{ entryNumber: 0, restockable: true }],
  });
  expect(received.statusCode, received.body).toBe(200);
  return rma;
}

it("refunds a points-and-card order's return in the share each paid: 769 fils as points, 1,731 fils to the card", async () => {
  const maha = await member("Maha", 2_000);
  const cartId = await newCart(w, maha);
  await add(w, maha, cartId, CODES.cup, 4);
  await checkOut(w, maha, cartId, "card");
  const redeemed = await cartCall(w, maha, "PUT", `/${cartId}/redemption/value`, {
    payload: { totalRedeemValue: 20 },
  });
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  const gatewayOrderId = `${await codeOf(w, maha, cartId)}-1`;
  await verifyPhone(maha);
  const body = await authenticateNewCard(w, maha, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });
  const code = orderOf(await processPayment(w, maha, cartId, body)).code;
  expect(await pointsBalance(w.db, maha.uid)).toBe(0);

  await deliverOrder(w, fulfilment, code);
  const payment = async () =>
    (
      await w.db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, Number(code)))
    )[0]!;
  // The card's part, 65.00 − 20.00 = 45.00, is what shipping captured.
  expect((await until(payment, (row) => row.status === "CAPTURED")).capturedFils).toBe(4_500);
  // Completed: the goods the card paid, 50.00 − 20.00 = 30.00 → 28.57 without VAT → 28 points earned.
  expect(await pointsBalance(w.db, maha.uid)).toBe(28);

  const rma = await twoCupsReturned(maha, code);
  // 2,500 × 2,000 / 6,500 = 769.2 → 769 fils as points; 2,500 − 769 = 1,731 fils to the card, which holds 4,500.
  expect((await staffCall(w, support, `/${rma}`)).json().refundMethods).toEqual(["CARD"]);
  expect((await staffCall(w, support, `/${rma}/refund`, {})).statusCode).toBe(200);
  const seen = await until(
    async () => (await returnCall(w, maha, "GET", `/${rma}`)).json(),
    (json) => json.status === "REFUNDED",
  );
  expect(seen).toMatchObject({ status: "REFUNDED", refundMethod: "CARD" });
  expect(await gatewayOrder(w, gatewayOrderId)).toMatchObject({ totalCapturedAmount: 45, totalRefundedAmount: 17.31 });
  expect(await payment()).toMatchObject({ refundedFils: 1_731 });
  // 28 + 769 given back − the earned points of the card's part refunded: 1,731 → 16.48 without VAT → 16 points.
  expect(await pointsBalance(w.db, maha.uid)).toBe(28 + 769 - 16);
});

it("refunds a return of an order paid with points only in points (2,500 back), never in cash", async () => {
  const dalia = await member("Dalia", 10_000);
  const cartId = await newCart(w, dalia);
  await add(w, dalia, cartId, CODES.cup, 4);
  await checkOut(w, dalia, cartId);
  const chosen = await cartCall(w, dalia, "PUT", `/${cartId}/paymentmode`, {
    payload: { paymentMode: "loyalty-point", redemption: { choices: "all", totalRedeemValue: 65 } },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  await verifyPhone(dalia);
  const placed = await placeOrder(w, dalia, cartId);
  expect(placed.statusCode, placed.body).toBe(201);
  const code = orderOf(placed).code;
  // 10,000 − 6,500 = 3,500; the order earns nothing (points paid all of its goods).
  await deliverOrder(w, fulfilment, code);
  expect(await pointsBalance(w.db, dalia.uid)).toBe(3_500);

  const rma = await twoCupsReturned(dalia, code);
  expect((await staffCall(w, support, `/${rma}`)).json().refundMethods).toEqual(["POINTS"]);
  const cash = await staffCall(w, support, `/${rma}/refund`, { method: "CASH" });
  expect(cash.statusCode).toBe(400);
  expect(await pointsBalance(w.db, dalia.uid)).toBe(3_500);
  const refunded = await staffCall(w, support, `/${rma}/refund`, {});
  expect(refunded.statusCode, refunded.body).toBe(200);
  expect((await returnCall(w, dalia, "GET", `/${rma}`)).json()).toMatchObject({
    status: "REFUNDED",
    refundMethod: "POINTS",
  });
  // 3,500 + 2,500 = 6,000.
  expect(await pointsBalance(w.db, dalia.uid)).toBe(6_000);
});
