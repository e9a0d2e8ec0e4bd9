import { afterEach, describe, expect, it } from "vitest";
import {
  CHALLENGE,
  FRICTIONLESS,
  GATEWAY_ORIGIN,
  RETURN_URL,
  acsReference,
  authenticate,
  chooseOutcome,
  newGateway,
  pay,
  postedFields,
  rest,
  sessionWithCard,
  type Gateway,
} from "./gateway-test-support.js";

let gateway: Gateway;
afterEach(async () => {
  await gateway?.close();
});

describe("3-D Secure", () => {
  it("starts with the 3-DS method page in a hidden frame on the gateway's origin", async () => {
    gateway = await newGateway();
    const sessionId = await sessionWithCard(gateway, CHALLENGE);
    const initiated = await rest(gateway, "PUT", "/order/00010-1/transaction/auth-1", {
      apiOperation: "INITIATE_AUTHENTICATION",
      session: { id: sessionId },
      order: { currency: "AED" },
    });
    expect(initiated.body).toMatchObject({
      result: "SUCCESS",
      response: { gatewayCode: "AUTHENTICATION_IN_PROGRESS", gatewayRecommendation: "PROCEED" },
      order: { authenticationStatus: "AUTHENTICATION_AVAILABLE", status: "AUTHENTICATION_INITIATED" },
      transaction: { id: "auth-1", type: "AUTHENTICATION", authenticationStatus: "AUTHENTICATION_AVAILABLE" },
      authentication: { "3ds2": { methodCompleted: false } },
    });
    const html = initiated.body.authentication.redirect.html as string;
    expect(html).toContain(`action="${GATEWAY_ORIGIN}/acs/method" target="methodFrame"`);
    // The browser loads the method page: the issuer now knows it.
    const method = await gateway.inject({
      method: "POST",
      url: "/acs/method",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(postedFields(html)).toString(),
    });
    expect(method.statusCode).toBe(200);
    const retrieved = await rest(gateway, "GET", "/order/00010-1/transaction/auth-1");
    expect(retrieved.body.authentication["3ds2"].methodCompleted).toBe(true);
  });

  it("authenticates a frictionless card at once and sends the shopper back with the outcome", async () => {
    gateway = await newGateway();
    const payer = await authenticate(gateway, "00011-1", await sessionWithCard(gateway, FRICTIONLESS));
    expect(payer.body).toMatchObject({
      result: "SUCCESS",
      order: { status: "AUTHENTICATED", authenticationStatus: "AUTHENTICATION_SUCCESSFUL" },
      authentication: { payerInteraction: "NOT_REQUIRED" },
    });
    const html = payer.body.authentication.redirect.html as string;
    expect(html).toContain(`target="_top"`);
    expect(html).toContain(`action="${RETURN_URL.replace(/&/g, "&#38;")}"`);
    expect(postedFields(html)).toEqual({
      "order.id": "00011-1",
      "transaction.id": "auth-1",
      result: "SUCCESS",
      "response.gatewayRecommendation": "PROCEED",
      "response.gatewayCode": "APPROVED",
    });
  });

  it.each([
    ["successful", "AUTHENTICATION_SUCCESSFUL", "SUCCESS", "PROCEED", "APPROVED"],
    [
      "failed",
      "AUTHENTICATION_FAILED",
      "FAILURE",
      "RESUBMIT_WITH_ALTERNATIVE_PAYMENT_DETAILS",
      "AUTHENTICATION_FAILED",
    ],
    ["rejected", "AUTHENTICATION_REJECTED", "FAILURE", "DO_NOT_PROCEED", "AUTHENTICATION_FAILED"],
  ])(
    "lets the tester end a challenge as %s",
    async (outcome, authenticationStatus, result, recommendation, payCode) => {
      gateway = await newGateway();
      const sessionId = await sessionWithCard(gateway, CHALLENGE);
      const payer = await authenticate(gateway, "00012-1", sessionId);
      const html = payer.body.authentication.redirect.html as string;
      expect(html).toContain(`target="challengeFrame"`);
      const reference = acsReference(html);

      const challenge = await gateway.inject({ method: "POST", url: `/acs/challenge/${reference}`, payload: {} });
      expect(challenge.statusCode).toBe(200);
      expect(challenge.body).toContain("512345xxxxxx0008");
      expect(challenge.body).toContain("AED 105.00");
      for (const label of ["Successful", "Failed", "Rejected"]) expect(challenge.body).toContain(`>${label}<`);
      expect(challenge.body).toContain(`target="_top"`);

      const returned = await chooseOutcome(gateway, reference, outcome);
      expect(returned.headers["content-security-policy"]).toContain("form-action 'self' http://shop.test");
      expect(returned.body).toContain(`action="${RETURN_URL.replace(/&/g, "&#38;")}"`);
      expect(postedFields(returned.body)).toMatchObject({
        "order.id": "00012-1",
        "transaction.id": "auth-1",
        result,
        "response.gatewayRecommendation": recommendation,
      });
      const order = await rest(gateway, "GET", "/order/00012-1");
      expect(order.body.authenticationStatus).toBe(authenticationStatus);
      expect((await pay(gateway, "00012-1", sessionId)).body.response.gatewayCode).toBe(payCode);

      // The outcome is final: choosing again changes nothing.
      const other = outcome === "successful" ? "rejected" : "successful";
      expect(postedFields((await chooseOutcome(gateway, reference, other)).body).result).toBe(result);
    },
  );

  it("answers an unknown challenge with a page, not an error of the server", async () => {
    gateway = await newGateway();
    const unknown = await gateway.inject({ method: "GET", url: "/acs/challenge/not-a-reference" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("unknown or has expired");
  });
});
