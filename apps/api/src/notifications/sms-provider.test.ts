import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxOutbox } from "../db/tables.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { freshPhone, sms } from "../account/account-test-support.js";

/** A stand-in SMS gateway: records each request and answers with the status the test sets. */
let gateway: Server;
let received: { headers: IncomingMessage["headers"]; body: unknown }[] = [];
let answerStatus = 200;
let t: TestApp;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      response.writeHead(answerStatus).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  const { port } = gateway.address() as AddressInfo;
  t = await createTestApp({
    env: {
      SMS_ADAPTER: "http",
      SMS_PROVIDER_URL: `http://127.0.0.1:${port}/messages`,
      SMS_PROVIDER_TOKEN: "gateway-token",
      SMS_SENDER: "DukkanShop",
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});

describe("HTTP SMS adapter (SMS_ADAPTER=http)", () => {
  it("POSTs the code to the provider with its bearer token instead of the sandbox outbox", async () => {
    received = [];
    answerStatus = 200;
    const phoneNumber = freshPhone();
    const response = await sms(t, "submit", { phoneNumber, pageName: "REGISTER" });
    expect(response.json().statusCode).toBe("SUBMISSION_OK");
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.authorization).toBe("Bearer gateway-token");
    expect(received[0]!.body).toEqual({
      from: "DukkanShop",
      to: phoneNumber,
      text: expect.stringMatching(/^Dukkan verification code: \d{6}\. Valid for 5 minutes\./),
    });
    expect(await t.db.select().from(sandboxOutbox)).toEqual([]);
  });

  it("maps a provider 400 to the invalid-phone message and other failures to 503 SmsApiError, storing no code", async () => {
    const phoneNumber = freshPhone();
    answerStatus = 400;
    const rejected = await sms(t, "submit", { phoneNumber, pageName: "REGISTER" });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().errors[0].message).toBe("SMS exception: SMS API known status code: [400]");
    answerStatus = 502;
    const down = await sms(t, "submit", { phoneNumber, pageName: "REGISTER" });
    expect(down.statusCode).toBe(503);
    expect(down.json().errors[0].type).toBe("SmsApiError");
    expect((await sms(t, "allowToSubmit", { phoneNumber, pageName: "REGISTER" })).json().statusCode).toBe(
      "ALLOW_TO_SUBMIT_NO_EXSIT",
    );
  });
});
