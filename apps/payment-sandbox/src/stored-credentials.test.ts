/**
 * Stored credentials (README "Merchant-initiated payments"): a saved card's agreement is established by a
 * customer-initiated VERIFY, then the shop charges it without its holder (AUTHORIZE with transaction.source
 * MERCHANT); the stored-credential test cards pass the first and decline the second.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { SandboxCard } from "./app.js";
import { FRICTIONLESS, moveMoney, newGateway, rest, sessionWithCard, type Gateway } from "./gateway-test-support.js";

let gateway: Gateway;
afterEach(async () => {
  await gateway?.close();
});

/** The card saved as a token (POST /token from a session the hosted fields filled). */
async function tokenOf(card: SandboxCard): Promise<string> {
  const sessionId = await sessionWithCard(gateway, card);
  const created = await rest(gateway, "POST", "/token", { session: { id: sessionId } });
  expect(created.status).toBe(201);
  return created.body.token as string;
}

/** The customer-initiated VERIFY that stores the credential under `agreementId`. */
function establish(token: string, agreementId: string, orderId = `${agreementId}-v`) {
  return rest(gateway, "PUT", `/order/${orderId}/transaction/verify-1`, {
    apiOperation: "VERIFY",
    sourceOfFunds: { type: "CARD", token, provided: { card: { storedOnFile: "TO_BE_STORED" } } },
    agreement: { id: agreementId, type: "RECURRING" },
    order: { currency: "AED" },
    transaction: { source: "INTERNET" },
  });
}

/** The merchant-initiated AUTHORIZE of `amount` against the stored card. */
function chargeStored(token: string, agreementId: string, orderId: string, amount = "42.50", extra: object = {}) {
  return rest(gateway, "PUT", `/order/${orderId}/transaction/authorize-1`, {
    apiOperation: "AUTHORIZE",
    sourceOfFunds: { type: "CARD", token, provided: { card: { storedOnFile: "STORED" } } },
    agreement: { id: agreementId, type: "RECURRING" },
    order: { amount, currency: "AED", reference: orderId },
    transaction: { source: "MERCHANT", reference: orderId },
    ...extra,
  });
}

describe("merchant-initiated payments with a stored card", () => {
  it("charges a stored card once its holder established the agreement, once however often it is sent", async () => {
    gateway = await newGateway();
    const token = await tokenOf(FRICTIONLESS);
    const verified = await establish(token, "agr-1");
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      result: "SUCCESS",
      response: { gatewayCode: "APPROVED" },
      transaction: { id: "verify-1", type: "VERIFICATION", source: "INTERNET", storedOnFile: "TO_BE_STORED" },
      order: { status: "VERIFIED", totalAuthorizedAmount: 0 },
    });

    const charged = await chargeStored(token, "agr-1", "R00000001-20261201");
    expect(charged.status).toBe(200);
    expect(charged.body).toMatchObject({
      result: "SUCCESS",
      response: { gatewayCode: "APPROVED" },
      agreement: { id: "agr-1" },
      transaction: { type: "AUTHORIZATION", source: "MERCHANT", storedOnFile: "STORED", amount: 42.5 },
      order: { status: "AUTHORIZED", totalAuthorizedAmount: 42.5, totalCapturedAmount: 0 },
    });
    const again = await chargeStored(token, "agr-1", "R00000001-20261201");
    expect(again.body.transaction.receipt).toBe(charged.body.transaction.receipt);
    // The authorisation is captured later like any other (the order ships).
    const captured = await moveMoney(gateway, "R00000001-20261201", "CAPTURE", "capture-1", "42.50");
    expect(captured.body).toMatchObject({ result: "SUCCESS", order: { status: "CAPTURED" } });
  });

  it("refuses a merchant-initiated charge whose agreement no customer-initiated transaction established", async () => {
    gateway = await newGateway();
    const token = await tokenOf(FRICTIONLESS);
    const refused = await chargeStored(token, "agr-never", "R00000002-20261201");
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ result: "ERROR", error: { cause: "INVALID_REQUEST", field: "agreement.id" } });
    // An agreement established on another card does not cover this one.
    const other = await tokenOf({ ...FRICTIONLESS, number: "4012000033330026" });
    expect((await establish(other, "agr-other")).status).toBe(200);
    expect((await chargeStored(token, "agr-other", "R00000002-20261202")).status).toBe(400);
    expect((await rest(gateway, "GET", "/order/R00000002-20261201")).status).toBe(404);
  });

  it("needs the stored card's token and STORED, and takes no payer session", async () => {
    gateway = await newGateway();
    const token = await tokenOf(FRICTIONLESS);
    await establish(token, "agr-3");
    const noStored = await rest(gateway, "PUT", "/order/R3-a/transaction/authorize-1", {
      apiOperation: "AUTHORIZE",
      sourceOfFunds: { token },
      agreement: { id: "agr-3" },
      order: { amount: "10.00", currency: "AED" },
      transaction: { source: "MERCHANT" },
    });
    expect(noStored.status).toBe(400);
    expect(noStored.body.error.field).toBe("sourceOfFunds.provided.card.storedOnFile");
    const sessionId = await sessionWithCard(gateway, FRICTIONLESS);
    const withSession = await chargeStored(token, "agr-3", "R3-b", "10.00", { session: { id: sessionId } });
    expect(withSession.status).toBe(400);
    expect(withSession.body.error.field).toBe("session.id");
    const unknownToken = await chargeStored("9000000000000000", "agr-3", "R3-c");
    expect(unknownToken.status).toBe(400);
  });

  it.each([
    ["5111111111111118", "INSUFFICIENT_FUNDS"],
    ["4111111111111111", "DECLINED"],
  ])(
    "the stored-credential test card %s is verified, then its merchant-initiated charge answers %s",
    async (number, code) => {
      gateway = await newGateway();
      const token = await tokenOf({ ...FRICTIONLESS, number });
      const verified = await establish(token, "agr-mit");
      expect(verified.body).toMatchObject({ result: "SUCCESS", response: { gatewayCode: "APPROVED" } });
      const declined = await chargeStored(token, "agr-mit", "R4-1");
      expect(declined.status).toBe(200);
      expect(declined.body).toMatchObject({
        result: "FAILURE",
        response: { gatewayCode: code },
        transaction: { source: "MERCHANT" },
        order: { status: "FAILED", totalAuthorizedAmount: 0 },
      });
    },
  );

  it("does not establish an agreement with a VERIFY the issuer declined", async () => {
    gateway = await newGateway();
    const token = await tokenOf({ ...FRICTIONLESS, nameOnCard: "DECLINED" });
    const verified = await establish(token, "agr-5");
    expect(verified.body).toMatchObject({ result: "FAILURE", response: { gatewayCode: "DECLINED" } });
    expect((await chargeStored(token, "agr-5", "R5-1")).status).toBe(400);
  });

  it("keeps the agreements with the tokens in the token file across a restart", async () => {
    const { mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const tokenFile = join(mkdtempSync(join(tmpdir(), "sandbox-mit-")), "tokens.json");
    gateway = await newGateway({ tokenFile });
    const token = await tokenOf(FRICTIONLESS);
    await establish(token, "agr-6");
    await gateway.close();
    gateway = await newGateway({ tokenFile });
    expect((await chargeStored(token, "agr-6", "R6-1")).body).toMatchObject({ result: "SUCCESS" });
  });
});
