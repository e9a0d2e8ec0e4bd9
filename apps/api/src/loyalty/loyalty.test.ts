/**
 * Loyalty points through the API (issue 21): the ledger's arithmetic (earned when the order is COMPLETED, taken back
 * for refunded returns, given back for a cancelled points order, staff adjustments, expiry), paying a whole order with
 * points after the SMS code, the refusals (nothing changed), concurrent spending, the member QR code and its verifier.
 * Expected numbers are worked out by hand in the comments, never by the code under test.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, TEST_NOW } from "../../test/fixtures.js";
import { bearer, codeIn, createCustomer, freshIp, latestMessage, OCC, sms } from "../account/account-test-support.js";
import { cartCall, GUEST, newGuestCart, signedIn, type Caller } from "../cart/cart-test-support.js";
import { auditLog } from "../staff/staff.tables.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";
import {
  add,
  checkOut,
  firstError,
  insertOrderFixtures,
  newCart,
  orderOf,
  placeOrder,
} from "../orders/order-test-support.js";
import { deliverOrder, returnBody, returnCall, staffCall } from "../returns/returns-test-support.js";
import { orders } from "../orders/orders.tables.js";
import { adjustPoints, expireLapsedPoints, pointsBalance, spendPointsOnOrder } from "./loyalty-ledger.js";
import { DEFAULT_LOYALTY_RULES } from "./loyalty-rules.js";
import type { Database } from "../db/client.js";

let t: TestApp;
let clock = TEST_NOW;
let support: Record<string, string>;
let fulfilment: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures, now: () => clock });
  support = await staffAuthHeader(t, "support");
  fulfilment = await staffAuthHeader(t, "fulfilment");
});
afterAll(() => t.close());

interface Member extends Caller {
  phoneNumber: string;
  customerId: string;
  uid: string;
}

async function member(firstName: string): Promise<Member> {
  const registered = await createCustomer(t, { firstName });
  const caller = await signedIn(t, registered);
  const me = (await t.app.inject({ url: `${OCC}/users/current`, headers: bearer(caller.token!) })).json();
  return { ...caller, phoneNumber: registered.phoneNumber, customerId: me.customerId, uid: me.uid };
}

const loyaltyUrl = (caller: Caller, rest = "", query = "") =>
  `${OCC}/users/${caller.userId}/redemption/loyalty-point${rest}${query ? `?${query}` : ""}`;

async function summary(caller: Caller) {
  const response = await t.app.inject({ url: loyaltyUrl(caller), headers: bearer(caller.token!) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { points: number; value: number };
}

async function history(caller: Caller, query = "") {
  const response = await t.app.inject({ url: loyaltyUrl(caller, "/histories", query), headers: bearer(caller.token!) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const adjust = (customer: Member, points: number, reason = "Goodwill for a late delivery", staff = support) =>
  t.app.inject({
    method: "POST",
    url: `/admin/v1/customers/${customer.customerId}/loyalty/adjustments`,
    headers: staff,
    payload: { points, reason },
  });

const redeem = (caller: Caller, cartId: string, totalRedeemValue: number) =>
  cartCall(t, caller, "PUT", `/${cartId}/redemption/value`, { payload: { totalRedeemValue } });

const payWithPoints = (caller: Caller, cartId: string, totalRedeemValue: number) =>
  cartCall(t, caller, "PUT", `/${cartId}/paymentmode`, {
    payload: { paymentMode: "loyalty-point", redemption: { choices: "all", totalRedeemValue } },
  });

/** Four cups (4 × 12.50 = 50.00) delivered to Dubai Marina (15.00): 65.00, checked out for cash. */
async function fourCupsCheckedOut(customer: Member): Promise<string> {
  const cartId = await newCart(t, customer);
  await add(t, customer, cartId, CODES.cup, 4);
  await checkOut(t, customer, cartId);
  return cartId;
}

describe("earning and taking back", () => {
  it("earns 1 point per AED of goods without VAT when the order is COMPLETED, and takes back a refunded return's share", async () => {
    const amal = await member("Amal");
    const code = orderOf(await placeOrder(t, amal, await fourCupsCheckedOut(amal))).code;
    expect(await summary(amal)).toMatchObject({ points: 0, value: 0 });

    await deliverOrder(t, fulfilment, code);
    // Goods 50.00 with VAT → 47.61 without → 47 points (delivery 15.00 earns nothing); 100 points = AED 1.
    expect(await summary(amal)).toMatchObject({ points: 47, value: 0.47, currency: "AED" });
    const earned = await history(amal);
    expect(earned.results).toEqual([
      {
        transactionId: expect.stringMatching(/^\d{8}$/),
        source: `Earned on order ${code}`,
        kind: "earned",
        orderCode: code,
        date: "2025-06-15T08:00:00.000Z",
        expireDate: "2026-06-15T08:00:00.000Z",
        balanceUpdate: { points: 47, value: 0.47 },
      },
    ]);
    expect((await history(amal, "lang=ar")).results[0].source).toBe(`مكتسبة من الطلب ${code}`);

    // Two cups back: 25.00 refunded → 23.80 without VAT → 23 points taken back.
    const { rma } = (await returnCall(t, amal, "POST", "", returnBody(code, [0, 2]))).json();
    expect((await staffCall(t, support, `/${rma}/approve`, {})).statusCode).toBe(200);
    const received = await staffCall(t, fulfilment, `/${rma}/receive`, {
      entries: [{ entryNumber: 0, restockable: true }],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect((await staffCall(t, support, `/${rma}/refund`, {})).statusCode).toBe(200);
    expect(await summary(amal)).toMatchObject({ points: 24, value: 0.24 });
    const after = await history(amal);
    expect(after.results[0]).toMatchObject({
      kind: "reverted",
      source: `Taken back for returned items of order ${code}`,
      balanceUpdate: { points: -23, value: -0.23 },
    });
    expect(after.pagination).toEqual({ currentPage: 0, pageSize: 5, totalPages: 1, totalResults: 2, sort: "byDate" });
  });
});

describe("staff adjustments", () => {
  it("adds and removes points with an audit row, never below zero, for support and the owner only", async () => {
    const basma = await member("Basma");
    const added = await adjust(basma, 1_250);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ points: 1_250, value: 12.5 });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "loyalty.adjust"), eq(auditLog.targetId, basma.customerId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toEqual({ points: 1_250, reason: "Goodwill for a late delivery", balance: 1_250 });

    const below = await adjust(basma, -1_251);
    expect(below.statusCode).toBe(400);
    expect(firstError(below).reason).toBe("belowZero");
    expect((await adjust(basma, 100, "Warehouse cannot", fulfilment)).statusCode).toBe(403);
    expect((await adjust(basma, 0)).statusCode).toBe(400);
    expect((await adjust(basma, -250, "Duplicate goodwill")).json()).toEqual({ points: 1_000, value: 10 });
    expect(await summary(basma)).toMatchObject({ points: 1_000 });
    const entries = await history(basma, "sort=byTransaction&asc=true");
    expect(entries.results.map((entry: { balanceUpdate: { points: number } }) => entry.balanceUpdate.points)).toEqual([
      1_250, -250,
    ]);
    expect(entries.sorts).toEqual([
      { code: "byDate", selected: false },
      { code: "byTransaction", selected: true },
    ]);
  });
});

describe("paying with points at checkout", () => {
  it("refuses bad amounts and guests, changing nothing", async () => {
    const dana = await member("Dana");
    await adjust(dana, 10_000);
    const cartId = await fourCupsCheckedOut(dana);
    const refusals: [number, string][] = [
      [-1, "invalidAmount"],
      [1.234, "invalidAmount"],
      [100.01, "insufficientPoints"], // the points are worth AED 100.00
      [65.01, "exceedsTotal"], // the cart is AED 65.00
    ];
    for (const [amount, reason] of refusals) {
      const refused = await redeem(dana, cartId, amount);
      expect(refused.statusCode, `${amount}: ${refused.body}`).toBe(400);
      expect(firstError(refused).reason).toBe(reason);
    }
    const summaryOfCart = await t.app.inject({
      url: loyaltyUrl(dana, "", `cartId=${cartId}`),
      headers: bearer(dana.token!),
    });
    expect(summaryOfCart.json()).toEqual({
      points: 10_000,
      value: 100,
      currency: "AED",
      total: 65,
      redeemableValue: 65,
      totalRedeemValue: 0,
      choices: null,
    });
    const partial = await redeem(dana, cartId, 12.34);
    expect(partial.json()).toMatchObject({ totalRedeemValue: 12.34, choices: "partial" });
    // Cash resets the loyalty choice (checkout spec §4.1).
    await checkOut(t, dana, cartId);
    expect((await redeem(dana, cartId, 0)).json()).toMatchObject({ totalRedeemValue: 0, choices: null });

    const guestCart = await newGuestCart(t);
    const guest = await redeem(GUEST, guestCart, 1);
    expect(guest.statusCode).toBe(403);
    const guestMode = await payWithPoints(GUEST, guestCart, 1);
    expect(guestMode.statusCode).toBe(403);
    expect((await t.app.inject({ url: loyaltyUrl(GUEST) })).statusCode).toBeGreaterThanOrEqual(400);
  });

  it("places an order wholly paid with points only after the SMS code, once per code, and gives the points back when it is cancelled", async () => {
    const emad = await member("Emad");
    await adjust(emad, 10_000);
    const cartId = await fourCupsCheckedOut(emad);
    const short = await payWithPoints(emad, cartId, 60);
    expect(short.statusCode, short.body).toBe(200);
    expect(firstError(await placeOrder(t, emad, cartId)).reason).toBe("notCovered");
    expect((await payWithPoints(emad, cartId, 65)).statusCode).toBe(200);

    const unverified = await placeOrder(t, emad, cartId);
    expect(unverified.statusCode).toBe(400);
    expect(firstError(unverified)).toMatchObject({ type: "SmsVerificationError", reason: "notVerified" });
    expect(await summary(emad)).toMatchObject({ points: 10_000 });

    const ip = freshIp();
    expect(
      (await sms(t, "submit", { phoneNumber: emad.phoneNumber, pageName: "CHECKOUT" }, ip)).json().statusCode,
    ).toBe("SUBMISSION_OK");
    const smsCode = codeIn((await latestMessage(t, emad.phoneNumber)).body);
    const verified = await sms(
      t,
      "verify",
      { phoneNumber: emad.phoneNumber, pageName: "CHECKOUT", oneTimePassword: smsCode },
      ip,
    );
    expect(verified.json().statusCode).toBe("VERIFY_VALID_OTP");
    const placed = await placeOrder(t, emad, cartId);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderOf(placed);
    expect(order.paymentMode?.code).toBe("loyalty-point");
    expect(order.totalPrice?.value).toBe(65);
    // 65.00 = 6,500 points.
    expect(await summary(emad)).toMatchObject({ points: 3_500, value: 35 });
    expect((await history(emad)).results[0]).toMatchObject({
      kind: "redeemed",
      orderCode: order.code,
      source: `Spent on order ${order.code}`,
      balanceUpdate: { points: -6_500, value: -65 },
    });

    // The same code again is refused, and the next points order needs a new verification.
    const replayed = await sms(
      t,
      "verify",
      { phoneNumber: emad.phoneNumber, pageName: "CHECKOUT", oneTimePassword: smsCode },
      ip,
    );
    expect(replayed.json().statusCode).toBe("VERIFY_USED_OTP");
    const next = await newCart(t, emad);
    await add(t, emad, next, CODES.cup, 1);
    await checkOut(t, emad, next);
    expect((await payWithPoints(emad, next, 27.5)).statusCode).toBe(200); // 12.50 + 15.00 delivery
    expect(firstError(await placeOrder(t, emad, next)).reason).toBe("notVerified");
    expect(await summary(emad)).toMatchObject({ points: 3_500 });

    const cancelled = await t.app.inject({
      method: "POST",
      url: `${OCC}/users/current/orders/${order.code}/cancellation`,
      headers: bearer(emad.token!),
      payload: { cancellationRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 4 }] },
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    expect(await summary(emad)).toMatchObject({ points: 10_000 });
    expect((await history(emad)).results[0]).toMatchObject({
      kind: "reverted",
      source: `Returned from order ${order.code}`,
      balanceUpdate: { points: 6_500, value: 65 },
    });
  });
});

describe("concurrent spending", () => {
  it("two orders spending the same points at once: one wins, the balance never goes below zero", async () => {
    const ghada = await member("Ghada");
    await adjust(ghada, 8_000);
    const codes: number[] = [];
    for (let i = 0; i < 2; i++) {
      const cartId = await newCart(t, ghada);
      await add(t, ghada, cartId, CODES.cup, 1);
      await checkOut(t, ghada, cartId);
      codes.push(Number(orderOf(await placeOrder(t, ghada, cartId)).code));
    }
    const spend = (orderId: number) =>
      t.db.transaction((tx) =>
        spendPointsOnOrder(tx as unknown as Database, DEFAULT_LOYALTY_RULES, {
          customerUid: ghada.uid,
          orderId,
          fils: 6_000,
          at: TEST_NOW,
        }),
      );
    const outcomes = await Promise.allSettled(codes.map(spend));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason.errors[0].reason).toBe("insufficientPoints");
    expect(await pointsBalance(t.db, ghada.uid)).toBe(2_000);
    expect(await t.db.select().from(orders).where(eq(orders.customerUid, ghada.uid))).toHaveLength(2);
  });
});

describe("expiry", () => {
  it("expires what is left of points older than 12 months, oldest spent first, once", async () => {
    const hala = await member("Hala");
    const rules = DEFAULT_LOYALTY_RULES;
    const at = (iso: string) => new Date(iso);
    await t.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      await adjustPoints(db, rules, {
        customerUid: hala.uid,
        points: 300,
        reason: "old",
        at: at("2025-01-01T00:00:00Z"),
      });
      await adjustPoints(db, rules, {
        customerUid: hala.uid,
        points: 200,
        reason: "new",
        at: at("2025-09-01T00:00:00Z"),
      });
      await adjustPoints(db, rules, {
        customerUid: hala.uid,
        points: -100,
        reason: "spent",
        at: at("2025-10-01T00:00:00Z"),
      });
    });
    // 2026-01-02: the 300 of January lapsed; 100 of them were spent → 200 expire, 200 remain.
    expect((await expireLapsedPoints(t.db, at("2026-01-02T00:00:00Z"))).get(hala.uid)).toBe(200);
    expect(await pointsBalance(t.db, hala.uid)).toBe(200);
    expect((await expireLapsedPoints(t.db, at("2026-01-03T00:00:00Z"))).get(hala.uid)).toBeUndefined();
    // 2026-09-02: September's 200 lapse too.
    expect((await expireLapsedPoints(t.db, at("2026-09-02T00:00:00Z"))).get(hala.uid)).toBe(200);
    expect(await pointsBalance(t.db, hala.uid)).toBe(0);
    expect((await history(hala)).results[0]).toMatchObject({
      kind: "expired",
      source: "Expired",
      balanceUpdate: { points: -200 },
    });
  });
});

describe("member QR code", () => {
  it("answers a PNG of a signed token the cashier's verifier accepts; altered, expired or another member's tokens are refused", async () => {
    const iman = await member("Iman");
    const other = await member("Jamila");
    await adjust(iman, 500);
    const response = await t.app.inject({ url: loyaltyUrl(iman, "/qr-code"), headers: bearer(iman.token!) });
    expect(response.statusCode, response.body).toBe(200);
    const qr = response.json();
    expect(Buffer.from(qr.encryptedQRCode, "base64").subarray(1, 4).toString()).toBe("PNG");
    expect(qr.memberNumber).toBe(iman.customerId);
    expect(qr.expiresAt).toBe("2025-06-15T08:15:00.000Z");

    const verify = (token: string, memberNumber?: string, staff = support) =>
      t.app.inject({
        method: "POST",
        url: "/admin/v1/loyalty/qr-code/verify",
        headers: staff,
        payload: { token, ...(memberNumber ? { memberNumber } : {}) },
      });
    const accepted = await verify(qr.token, undefined, fulfilment);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ memberNumber: iman.customerId, firstName: "Iman", points: 500, value: 5 });

    const last = qr.token.at(-1) === "A" ? "B" : "A";
    const altered = await verify(`${qr.token.slice(0, -1)}${last}`);
    expect(altered.statusCode).toBe(400);
    expect(firstError(altered).type).toBe("LoyaltyQrCodeError");
    const renamed = qr.token.split(".");
    renamed[1] = Buffer.from(other.customerId).toString("base64url");
    expect((await verify(renamed.join("."))).statusCode).toBe(400);
    expect((await verify(qr.token, other.customerId)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: "POST", url: "/admin/v1/loyalty/qr-code/verify", payload: { token: qr.token } }))
        .statusCode,
    ).toBe(401);

    clock = new Date(TEST_NOW.getTime() + 16 * 60 * 1000);
    try {
      const expired = await verify(qr.token);
      expect(expired.statusCode).toBe(400);
      expect(firstError(expired).message).toContain("expired");
    } finally {
      clock = TEST_NOW;
    }
  });
});
