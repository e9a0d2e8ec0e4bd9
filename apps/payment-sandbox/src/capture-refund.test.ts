import { afterEach, describe, expect, it } from "vitest";
import {
  FRICTIONLESS,
  authenticate,
  authorize,
  moveMoney,
  newGateway,
  pay,
  rest,
  sessionWithCard,
  voidAuthorization,
  type Gateway,
} from "./gateway-test-support.js";

let gateway: Gateway;
afterEach(async () => {
  await gateway?.close();
});

/** An order with 105.00 authorised on a frictionless card. */
async function authorised(orderId: string, options: { now?: () => Date } = {}) {
  gateway = await newGateway(options);
  const sessionId = await sessionWithCard(gateway, FRICTIONLESS);
  await authenticate(gateway, orderId, sessionId);
  const answer = await authorize(gateway, orderId, sessionId);
  expect(answer.status).toBe(200);
  return { sessionId, answer };
}

async function orderOf(orderId: string) {
  return (await rest(gateway, "GET", `/order/${orderId}`)).body;
}

describe("AUTHORIZE", () => {
  it("reserves the amount without capturing it, once however often it is sent", async () => {
    const { sessionId, answer } = await authorised("00010-1");
    expect(answer.body).toMatchObject({
      result: "SUCCESS",
      response: { gatewayCode: "APPROVED" },
      transaction: { id: "authorize-1", type: "AUTHORIZATION", amount: 105, currency: "AED" },
      order: { status: "AUTHORIZED", totalAuthorizedAmount: 105, totalCapturedAmount: 0, totalRefundedAmount: 0 },
    });
    const again = await authorize(gateway, "00010-1", sessionId);
    expect(again.body.transaction.receipt).toBe(answer.body.transaction.receipt);
    // An authorised order takes no PAY on top.
    expect((await pay(gateway, "00010-1", sessionId, "pay-1")).status).toBe(400);
    expect(await orderOf("00010-1")).toMatchObject({ status: "AUTHORIZED", totalAuthorizedAmount: 105 });
  });
});

describe("CAPTURE", () => {
  it("captures part of the authorisation, then the rest, and never more than was authorised", async () => {
    await authorised("00011-1");
    const first = await moveMoney(gateway, "00011-1", "CAPTURE", "capture-1", "40.25");
    expect(first.body).toMatchObject({
      result: "SUCCESS",
      transaction: { id: "capture-1", type: "CAPTURE", amount: 40.25 },
      order: { status: "PARTIALLY_CAPTURED", totalAuthorizedAmount: 105, totalCapturedAmount: 40.25 },
    });
    // The same id again is the same capture, not a second one.
    const repeated = await moveMoney(gateway, "00011-1", "CAPTURE", "capture-1", "40.25");
    expect(repeated.body.transaction.receipt).toBe(first.body.transaction.receipt);
    const over = await moveMoney(gateway, "00011-1", "CAPTURE", "capture-2", "64.76");
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      result: "ERROR",
      error: {
        cause: "INVALID_REQUEST",
        explanation: "Requested capture amount exceeds the outstanding authorized amount (64.75)",
        field: "transaction.amount",
        validationType: "INVALID",
      },
    });
    expect((await moveMoney(gateway, "00011-1", "CAPTURE", "capture-2", "64.75")).body.result).toBe("SUCCESS");
    expect(await orderOf("00011-1")).toMatchObject({ status: "CAPTURED", totalCapturedAmount: 105 });
  });

  it("declines the capture of an authorisation that expired, and keeps that answer under its id", async () => {
    let now = new Date("2026-11-21T12:00:00Z");
    await authorised("00012-1", { now: () => now });
    now = new Date("2026-11-28T12:00:01Z");
    const late = await moveMoney(gateway, "00012-1", "CAPTURE", "capture-1", "105.00");
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({
      result: "FAILURE",
      response: { gatewayCode: "DECLINED" },
      transaction: { id: "capture-1", type: "CAPTURE" },
    });
    expect(await orderOf("00012-1")).toMatchObject({ status: "AUTHORIZED", totalCapturedAmount: 0 });
    const read = await rest(gateway, "GET", "/order/00012-1/transaction/capture-1");
    expect(read.body).toMatchObject({ result: "FAILURE", response: { gatewayCode: "DECLINED" } });
  });

  it("refuses a capture of an unknown order, of an order paid in full, and without an amount", async () => {
    const { sessionId } = await authorised("00013-1");
    const unknown = await moveMoney(gateway, "99999-1", "CAPTURE", "capture-1", "1.00");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ cause: "INVALID_REQUEST", field: "order.id" });
    const noAmount = await rest(gateway, "PUT", "/order/00013-1/transaction/capture-1", { apiOperation: "CAPTURE" });
    expect(noAmount.body.error).toMatchObject({ field: "transaction.amount", validationType: "MISSING" });
    // A PAY order has nothing left to capture.
    await authenticate(gateway, "00014-1", sessionId);
    expect((await pay(gateway, "00014-1", sessionId)).body.result).toBe("SUCCESS");
    const paid = await moveMoney(gateway, "00014-1", "CAPTURE", "capture-1", "1.00");
    expect(paid.status).toBe(400);
    // Reusing a capture's id for a refund is refused.
    await moveMoney(gateway, "00013-1", "CAPTURE", "capture-1", "5.00");
    const reused = await moveMoney(gateway, "00013-1", "REFUND", "capture-1", "5.00");
    expect(reused.body.error).toMatchObject({ field: "transaction.id" });
  });
});

describe("REFUND", () => {
  it("gives back captured money in several parts, never more than was captured", async () => {
    await authorised("00015-1");
    await moveMoney(gateway, "00015-1", "CAPTURE", "capture-1", "100.00");
    const first = await moveMoney(gateway, "00015-1", "REFUND", "refund-1", "30.10");
    expect(first.body).toMatchObject({
      result: "SUCCESS",
      transaction: { id: "refund-1", type: "REFUND", amount: 30.1 },
      order: { status: "PARTIALLY_REFUNDED", totalCapturedAmount: 100, totalRefundedAmount: 30.1 },
    });
    await moveMoney(gateway, "00015-1", "REFUND", "refund-1", "30.10");
    expect((await orderOf("00015-1")).totalRefundedAmount).toBe(30.1);
    const over = await moveMoney(gateway, "00015-1", "REFUND", "refund-2", "69.91");
    expect(over.status).toBe(400);
    expect(over.body.error).toEqual({
      cause: "INVALID_REQUEST",
      explanation: "Requested refund amount exceeds the captured amount not yet refunded (69.90)",
      field: "transaction.amount",
      validationType: "INVALID",
    });
    await moveMoney(gateway, "00015-1", "REFUND", "refund-2", "69.90");
    expect(await orderOf("00015-1")).toMatchObject({ status: "REFUNDED", totalRefundedAmount: 100 });
  });

  it("refuses a refund before anything was captured", async () => {
    await authorised("00016-1");
    const early = await moveMoney(gateway, "00016-1", "REFUND", "refund-1", "1.00");
    expect(early.status).toBe(400);
    expect(early.body.error).toMatchObject({ field: "transaction.amount" });
  });
});

describe("VOID", () => {
  it("cancels an uncaptured authorisation, after which nothing can be captured", async () => {
    await authorised("00017-1");
    const voided = await voidAuthorization(gateway, "00017-1");
    expect(voided.body).toMatchObject({
      result: "SUCCESS",
      transaction: { id: "void-1", type: "VOID_AUTHORIZATION", targetTransactionId: "authorize-1" },
      order: { status: "CANCELLED", totalAuthorizedAmount: 0, totalCapturedAmount: 0 },
    });
    expect((await voidAuthorization(gateway, "00017-1")).body.transaction.receipt).toBe(
      voided.body.transaction.receipt,
    );
    expect((await moveMoney(gateway, "00017-1", "CAPTURE", "capture-1", "1.00")).status).toBe(400);
    expect((await voidAuthorization(gateway, "00017-1", "void-2")).status).toBe(400);
  });

  it("refuses to void an authorisation once something was captured, or a transaction that is none", async () => {
    await authorised("00018-1");
    const wrongTarget = await voidAuthorization(gateway, "00018-1", "void-1", "auth-1");
    expect(wrongTarget.body.error).toMatchObject({ field: "transaction.targetTransactionId" });
    const noTarget = await rest(gateway, "PUT", "/order/00018-1/transaction/void-1", { apiOperation: "VOID" });
    expect(noTarget.body.error).toMatchObject({ field: "transaction.targetTransactionId", validationType: "MISSING" });
    await moveMoney(gateway, "00018-1", "CAPTURE", "capture-1", "10.00");
    const afterCapture = await voidAuthorization(gateway, "00018-1");
    expect(afterCapture.status).toBe(400);
    expect(afterCapture.body.error.explanation).toBe(
      "The authorization has been captured and can no longer be voided: refund instead",
    );
    expect(await orderOf("00018-1")).toMatchObject({ status: "PARTIALLY_CAPTURED", totalCapturedAmount: 10 });
  });
});
