/**
 * Loyalty points and a card paying one order (issue 21, decision 0065), against the real payment sandbox: the card
 * is authorised, captured and refunded for the rest only, the points are spent in the order's transaction after the
 * CHECKOUT SMS code, a refused card gives them back, the tax invoice lists both parts under the whole order's total,
 * and cancellations split what they give back between points and card in the share each paid. Every expected number
 * is worked out by hand in the comments.
 *
 * The basket throughout: 4 cups × 12.50 = 50.00 of goods + 15.00 delivery to Dubai Marina = 65.00 (6,500 fils);
 * 100 points are worth AED 1 (a point is a fil). The customer redeems 20.00 (2,000 points): the card pays 45.00.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { bearer, codeIn, createCustomer, freshIp, latestMessage, OCC, sms } from "../account/account-test-support.js";
import { cartCall, signedIn, type Caller } from "../cart/cart-test-support.js";
import { JobRunner } from "../jobs/job-runner.js";
import { add, checkOut, firstError, newCart, orderOf } from "../orders/order-test-support.js";
import { orderCancellations, orderPayments, orders } from "../orders/orders.tables.js";
import { MastercardGateway } from "../payment/mastercard-gateway.js";
import { enqueueCapture, PaymentSettlement } from "../payment/payment-settlement.js";
import {
  authenticateNewCard,
  authInit,
  CARDS,
  codeOf,
  createPaymentWorld,
  enterCard,
  addPaymentDetails,
  EXPIRY,
  gatewayOrder,
  newSession,
  processPayment,
  type PaymentWorld,
} from "../payment/payment-test-support.js";
import { TaxInvoiceDownload } from "@dukkan/occ/order";
import { invoiceCall, invoiceList, occGet } from "../invoices/invoices-test-support.js";
import { pdfText } from "../invoices/pdf-text.test-support.js";
import { adjustPoints, pointsBalance } from "./loyalty-ledger.js";
import { DEFAULT_LOYALTY_RULES } from "./loyalty-rules.js";
import { loyaltyEntries } from "./loyalty.tables.js";

const SILENT = { error: () => {}, warn: () => {}, info: () => {} };

let w: PaymentWorld;
let jobs: JobRunner;

beforeAll(async () => {
  w = await createPaymentWorld({ backgroundJobs: false });
  const gateway = new MastercardGateway(testConfig({ PAYMENT_GATEWAY_URL: w.gatewayUrl }).payment);
  jobs = new JobRunner({ db: w.db, logger: SILENT, now: () => new Date(), retryBaseMs: 1000 });
  new PaymentSettlement({ db: w.db, gateway, jobs, logger: SILENT }).registerJobs(jobs);
});
afterAll(() => w?.close());

interface Member extends Caller {
  uid: string;
  phoneNumber: string;
}

/** A new customer holding `points` (a staff adjustment), signed in. */
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

/** Four cups to Dubai Marina, the card chosen, then 20.00 of points on the cart (PUT …/redemption/value). */
async function fourCupsWithPoints(customer: Member, totalRedeemValue = 20): Promise<string> {
  const cartId = await newCart(w, customer);
  await add(w, customer, cartId, CODES.cup, 4);
  await checkOut(w, customer, cartId, "card");
  const redeemed = await cartCall(w, customer, "PUT", `/${cartId}/redemption/value`, {
    payload: { totalRedeemValue },
  });
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  expect(redeemed.json()).toMatchObject({ total: 65, totalRedeemValue });
  return cartId;
}

/** The checkout's SMS code for the customer's phone (pageName CHECKOUT), verified. */
async function verifyPhone(customer: Member): Promise<void> {
  const ip = freshIp();
  const query = { phoneNumber: customer.phoneNumber, pageName: "CHECKOUT" };
  expect((await sms(w, "submit", query, ip)).json().statusCode).toBe("SUBMISSION_OK");
  const oneTimePassword = codeIn((await latestMessage(w, customer.phoneNumber)).body);
  expect((await sms(w, "verify", { ...query, oneTimePassword }, ip)).json().statusCode).toBe("VERIFY_VALID_OTP");
}

const balance = (customer: Member) => pointsBalance(w.db, customer.uid);

async function orderRow(code: string) {
  const [row] = await w.db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(code)));
  return row!;
}

async function paymentOf(code: string) {
  const [row] = await w.db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, Number(code)));
  return row!;
}

/** What the gateway holds of an order, in fils. */
async function gatewayMoney(gatewayOrderId: string) {
  const held = await gatewayOrder(w, gatewayOrderId);
  return {
    status: held?.status,
    authorized: Math.round((held?.totalAuthorizedAmount ?? 0) * 100),
    captured: Math.round((held?.totalCapturedAmount ?? 0) * 100),
    refunded: Math.round((held?.totalRefundedAmount ?? 0) * 100),
  };
}

/** Runs the settlement jobs due now (the app's own runner is off in this file). */
async function runJobs() {
  for (let i = 0; i < 3; i++) await jobs.runDueJobs();
}

/** Places a points-and-card order on an approved frictionless card: answers its code and gateway order id. */
async function placePointsAndCardOrder(customer: Member) {
  const cartId = await fourCupsWithPoints(customer);
  const cartCode = await codeOf(w, customer, cartId);
  await verifyPhone(customer);
  const body = await authenticateNewCard(w, customer, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });
  const placed = await processPayment(w, customer, cartId, body);
  expect(placed.statusCode, placed.body).toBe(201);
  return { order: orderOf(placed), gatewayOrderId: `${cartCode}-1` };
}

function cancel(customer: Member, code: string, quantity: number) {
  return w.app.inject({
    method: "POST",
    url: `${OCC}/users/current/orders/${code}/cancellation`,
    headers: bearer(customer.token!),
    payload: { cancellationRequestEntryInputs: [{ orderEntryNumber: 0, quantity }] },
  });
}

describe("points and a card on one order", () => {
  it("charges the card only the rest (65.00 − 20.00 = 45.00) and spends 2,000 points in the order's transaction", async () => {
    const nour = await member("Nour", 5_000);
    const { order, gatewayOrderId } = await placePointsAndCardOrder(nour);

    expect(order.totalPrice?.value).toBe(65);
    expect(order.paymentMode?.code).toBe("card");
    expect(order.paymentParts).toEqual([
      {
        paymentMode: expect.objectContaining({ code: "loyalty-point" }),
        amount: expect.objectContaining({ value: 20 }),
      },
      { paymentMode: expect.objectContaining({ code: "card" }), amount: expect.objectContaining({ value: 45 }) },
    ]);
    // The gateway was asked for 45.00 and nothing more.
    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ status: "AUTHORIZED", authorized: 4_500 });
    expect(await paymentOf(order.code)).toMatchObject({
      amountFils: 4_500,
      authorizedFils: 4_500,
      status: "AUTHORIZED",
    });
    expect(await orderRow(order.code)).toMatchObject({ totalPriceFils: 6_500, loyaltyPaidFils: 2_000 });
    // 5,000 − 2,000 = 3,000 points left.
    expect(await balance(nour)).toBe(3_000);

    // Shipping captures the card's part only: 45.00, not 65.00.
    await enqueueCapture(jobs, w.db, Number(order.code));
    await runJobs();
    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ captured: 4_500 });
  });

  it("prints both parts under the tax invoice's total (20.00 points, 45.00 card), which keeps the VAT of 65.00", async () => {
    const hind = await member("Hind", 5_000);
    const { order } = await placePointsAndCardOrder(hind);
    const [invoice] = (await invoiceList(w, hind, order.code)).invoices;
    const { displayUrl } = TaxInvoiceDownload.parse((await invoiceCall(w, hind, order.code, "/tax/download")).json());
    const pdf = await occGet(w, hind, displayUrl);
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(invoice!.invoiceId);
    // Points are a means of payment, not a discount: no discount row, and the VAT is that of 65.00 (65.00 / 1.05 =
    // 61.90 net, 3.10 VAT). Under the total: 20.00 paid with points, 45.00 by card (each label also in Arabic).
    expect(text).not.toContain("Discounts");
    expect(text).toMatch(
      new RegExp(
        [
          "Total excluding VAT / [^\\d]+ 61\\.90",
          "VAT 5% / [^\\d]+ 5 [^\\d]+ 3\\.10",
          "Total \\(AED, VAT included\\) / [^\\d]+ 65\\.00",
          "Paid with loyalty points / [^\\d]+ 20\\.00",
          "Paid by card / [^\\d]+ 45\\.00",
        ].join(" "),
      ),
    );
    // pdf.js reads the Arabic per word in visual order: "مدفوع بالبطاقة" comes out reversed.
    expect(text).toContain("بالبطاقة مدفوع 45.00");
  });

  it("refuses 3-D Secure before the SMS code, and a redemption the balance no longer holds, with nothing spent", async () => {
    const omar = await member("Omar", 2_500);
    const cartId = await fourCupsWithPoints(omar);
    const session = await newSession(w, omar, cartId);
    await enterCard(w, session, { ...CARDS.frictionless, ...EXPIRY.approved });
    expect((await addPaymentDetails(w, omar, cartId, { sessionID: session, saved: false })).statusCode).toBe(201);
    const unverified = await authInit(w, omar, cartId, { session, newPayment: true });
    expect(unverified.statusCode).toBe(400);
    expect(firstError(unverified)).toMatchObject({ type: "SmsVerificationError", reason: "notVerified" });

    // Spent elsewhere meanwhile: 2,500 − 1,000 = 1,500 points, less than the 2,000 on the cart.
    await w.db.transaction((tx) =>
      adjustPoints(tx, DEFAULT_LOYALTY_RULES, {
        customerUid: omar.uid,
        points: -1_000,
        reason: "Correction",
        at: new Date(),
      }),
    );
    await verifyPhone(omar);
    const short = await authInit(w, omar, cartId, { session, newPayment: true });
    expect(short.statusCode).toBe(400);
    expect(firstError(short).reason).toBe("insufficientPoints");
    expect(await balance(omar)).toBe(1_500);
  });

  it("gives every point back when the card is declined (no points lost)", async () => {
    const huda = await member("Huda", 3_000);
    const cartId = await fourCupsWithPoints(huda);
    await verifyPhone(huda);
    const body = await authenticateNewCard(w, huda, cartId, { ...CARDS.frictionless, ...EXPIRY.declined });
    const declined = await processPayment(w, huda, cartId, body);
    expect(declined.statusCode).toBe(400);
    expect(firstError(declined).type).toBe("PaymentError");

    // Spent 2,000 in the reservation, given back 2,000 when the card was declined: 3,000 again.
    expect(await balance(huda)).toBe(3_000);
    const entries = await w.db
      .select({ kind: loyaltyEntries.kind, points: loyaltyEntries.points })
      .from(loyaltyEntries)
      .where(eq(loyaltyEntries.customerUid, huda.uid))
      .orderBy(loyaltyEntries.id);
    expect(entries).toEqual([
      { kind: "adjusted", points: 3_000 },
      { kind: "redeemed", points: -2_000 },
      { kind: "reverted", points: 2_000 },
    ]);
  });
});

describe("cancelling a points-and-card order", () => {
  it("a cancelled cup goes back in the share each paid: 385 fils as points, 865 fils to the card", async () => {
    const rana = await member("Rana", 2_000);
    const { order, gatewayOrderId } = await placePointsAndCardOrder(rana);
    await enqueueCapture(jobs, w.db, Number(order.code));
    await runJobs();
    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ captured: 4_500 });
    expect(await balance(rana)).toBe(0);

    const cancelled = await cancel(rana, order.code, 1);
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    await runJobs();
    // One cup off: 3 × 12.50 + 15.00 = 52.50, so the order fell by 12.50 (1,250 fils). Points paid 2,000 of 6,500:
    // 1,250 × 2,000 / 6,500 = 384.6 → 385 fils back as 385 points; the card's part is 1,250 − 385 = 865 fils.
    const [cancellation] = await w.db
      .select()
      .from(orderCancellations)
      .where(eq(orderCancellations.orderId, Number(order.code)));
    expect(cancellation).toMatchObject({ amountFils: 1_250, loyaltyFils: 385 });
    expect(await balance(rana)).toBe(385);
    // The card had 4,500 captured and now owes 5,250 − (2,000 − 385) = 3,635: 865 goes back.
    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ captured: 4_500, refunded: 865 });
    expect(await orderRow(order.code)).toMatchObject({ totalPriceFils: 5_250, loyaltyPaidFils: 1_615 });
  });

  it("a partial cancellation before shipping lowers what the card is captured for: 3,635 fils", async () => {
    const sami = await member("Sami", 2_000);
    const { order, gatewayOrderId } = await placePointsAndCardOrder(sami);
    expect((await cancel(sami, order.code, 1)).statusCode).toBeLessThan(300);
    await runJobs();
    await enqueueCapture(jobs, w.db, Number(order.code));
    await runJobs();
    // As above: 5,250 left, points pay 2,000 − 385 = 1,615 of it, the card 3,635; nothing refunded.
    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ captured: 3_635, refunded: 0 });
    expect(await balance(sami)).toBe(385);
  });

  it("the whole order cancelled before shipping: the card's hold is voided and all 2,000 points come back", async () => {
    const lina = await member("Lina", 2_000);
    const { order, gatewayOrderId } = await placePointsAndCardOrder(lina);
    expect((await cancel(lina, order.code, 4)).statusCode).toBeLessThan(300);
    await runJobs();
    expect(await balance(lina)).toBe(2_000);
    expect(await gatewayMoney(gatewayOrderId)).toMatchObject({ captured: 0, refunded: 0 });
    expect((await paymentOf(order.code)).status).toBe("VOIDED");
    expect((await orderRow(order.code)).status).toBe("CANCELLED");
  });
});
