import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { buildSandboxGateway, submitCard } from "./app.js";
import {
  CHALLENGE,
  FORM,
  GATEWAY_ORIGIN,
  fillSession,
  newGateway,
  newSession,
  rest,
  type Gateway,
} from "./gateway-test-support.js";

let gateway: Gateway;
afterEach(async () => {
  await gateway?.close();
});

describe("hosted session", () => {
  it("serves session.js bound to the gateway's origin and merchant", async () => {
    gateway = await newGateway();
    const script = await gateway.inject({ method: "GET", url: `${FORM}/session.js` });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("javascript");
    expect(script.body).toContain(
      `var GATEWAY = {"origin":"${GATEWAY_ORIGIN}","version":"100","merchantId":"TESTDUKKAN"};`,
    );
    // It runs, and offers the hosted session's calls.
    const window = { addEventListener: () => undefined } as { addEventListener: () => void; PaymentSession?: object };
    runInNewContext(script.body, { window });
    expect(Object.keys(window.PaymentSession ?? {}).sort()).toEqual([
      "configure",
      "onBlur",
      "onChange",
      "onFocus",
      "onValidityChange",
      "sandbox",
      "setFocus",
      "setPlaceHolderText",
      "updateSessionFromForm",
    ]);
    expect(
      (await gateway.inject({ method: "GET", url: "/form/version/100/merchant/OTHER/session.js" })).statusCode,
    ).toBe(404);
  });

  it("serves each hosted field as a page that may be framed but loads only the gateway's own code", async () => {
    gateway = await newGateway();
    const field = await gateway.inject({
      method: "GET",
      url: `${FORM}/field?role=number&frame=abc&origin=http://shop.test`,
    });
    expect(field.statusCode).toBe(200);
    expect(field.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(field.headers["content-security-policy"]).toContain("frame-ancestors *");
    expect(field.body).toContain(`<script src="/form/assets/hosted-field.js"></script>`);
    expect((await gateway.inject({ method: "GET", url: "/form/assets/hosted-field.js" })).statusCode).toBe(200);
    expect((await gateway.inject({ method: "GET", url: `${FORM}/field?role=pin` })).statusCode).toBe(400);
  });

  it("collects the fields one by one and stores the card when the form completes", async () => {
    gateway = await newGateway();
    const sessionId = await newSession(gateway);
    const updateId = "update-0001";
    const values = { number: "5123 4500 0000 0008", expiryMonth: "1", expiryYear: "2039", securityCode: "321" };
    for (const [role, value] of Object.entries(values)) {
      const posted = await gateway.inject({
        method: "POST",
        url: `${FORM}/session/${sessionId}/field`,
        headers: { origin: GATEWAY_ORIGIN },
        payload: { updateId, role, value },
      });
      expect(posted.json()).toEqual({ status: "ok" });
    }
    const completed = await gateway.inject({
      method: "POST",
      url: `${FORM}/session/${sessionId}/update`,
      headers: { origin: GATEWAY_ORIGIN },
      payload: { updateId, roles: [...Object.keys(values), "nameOnCard"] },
    });
    expect(completed.json()).toMatchObject({
      status: "ok",
      session: { id: sessionId, updateStatus: "SUCCESS" },
      sourceOfFunds: {
        provided: {
          card: {
            scheme: "MASTERCARD",
            number: "512345xxxxxx0008",
            securityCode: "xxx",
            expiry: { month: "01", year: "39" },
          },
        },
      },
    });
    expect((await rest(gateway, "GET", `/session/${sessionId}`)).body.sourceOfFunds.provided.card.number).toBe(
      "512345xxxxxx0008",
    );
  });

  it("names the fields in error and keeps the session unchanged", async () => {
    gateway = await newGateway();
    const sessionId = await newSession(gateway);
    const answer = await fillSession(gateway, sessionId, {
      number: "5123 4500 0000 0009",
      expiryMonth: "",
      expiryYear: "39",
      securityCode: "12",
      nameOnCard: "",
    });
    expect(answer).toMatchObject({
      status: "fields_in_error",
      session: { id: sessionId, updateStatus: "FAILURE" },
      errors: { cardNumber: "invalid", expiryMonth: "missing", securityCode: "invalid" },
    });
    expect(answer.errors).not.toHaveProperty("nameOnCard");
    expect((await rest(gateway, "GET", `/session/${sessionId}`)).body).not.toHaveProperty("sourceOfFunds");
  });

  it("answers ok without a security code when none was typed (the storefront flags it)", async () => {
    gateway = await newGateway();
    const answer = await fillSession(gateway, await newSession(gateway), { ...CHALLENGE, securityCode: "" });
    expect(answer.status).toBe("ok");
    expect(answer.sourceOfFunds.provided.card).not.toHaveProperty("securityCode");
  });

  it("takes a saved card's security code alone in its own session", async () => {
    gateway = await newGateway();
    const answer = await fillSession(gateway, await newSession(gateway), { securityCode: "999" });
    expect(answer).toMatchObject({ status: "ok", sourceOfFunds: { provided: { card: { securityCode: "xxx" } } } });
  });

  it("refuses card data posted from another origin than the gateway's own", async () => {
    gateway = await newGateway();
    const sessionId = await newSession(gateway);
    const posted = await gateway.inject({
      method: "POST",
      url: `${FORM}/session/${sessionId}`,
      headers: { origin: "http://shop.test" },
      payload: { card: CHALLENGE },
    });
    expect(posted.statusCode).toBe(403);
    expect((await rest(gateway, "GET", `/session/${sessionId}`)).body).not.toHaveProperty("sourceOfFunds");
  });

  it("reports an expired session as a system error", async () => {
    gateway = await newGateway();
    expect(await fillSession(gateway, "SESSION0002UNKNOWN", CHALLENGE)).toEqual({
      status: "system_error",
      session: { id: "SESSION0002UNKNOWN" },
      errors: { message: "SESSION_EXPIRED" },
    });
  });

  it("fills a session over HTTP with submitCard, as the API's tests and the benchmark do", async () => {
    const listening = await buildSandboxGateway();
    try {
      await listening.listen({ port: 0, host: "127.0.0.1" });
      const address = listening.server.address();
      const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      const created = await listening.inject({
        method: "POST",
        url: "/api/rest/version/100/merchant/TESTDUKKAN/session",
        headers: {
          authorization: `Basic ${Buffer.from("merchant.TESTDUKKAN:sandbox-api-password").toString("base64")}`,
        },
      });
      const answer = await submitCard(url, created.json().session.id, CHALLENGE);
      expect(answer).toMatchObject({
        status: "ok",
        sourceOfFunds: { provided: { card: { number: "512345xxxxxx0008" } } },
      });
    } finally {
      await listening.close();
    }
  });
});
