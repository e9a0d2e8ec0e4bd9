import type { SmsStatus } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import {
  derivedStatusCode,
  formatCountdown,
  SMS_EFFECTS,
  smsApiErrorCode,
  smsFieldError,
  smsMessage,
} from "./sms-status";

const NOW = Date.parse("2026-11-21T10:00:00Z");
const at = (offsetSeconds: number) => new Date(NOW + offsetSeconds * 1000).toISOString();
const status = (overrides: Partial<SmsStatus>): SmsStatus => ({
  statusCode: "ALLOW_TO_SUBMIT_EXSIT",
  isSent: true,
  isVerify: false,
  allowToSubmitDate: null,
  submissionExpiryDate: null,
  submissionVerifyDate: null,
  submissionVerifyValidDate: null,
  ...overrides,
});

describe("the SMS status derived from the server's dates", () => {
  it("is valid while now lies in the verify validity window, expired after it", () => {
    const verified = status({ statusCode: "VERIFY_VALID_OTP", submissionVerifyDate: at(-60) });
    expect(derivedStatusCode({ ...verified, submissionVerifyValidDate: at(60) }, NOW)).toBe("VERIFY_VALID_OTP");
    expect(derivedStatusCode({ ...verified, submissionVerifyValidDate: at(0) }, NOW)).toBe("ALLOW_TO_SUBMIT_EXPIRED");
    expect(derivedStatusCode({ ...verified, submissionVerifyValidDate: at(-1) }, NOW)).toBe("ALLOW_TO_SUBMIT_EXPIRED");
  });

  it("has no live code once a new one may be sent (at or after allowToSubmitDate)", () => {
    expect(derivedStatusCode(status({ allowToSubmitDate: at(0) }), NOW)).toBe("ALLOW_TO_SUBMIT_NO_EXSIT");
    expect(derivedStatusCode(status({ allowToSubmitDate: at(-5) }), NOW)).toBe("ALLOW_TO_SUBMIT_NO_EXSIT");
  });

  it("otherwise keeps the server's status", () => {
    expect(derivedStatusCode(status({ allowToSubmitDate: at(30) }), NOW)).toBe("ALLOW_TO_SUBMIT_EXSIT");
    expect(derivedStatusCode(status({ statusCode: "ALLOW_TO_SUBMIT_NO_EXSIT", isSent: false }), NOW)).toBe(
      "ALLOW_TO_SUBMIT_NO_EXSIT",
    );
  });
});

describe("the status codes' effects (§4.5)", () => {
  it("shows the code step for sent codes and starts over for refused or used ones", () => {
    expect(SMS_EFFECTS.ALLOW_TO_SUBMIT_EXSIT).toEqual({ isSent: true, isVerify: false, clears: false });
    expect(SMS_EFFECTS.SUBMISSION_OK.isSent).toBe(true);
    expect(SMS_EFFECTS.VERIFY_WRONG_OTP).toEqual({ isSent: true, isVerify: false, clears: false });
    expect(SMS_EFFECTS.VERIFY_VALID_OTP.isVerify).toBe(true);
    for (const code of ["ALLOW_TO_SUBMIT_NO_EXSIT", "ALLOW_TO_SUBMIT_EXPIRED", "VERIFY_EXPIRED_OTP"] as const) {
      expect(SMS_EFFECTS[code]).toEqual({ isSent: false, isVerify: false, clears: false });
    }
    expect(SMS_EFFECTS.SUBMISSION_NOT_ALLOW.clears).toBe(true);
    expect(SMS_EFFECTS.VERIFY_USED_OTP.clears).toBe(true);
  });
});

describe("the SMS messages (§8)", () => {
  it("are confirmations for sent, verified and still-valid codes, errors otherwise", () => {
    expect(smsMessage("SUBMISSION_OK")).toEqual({ tone: "success", key: "sms.message.SUBMISSION_OK" });
    expect(smsMessage("VERIFY_VALID_OTP").tone).toBe("success");
    expect(smsMessage("ALLOW_TO_SUBMIT_EXSIT").tone).toBe("success");
    expect(smsMessage("SMS_VERIFY").tone).toBe("success");
    for (const code of [
      "SUBMISSION_NOT_ALLOW",
      "VERIFY_WRONG_OTP",
      "VERIFY_EXPIRED_OTP",
      "VERIFY_USED_OTP",
      "ALLOW_TO_SUBMIT_NO_EXSIT",
      "SMS_API_ERROR",
      "SMS_API_ERROR_INVALID_PHONE_FORMAT",
    ] as const) {
      expect(smsMessage(code)).toEqual({ tone: "error", key: `sms.message.${code}` });
    }
  });

  it("maps the gateway's 400 to the invalid phone format, anything else to SMS_API_ERROR", () => {
    expect(smsApiErrorCode("phoneNumber: SMS exception: SMS API known status code: [400]")).toBe(
      "SMS_API_ERROR_INVALID_PHONE_FORMAT",
    );
    expect(smsApiErrorCode("SMS template not found")).toBe("SMS_API_ERROR");
    expect(smsApiErrorCode("SMS exception: SMS API known status code: [503]")).toBe("SMS_API_ERROR");
  });

  it("puts wrongOTP, expiredOTP and 'not allowed to submit' on the form", () => {
    expect(smsFieldError("VERIFY_WRONG_OTP")).toBe("formErrors.wrongOTP");
    expect(smsFieldError("VERIFY_EXPIRED_OTP")).toBe("formErrors.expiredOTP");
    expect(smsFieldError("SUBMISSION_NOT_ALLOW")).toBe("formErrors.smsNotAllowedToSubmit");
    expect(smsFieldError("SUBMISSION_OK")).toBeUndefined();
  });
});

describe("the countdown", () => {
  it("reads HH:MM:SS, rounding part seconds up and never going below zero", () => {
    expect(formatCountdown(300_000)).toBe("00:05:00");
    expect(formatCountdown(59_001)).toBe("00:01:00");
    expect(formatCountdown(3_723_000)).toBe("01:02:03");
    expect(formatCountdown(0)).toBe("00:00:00");
    expect(formatCountdown(-5_000)).toBe("00:00:00");
  });
});
