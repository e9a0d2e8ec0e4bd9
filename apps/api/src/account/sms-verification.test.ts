import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxOutbox, verificationCodes } from "../db/tables.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { codeIn, freshIp, freshPhone, latestMessage, sms } from "./account-test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = "register";
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("SMS verification (smss/allowToSubmit → submit → verify)", () => {
  it("walks NO_EXSIT → SUBMISSION_OK → EXSIT → WRONG → VALID → USED with the dates the dialog reads", async () => {
    const phoneNumber = freshPhone();
    const ip = freshIp();
    const before = await sms(t, "allowToSubmit", { phoneNumber, pageName: page }, ip);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      statusCode: "ALLOW_TO_SUBMIT_NO_EXSIT",
      isSent: false,
      isVerify: false,
      allowToSubmitDate: null,
      submissionExpiryDate: null,
      submissionVerifyDate: null,
      submissionVerifyValidDate: null,
    });

    const started = Date.now();
    const sent = (await sms(t, "submit", { phoneNumber, pageName: page, lang: "ar" }, ip)).json();
    expect(sent).toMatchObject({ statusCode: "SUBMISSION_OK", isSent: true, isVerify: false });
    const allowAt = Date.parse(sent.allowToSubmitDate);
    const expiresAt = Date.parse(sent.submissionExpiryDate);
    expect(allowAt - started).toBeGreaterThanOrEqual(59_000);
    expect(allowAt - started).toBeLessThan(62_000);
    expect(expiresAt - started).toBeLessThanOrEqual(10 * 60_000);
    const message = await latestMessage(t, phoneNumber);
    expect(message.channel).toBe("SMS");
    expect(message.body).toContain("رمز التحقق من دكان");
    const code = codeIn(message.body);

    expect((await sms(t, "allowToSubmit", { phoneNumber, pageName: page }, ip)).json()).toMatchObject({
      statusCode: "ALLOW_TO_SUBMIT_EXSIT",
      isSent: true,
    });
    const wrong = await sms(t, "verify", { phoneNumber, pageName: page, oneTimePassword: wrongCode(code) }, ip);
    expect(wrong.json()).toMatchObject({ statusCode: "VERIFY_WRONG_OTP", isSent: true, isVerify: false });
    const valid = (await sms(t, "verify", { phoneNumber, pageName: page, oneTimePassword: code }, ip)).json();
    expect(valid).toMatchObject({ statusCode: "VERIFY_VALID_OTP", isVerify: true });
    expect(Date.parse(valid.submissionVerifyValidDate)).toBeGreaterThan(Date.parse(valid.submissionVerifyDate));
    expect((await sms(t, "allowToSubmit", { phoneNumber, pageName: page }, ip)).json().statusCode).toBe(
      "VERIFY_VALID_OTP",
    );
    const reused = await sms(t, "verify", { phoneNumber, pageName: page, oneTimePassword: code }, ip);
    expect(reused.json()).toMatchObject({ statusCode: "VERIFY_USED_OTP", isVerify: false });
  });

  it("answers SUBMISSION_NOT_ALLOW during the 60 s resend cool-down, without sending", async () => {
    const phoneNumber = freshPhone();
    const ip = freshIp();
    await sms(t, "submit", { phoneNumber, pageName: page }, ip);
    const again = await sms(t, "submit", { phoneNumber, pageName: page }, ip);
    expect(again.json()).toMatchObject({ statusCode: "SUBMISSION_NOT_ALLOW" });
    expect(await t.db.select().from(sandboxOutbox).where(eq(sandboxOutbox.recipient, phoneNumber))).toHaveLength(1);
  });

  it("ends a code after 5 wrong tries (VERIFY_EXPIRED_OTP even for the right code)", async () => {
    const phoneNumber = freshPhone();
    const ip = freshIp();
    await sms(t, "submit", { phoneNumber, pageName: page }, ip);
    const code = codeIn((await latestMessage(t, phoneNumber)).body);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await sms(t, "verify", { phoneNumber, pageName: page, oneTimePassword: wrongCode(code) }, ip);
      expect(wrong.json().statusCode).toBe("VERIFY_WRONG_OTP");
    }
    const right = await sms(t, "verify", { phoneNumber, pageName: page, oneTimePassword: code }, ip);
    expect(right.json()).toMatchObject({ statusCode: "VERIFY_EXPIRED_OTP", isSent: false });
    expect((await sms(t, "allowToSubmit", { phoneNumber, pageName: page }, ip)).json().statusCode).toBe(
      "ALLOW_TO_SUBMIT_EXPIRED",
    );
  });

  it("expires a code (VERIFY_EXPIRED_OTP, ALLOW_TO_SUBMIT_EXPIRED) and lets a new one be sent", async () => {
    const phoneNumber = freshPhone();
    const ip = freshIp();
    await sms(t, "submit", { phoneNumber, pageName: page }, ip);
    const code = codeIn((await latestMessage(t, phoneNumber)).body);
    const past = new Date(Date.now() - 1000);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: past, resendAllowedAt: past })
      .where(and(eq(verificationCodes.target, phoneNumber), eq(verificationCodes.purpose, "SMS")));
    expect((await sms(t, "allowToSubmit", { phoneNumber, pageName: page }, ip)).json().statusCode).toBe(
      "ALLOW_TO_SUBMIT_EXPIRED",
    );
    expect((await sms(t, "verify", { phoneNumber, pageName: page, oneTimePassword: code }, ip)).json().statusCode).toBe(
      "VERIFY_EXPIRED_OTP",
    );
    expect((await sms(t, "submit", { phoneNumber, pageName: page }, ip)).json().statusCode).toBe("SUBMISSION_OK");
  });

  it("keeps verifications apart per page name", async () => {
    const phoneNumber = freshPhone();
    const ip = freshIp();
    await sms(t, "submit", { phoneNumber, pageName: "REGISTER" }, ip);
    expect((await sms(t, "allowToSubmit", { phoneNumber, pageName: "PROFILE" }, ip)).json().statusCode).toBe(
      "ALLOW_TO_SUBMIT_NO_EXSIT",
    );
  });

  it("limits SMS per phone number per hour", async () => {
    const phoneNumber = freshPhone();
    const statuses: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await t.db
        .update(verificationCodes)
        .set({ resendAllowedAt: new Date(Date.now() - 1000) })
        .where(eq(verificationCodes.target, phoneNumber));
      statuses.push((await sms(t, "submit", { phoneNumber, pageName: page }, freshIp())).json().statusCode);
    }
    expect(statuses).toEqual([...Array(5).fill("SUBMISSION_OK"), "SUBMISSION_NOT_ALLOW"]);
    expect(await t.db.select().from(sandboxOutbox).where(eq(sandboxOutbox.recipient, phoneNumber))).toHaveLength(5);
  });

  it("limits SMS per client IP per hour", async () => {
    const ip = freshIp();
    const statuses: string[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await sms(t, "submit", { phoneNumber: freshPhone(), pageName: page }, ip)).json().statusCode);
    }
    expect(statuses.filter((status) => status === "SUBMISSION_OK")).toHaveLength(20);
    expect(statuses.at(-1)).toBe("SUBMISSION_NOT_ALLOW");
  });

  it("limits code checks per phone number (429)", async () => {
    const phoneNumber = freshPhone();
    const codes: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      codes.push(
        (await sms(t, "verify", { phoneNumber, pageName: page, oneTimePassword: "000000" }, freshIp())).statusCode,
      );
    }
    expect(codes.slice(0, 15).every((status) => status === 200)).toBe(true);
    expect(codes[15]).toBe(429);
  });

  it("answers a malformed phone number with the SMS API's invalid-format message", async () => {
    const response = await sms(t, "submit", { phoneNumber: "05x", pageName: page });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      type: "ValidationError",
      subject: "phoneNumber",
      message: "SMS exception: SMS API known status code: [400]",
    });
    const unknownPage = await sms(t, "submit", { phoneNumber: freshPhone(), pageName: "NOWHERE" });
    expect(unknownPage.statusCode).toBe(400);
    expect(unknownPage.json().errors[0].subject).toBe("pageName");
  });
});
