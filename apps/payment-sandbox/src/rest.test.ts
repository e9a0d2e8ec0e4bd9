import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  AUTHORIZATION,
  CHALLENGE,
  FRICTIONLESS,
  REST,
  authenticate,
  newGateway,
  newSession,
  pay,
  rest,
  sessionWithCard,
  type Gateway,
} from "./gateway-test-support.js";

let gateway: Gateway;
afterEach(async () => {
  await gateway?.close();
});

describe("REST authentication", () => {
  it("refuses calls without the merchant's API password, in the gateway's error shape", async () => {
    gateway = await newGateway();
    const anonymous = await gateway.inject({ method: "POST", url: `${REST}/session` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      result: "ERROR",
      error: { cause: "INVALID_REQUEST", explanation: "Invalid credentials." },
    });
    const wrongPassword = await gateway.inject({
      method: "POST",
      url: `${REST}/session`,
      headers: { authorization: `Basic ${Buffer.from("merchant.TESTDUKKAN:guess").toString("base64")}` },
    });
    expect(wrongPassword.statusCode).toBe(401);
    // The right credentials for another merchant's path.
    const otherMerchant = await gateway.inject({
      method: "POST",
      url: "/api/rest/version/100/merchant/OTHER/session",
      headers: { authorization: AUTHORIZATION },
    });
    expect(otherMerchant.statusCode).toBe(401);
  });
});

describe("sessions", () => {
  it("reports the masked card and the order of a session, never the security code", async () => {
    gateway = await newGateway();
    const sessionId = await sessionWithCard(gateway, CHALLENGE);
    const updated = await rest(gateway, "PUT", `/session/${sessionId}`, {
      order: { id: "00001-1", amount: 105, currency: "AED" },
    });
    expect(updated.status).toBe(200);
    const read = await rest(gateway, "GET", `/session/${sessionId}`);
    expect(read.body).toMatchObject({
      session: { id: sessionId, updateStatus: "SUCCESS" },
      order: { id: "00001-1", amount: 105, currency: "AED" },
      sourceOfFunds: {
        type: "CARD",
        provided: {
          card: {
            number: "512345xxxxxx0008",
            scheme: "MASTERCARD",
            expiry: { month: "01", year: "39" },
            nameOnCard: "Test Shopper",
          },
        },
      },
    });
    expect(JSON.stringify(read.body)).not.toMatch(/securityCode|5123450000000008|"123"/);
  });

  it("forgets expired sessions and, when full, the oldest ones", async () => {
    let now = new Date("2026-11-21T12:00:00Z");
    gateway = await newGateway({ now: () => now, limits: { maxSessions: 2, sessionLifetimeMs: 60_000 } });
    const first = await newSession(gateway);
    const second = await newSession(gateway);
    expect((await rest(gateway, "GET", `/session/${first}`)).status).toBe(200);
    await newSession(gateway);
    const evicted = await rest(gateway, "GET", `/session/${first}`);
    expect(evicted.status).toBe(400);
    expect(evicted.body.error).toMatchObject({ cause: "INVALID_REQUEST", field: "session.id" });
    now = new Date("2026-11-21T12:01:01Z");
    expect((await rest(gateway, "GET", `/session/${second}`)).status).toBe(400);
  });

  it("names the field in error of an invalid request", async () => {
    gateway = await newGateway();
    const sessionId = await newSession(gateway);
    const answer = await rest(gateway, "PUT", `/session/${sessionId}`, { order: { amount: "-3", currency: "AED" } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      result: "ERROR",
      error: { cause: "INVALID_REQUEST", field: "order.amount", validationType: "INVALID" },
    });
  });
});

describe("tokens", () => {
  it("keeps a card as a token that later sessions and payments can use", async () => {
    gateway = await newGateway();
    const sessionId = await sessionWithCard(gateway, FRICTIONLESS);
    const saved = await rest(gateway, "POST", "/token", {
      session: { id: sessionId },
      sourceOfFunds: { type: "CARD" },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      result: "SUCCESS",
      status: "VALID",
      sourceOfFunds: { provided: { card: { number: "222300xxxxxx0007", expiry: "0139", scheme: "MASTERCARD" } } },
    });
    const token = saved.body.token as string;
    // The same card again: the same token.
    const again = await rest(gateway, "POST", "/token", {
      session: { id: await sessionWithCard(gateway, FRICTIONLESS) },
    });
    expect(again.body.token).toBe(token);

    const cvvSession = await newSession(gateway);
    const withToken = await rest(gateway, "PUT", `/session/${cvvSession}`, { sourceOfFunds: { token } });
    expect(withToken.body.sourceOfFunds).toMatchObject({ token, provided: { card: { number: "222300xxxxxx0007" } } });
    await authenticate(gateway, "00002-1", cvvSession);
    expect((await pay(gateway, "00002-1", cvvSession)).body).toMatchObject({ result: "SUCCESS" });

    expect((await rest(gateway, "DELETE", `/token/${token}`)).status).toBe(200);
    expect((await rest(gateway, "GET", `/token/${token}`)).status).toBe(404);
    const unknown = await rest(gateway, "PUT", `/session/${cvvSession}`, { sourceOfFunds: { token } });
    expect(unknown.body.error).toMatchObject({ field: "sourceOfFunds.token" });
  });
});

describe("token file", () => {
  it("keeps tokens across a restart when given a file, and starts empty from an unreadable one", async () => {
    const tokenFile = join(mkdtempSync(join(tmpdir(), "payment-sandbox-")), "tokens.json");
    gateway = await newGateway({ tokenFile });
    const saved = await rest(gateway, "POST", "/token", { session: { id: await sessionWithCard(gateway, CHALLENGE) } });
    const token = saved.body.token as string;
    await gateway.close();

    gateway = await newGateway({ tokenFile });
    expect((await rest(gateway, "GET", `/token/${token}`)).body).toMatchObject({
      token,
      sourceOfFunds: { provided: { card: { number: "512345xxxxxx0008" } } },
    });
    await gateway.close();

    writeFileSync(tokenFile, "{ not json");
    gateway = await newGateway({ tokenFile });
    expect((await rest(gateway, "GET", `/token/${token}`)).status).toBe(404);
  });
});

describe("payments", () => {
  it("pays a frictionless card once, however often the same transaction is sent", async () => {
    gateway = await newGateway();
    const sessionId = await sessionWithCard(gateway, FRICTIONLESS);
    const authentication = await authenticate(gateway, "00003-1", sessionId);
    expect(authentication.body).toMatchObject({
      result: "SUCCESS",
      transaction: { id: "auth-1", authenticationStatus: "AUTHENTICATION_SUCCESSFUL" },
    });
    const first = await pay(gateway, "00003-1", sessionId);
    expect(first.body).toMatchObject({
      result: "SUCCESS",
      response: { gatewayCode: "APPROVED" },
      order: { id: "00003-1", status: "CAPTURED", totalCapturedAmount: 105 },
      transaction: { id: "pay-1", type: "PAYMENT", amount: 105, currency: "AED" },
    });
    const repeated = await pay(gateway, "00003-1", sessionId);
    expect(repeated.body.transaction.receipt).toBe(first.body.transaction.receipt);
    // Another transaction id cannot charge a paid order again.
    const second = await pay(gateway, "00003-1", sessionId, "pay-2");
    expect(second.status).toBe(400);
    const order = await rest(gateway, "GET", "/order/00003-1");
    expect(order.body).toMatchObject({ status: "CAPTURED", totalCapturedAmount: 105 });
    expect(order.body.transaction.map((txn: { transaction: { id: string } }) => txn.transaction.id)).toEqual([
      "auth-1",
      "pay-1",
    ]);
    const retrieved = await rest(gateway, "GET", "/order/00003-1/transaction/pay-1");
    expect(retrieved.body).toMatchObject({
      result: "SUCCESS",
      transaction: { receipt: first.body.transaction.receipt },
    });
  });

  it.each([
    ["01", "39", "SUCCESS", "APPROVED"],
    ["05", "39", "FAILURE", "DECLINED"],
    ["04", "27", "FAILURE", "EXPIRED_CARD"],
    ["08", "28", "FAILURE", "TIMED_OUT"],
    ["01", "37", "FAILURE", "ACQUIRER_SYSTEM_ERROR"],
    ["02", "37", "FAILURE", "UNSPECIFIED_FAILURE"],
    ["05", "37", "UNKNOWN", "UNKNOWN"],
    ["03", "39", "FAILURE", "INSUFFICIENT_FUNDS"],
    ["06", "31", "SUCCESS", "APPROVED"],
    ["01", "25", "FAILURE", "EXPIRED_CARD"],
  ])("answers PAY with expiry %s/%s: %s %s", async (expiryMonth, expiryYear, result, gatewayCode) => {
    gateway = await newGateway();
    const sessionId = await sessionWithCard(gateway, { ...FRICTIONLESS, expiryMonth, expiryYear });
    await authenticate(gateway, "00004-1", sessionId);
    const paid = await pay(gateway, "00004-1", sessionId);
    expect(paid.body).toMatchObject({ result, response: { gatewayCode } });
    // A failed payment leaves the order open for another attempt.
    if (result !== "SUCCESS") expect(paid.body.order.status).toBe("FAILED");
  });

  it.each([
    ["DECLINED", "FAILURE", "DECLINED"],
    ["insufficient funds", "FAILURE", "INSUFFICIENT_FUNDS"],
    ["Unknown", "UNKNOWN", "UNKNOWN"],
  ])(
    "answers PAY by the sandbox name on card %s (an approved expiry): %s %s",
    async (nameOnCard, result, gatewayCode) => {
      gateway = await newGateway();
      const sessionId = await sessionWithCard(gateway, {
        ...FRICTIONLESS,
        expiryMonth: "12",
        expiryYear: "30",
        nameOnCard,
      });
      await authenticate(gateway, "00004-1", sessionId);
      const paid = await pay(gateway, "00004-1", sessionId);
      expect(paid.body).toMatchObject({ result, response: { gatewayCode } });
    },
  );

  it("does not pay an order whose authentication is still waiting for the shopper", async () => {
    gateway = await newGateway();
    const sessionId = await sessionWithCard(gateway, CHALLENGE);
    const pending = await authenticate(gateway, "00005-1", sessionId);
    expect(pending.body).toMatchObject({
      result: "PENDING",
      transaction: { authenticationStatus: "AUTHENTICATION_PENDING" },
    });
    const paid = await pay(gateway, "00005-1", sessionId);
    expect(paid.body).toMatchObject({ result: "FAILURE", response: { gatewayCode: "AUTHENTICATION_IN_PROGRESS" } });
  });

  it("refuses what the gateway refuses", async () => {
    gateway = await newGateway();
    const empty = await newSession(gateway);
    const noCard = await rest(gateway, "PUT", "/order/00006-1/transaction/auth-1", {
      apiOperation: "INITIATE_AUTHENTICATION",
      session: { id: empty },
      order: { currency: "AED" },
    });
    expect(noCard.status).toBe(400);
    const sessionId = await sessionWithCard(gateway, FRICTIONLESS);
    const payerFirst = await rest(gateway, "PUT", "/order/00006-1/transaction/auth-1", {
      apiOperation: "AUTHENTICATE_PAYER",
      session: { id: sessionId },
      order: { amount: "1.00", currency: "AED" },
      authentication: { redirectResponseUrl: "http://shop.test/return" },
    });
    expect(payerFirst.status).toBe(400);
    await authenticate(gateway, "00006-1", sessionId);
    const reused = await rest(gateway, "PUT", "/order/00006-1/transaction/auth-1", {
      apiOperation: "PAY",
      session: { id: sessionId },
      order: { amount: "105.00", currency: "AED" },
    });
    expect(reused.body.error).toMatchObject({ cause: "INVALID_REQUEST", field: "transaction.id" });
    // A refused request leaves no order behind for a later RETRIEVE to find.
    const noAmount = await rest(gateway, "PUT", "/order/00007-1/transaction/pay-1", {
      apiOperation: "PAY",
      session: { id: sessionId },
      order: { currency: "AED" },
    });
    expect(noAmount.body.error).toMatchObject({ field: "order.amount", validationType: "MISSING" });
    expect((await rest(gateway, "GET", "/order/00007-1")).status).toBe(404);
    const unknownOrder = await rest(gateway, "GET", "/order/nothing-here");
    expect(unknownOrder.status).toBe(404);
    expect(unknownOrder.body).toMatchObject({ result: "ERROR", error: { cause: "INVALID_REQUEST" } });
    const badOperation = await rest(gateway, "PUT", "/order/00006-1/transaction/x-1", { apiOperation: "DISBURSEMENT" });
    expect(badOperation.body.error).toMatchObject({ field: "apiOperation" });
  });
});
