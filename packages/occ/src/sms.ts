/**
 * The SMS verification status codes (account spec §4.5) that smss/allowToSubmit, smss/submit and smss/verify
 * answer. A module of plain constants (no zod), so the storefront's browser code can import it without the
 * schemas; the response schema SmsStatus lives in the package's index.
 */
export const SMS_STATUS_CODES = [
  "ALLOW_TO_SUBMIT_EXSIT",
  "ALLOW_TO_SUBMIT_NO_EXSIT",
  "ALLOW_TO_SUBMIT_EXPIRED",
  "SUBMISSION_OK",
  "SUBMISSION_NOT_ALLOW",
  "VERIFY_VALID_OTP",
  "VERIFY_WRONG_OTP",
  "VERIFY_EXPIRED_OTP",
  "VERIFY_USED_OTP",
] as const;
export type SmsStatusCode = (typeof SMS_STATUS_CODES)[number];
