import type { IncomingMessage, ServerResponse } from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { serveStandInApi } from "../occ/stand-in-api.server";
import type { SmsStatus } from "@dukkan/occ";
import { sendSmsCode, startSmsVerification, verifySmsCode } from "./sms.server";

/** A stand-in for the API's smss/* endpoints: each test sets what they answer and reads what was asked. */
type Answer = { status: number; body: unknown };
const answers = new Map<string, Answer>();
const calls: string[] = [];

const NOW = Date.parse("2026-11-21T10:00:00Z");
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();
function status(overrides: Partial<SmsStatus>): SmsStatus {
  return {
    statusCode: "SUBMISSION_OK",
    isSent: true,
    isVerify: false,
    allowToSubmitDate: at(60),
    submissionExpiryDate: at(300),
    submissionVerifyDate: null,
    submissionVerifyValidDate: null,
    ...overrides,
  };
}
const ok = (body: SmsStatus): Answer => ({ status: 200, body });

function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://api");
  const step = url.pathname.replace("/occ/v2/dukkan/smss/", "");
  calls.push(`${request.method} ${step} ${url.searchParams.get("phoneNumber")} ${url.searchParams.get("pageName")}`);
  const answer = answers.get(step) ?? { status: 404, body: { errors: [{ type: "UnknownResourceError" }] } };
  response.writeHead(answer.status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(answer.body));
}

serveStandInApi(handle);
beforeEach(() => {
  answers.clear();
  calls.length = 0;
});

const PHONE = "971501234567";

describe("opening the SMS dialog (§4.5 flow)", () => {
  it("runs the protected action at once for a number verified moments ago", async () => {
    answers.set(
      "allowToSubmit",
      ok(status({ statusCode: "VERIFY_VALID_OTP", submissionVerifyDate: at(-30), submissionVerifyValidDate: at(600) })),
    );
    expect(await startSmsVerification(PHONE, "REGISTER", "en", NOW)).toEqual({ verified: true });
    expect(calls).toEqual([`POST allowToSubmit ${PHONE} REGISTER`]);
  });

  it("keeps the number and asks for the live code without sending another", async () => {
    answers.set("allowToSubmit", ok(status({ statusCode: "ALLOW_TO_SUBMIT_EXSIT", allowToSubmitDate: at(30) })));
    expect(await startSmsVerification(PHONE, "PROFILE", "en", NOW)).toEqual({
      verified: false,
      dialog: {
        step: "smsCode",
        phoneNumber: PHONE,
        endsAt: NOW + 300_000,
        message: { tone: "success", key: "sms.message.ALLOW_TO_SUBMIT_EXSIT" },
      },
    });
    expect(calls).toHaveLength(1);
  });

  it("sends a code otherwise, starting the countdown at the code's expiry", async () => {
    answers.set("allowToSubmit", ok(status({ statusCode: "ALLOW_TO_SUBMIT_NO_EXSIT", isSent: false })));
    answers.set("submit", ok(status({ statusCode: "SUBMISSION_OK" })));
    const outcome = await startSmsVerification(PHONE, "REGISTER", "ar", NOW);
    expect(outcome).toEqual({
      verified: false,
      dialog: {
        step: "smsCode",
        phoneNumber: PHONE,
        endsAt: NOW + 300_000,
        message: { tone: "success", key: "sms.message.SUBMISSION_OK" },
      },
    });
    expect(calls).toEqual([`POST allowToSubmit ${PHONE} REGISTER`, `POST submit ${PHONE} REGISTER`]);
  });

  it("keeps the phone step with 'not allowed to submit' when the API refuses to send", async () => {
    answers.set("submit", ok(status({ statusCode: "SUBMISSION_NOT_ALLOW", isSent: false })));
    expect(await sendSmsCode(PHONE, "REGISTER", "en")).toEqual({
      verified: false,
      dialog: {
        step: "phoneNumber",
        phoneNumber: PHONE,
        message: { tone: "error", key: "sms.message.SUBMISSION_NOT_ALLOW" },
        fieldError: "formErrors.smsNotAllowedToSubmit",
      },
    });
  });

  it("explains the gateway's refusal of a phone format and its other failures", async () => {
    answers.set("submit", {
      status: 400,
      body: { errors: [{ type: "ValidationError", message: "SMS exception: SMS API known status code: [400]" }] },
    });
    const invalid = await sendSmsCode(PHONE, "REGISTER", "en");
    expect(!invalid.verified && invalid.dialog.message?.key).toBe("sms.message.SMS_API_ERROR_INVALID_PHONE_FORMAT");
    answers.set("submit", { status: 503, body: { errors: [{ type: "SmsApiError", message: "gateway down" }] } });
    const down = await sendSmsCode(PHONE, "REGISTER", "en");
    expect(!down.verified && down.dialog).toEqual({
      step: "phoneNumber",
      phoneNumber: PHONE,
      message: { tone: "error", key: "sms.message.SMS_API_ERROR" },
    });
  });
});

describe("checking the code", () => {
  const ENDS = NOW + 200_000;

  it("asks for a code before calling the API, and refuses one that is not six digits", async () => {
    const empty = await verifySmsCode(PHONE, "REGISTER", " ", ENDS, "en");
    expect(!empty.verified && empty.dialog).toEqual({
      step: "smsCode",
      phoneNumber: PHONE,
      endsAt: ENDS,
      fieldError: "formErrors.required",
    });
    const short = await verifySmsCode(PHONE, "REGISTER", "12", ENDS, "en");
    expect(!short.verified && short.dialog.fieldError).toBe("formErrors.wrongOTP");
    expect(calls).toEqual([]);
  });

  it("is verified by a valid code", async () => {
    answers.set("verify", ok(status({ statusCode: "VERIFY_VALID_OTP", isVerify: true })));
    expect(await verifySmsCode(PHONE, "REGISTER", "123456", ENDS, "en")).toEqual({ verified: true });
  });

  it("keeps the code step and its countdown after a wrong code", async () => {
    answers.set(
      "verify",
      ok(status({ statusCode: "VERIFY_WRONG_OTP", submissionExpiryDate: new Date(ENDS).toISOString() })),
    );
    expect(await verifySmsCode(PHONE, "REGISTER", "123456", ENDS, "en")).toEqual({
      verified: false,
      dialog: {
        step: "smsCode",
        phoneNumber: PHONE,
        endsAt: ENDS,
        message: { tone: "error", key: "sms.message.VERIFY_WRONG_OTP" },
        fieldError: "formErrors.wrongOTP",
      },
    });
  });

  it("ends the countdown for an expired code, which offers the reset", async () => {
    answers.set("verify", ok(status({ statusCode: "VERIFY_EXPIRED_OTP", isSent: false })));
    const outcome = await verifySmsCode(PHONE, "REGISTER", "123456", ENDS, "en");
    expect(!outcome.verified && outcome.dialog.fieldError).toBe("formErrors.expiredOTP");
    expect(!outcome.verified && outcome.dialog.endsAt! <= Date.now()).toBe(true);
  });

  it("starts over from the phone step for a used code", async () => {
    answers.set("verify", ok(status({ statusCode: "VERIFY_USED_OTP", isSent: false })));
    expect(await verifySmsCode(PHONE, "PROFILE", "123456", ENDS, "en")).toEqual({
      verified: false,
      dialog: {
        step: "phoneNumber",
        phoneNumber: PHONE,
        message: { tone: "error", key: "sms.message.VERIFY_USED_OTP" },
      },
    });
  });

  it("treats too many checks as a refusal", async () => {
    answers.set("verify", { status: 429, body: { errors: [{ type: "TooManyRequestsError", message: "Too many" }] } });
    const outcome = await verifySmsCode(PHONE, "REGISTER", "123456", ENDS, "en");
    expect(!outcome.verified && outcome.dialog.message?.key).toBe("sms.message.SUBMISSION_NOT_ALLOW");
  });
});
