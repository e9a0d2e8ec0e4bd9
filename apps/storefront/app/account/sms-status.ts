/**
 * The SMS verification dialog's rules (account spec §2.6, §4.5, §8): the status derived from the API's
 * dates, each status code's effect on the dialog, and the messages they show.
 */
import type { SmsStatus, SmsStatusCode } from "@dukkan/occ";

/** The pages whose action a verified number unlocks (the API's pageName). */
export type SmsPage = "REGISTER" | "PROFILE" | "CHECKOUT";

const time = (date: string | null) => (date ? Date.parse(date) : undefined);

/**
 * The status the client acts on (§4.5): with a verify date, valid while now lies in the verify validity
 * window and expired after it; otherwise a number that may be sent again (now at or after
 * allowToSubmitDate) has no live code; otherwise the server's status stands.
 */
export function derivedStatusCode(status: SmsStatus, now: number): SmsStatusCode {
  const verifiedAt = time(status.submissionVerifyDate);
  if (verifiedAt !== undefined) {
    const validUntil = time(status.submissionVerifyValidDate);
    return now >= verifiedAt && validUntil !== undefined && now < validUntil
      ? "VERIFY_VALID_OTP"
      : "ALLOW_TO_SUBMIT_EXPIRED";
  }
  const allowedAt = time(status.allowToSubmitDate);
  if (allowedAt !== undefined && now >= allowedAt) return "ALLOW_TO_SUBMIT_NO_EXSIT";
  return status.statusCode;
}

export type SmsEffect = {
  /** Whether a code is out (the code step shows). */
  isSent: boolean;
  isVerify: boolean;
  /** The process starts over: the phone step, nothing kept. */
  clears: boolean;
};

/** The effect of each status code (the §4.5 table). */
export const SMS_EFFECTS: Record<SmsStatusCode, SmsEffect> = {
  ALLOW_TO_SUBMIT_EXSIT: { isSent: true, isVerify: false, clears: false },
  ALLOW_TO_SUBMIT_NO_EXSIT: { isSent: false, isVerify: false, clears: false },
  ALLOW_TO_SUBMIT_EXPIRED: { isSent: false, isVerify: false, clears: false },
  SUBMISSION_OK: { isSent: true, isVerify: false, clears: false },
  SUBMISSION_NOT_ALLOW: { isSent: false, isVerify: false, clears: true },
  VERIFY_VALID_OTP: { isSent: true, isVerify: true, clears: false },
  VERIFY_WRONG_OTP: { isSent: true, isVerify: false, clears: false },
  VERIFY_EXPIRED_OTP: { isSent: false, isVerify: false, clears: false },
  VERIFY_USED_OTP: { isSent: false, isVerify: false, clears: true },
};

/** The message codes of §8 ('sms.message.{code}'): the statuses plus the gateway's own failures. */
export type SmsMessageCode = SmsStatusCode | "SMS_VERIFY" | "SMS_API_ERROR" | "SMS_API_ERROR_INVALID_PHONE_FORMAT";

const CONFIRMATIONS = new Set<SmsMessageCode>([
  "SUBMISSION_OK",
  "VERIFY_VALID_OTP",
  "ALLOW_TO_SUBMIT_EXSIT",
  "SMS_VERIFY",
]);

export type SmsMessage = { tone: "success" | "error"; key: `sms.message.${SmsMessageCode}` };

export function smsMessage(code: SmsMessageCode): SmsMessage {
  return { tone: CONFIRMATIONS.has(code) ? "success" : "error", key: `sms.message.${code}` };
}

/** The gateway's failure message → its §8 message code. */
export function smsApiErrorCode(message: string): "SMS_API_ERROR" | "SMS_API_ERROR_INVALID_PHONE_FORMAT" {
  return message.includes("SMS exception: SMS API known status code: [400]")
    ? "SMS_API_ERROR_INVALID_PHONE_FORMAT"
    : "SMS_API_ERROR";
}

export type SmsFieldError = "formErrors.wrongOTP" | "formErrors.expiredOTP" | "formErrors.smsNotAllowedToSubmit";

/** The field error a status puts on the dialog's form (§5), if any. */
export function smsFieldError(code: SmsStatusCode): SmsFieldError | undefined {
  switch (code) {
    case "VERIFY_WRONG_OTP":
      return "formErrors.wrongOTP";
    case "VERIFY_EXPIRED_OTP":
      return "formErrors.expiredOTP";
    case "SUBMISSION_NOT_ALLOW":
      return "formErrors.smsNotAllowedToSubmit";
    default:
      return undefined;
  }
}

/** A countdown as HH:MM:SS; never negative. */
export function formatCountdown(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, "0")).join(":");
}

/** Seconds left until `until` (epoch ms), rounded up; 0 once it has passed. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}
