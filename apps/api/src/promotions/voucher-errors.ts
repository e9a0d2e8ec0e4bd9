/**
 * Voucher and coupon errors: OCC `VoucherOperationError` (400) with a message the storefront shows as it is
 * (`errors[0].message`) in the request's language (texts: `@dukkan/i18n/api`), and 429 once a cart or client has failed too many codes.
 */
import { apiText } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import { OccHttpError } from "../occ/errors.js";

export type VoucherFailure =
  | "notFound"
  | "notYetValid"
  | "expired"
  | "alreadyApplied"
  | "notApplied"
  | "usageLimitReached"
  | "customerLimitReached"
  | "signInRequired"
  | "tooManyVouchers"
  | "notClaimable";

export const MAX_VOUCHERS_PER_CART = 5;

function voucherMessage(failure: VoucherFailure, code: string, language: Language): string {
  return failure === "tooManyVouchers"
    ? apiText(language, "voucher.tooManyVouchers", { max: MAX_VOUCHERS_PER_CART })
    : apiText(language, `voucher.${failure}`, { code });
}

export class VoucherError extends OccHttpError {
  constructor(
    readonly failure: VoucherFailure,
    code: string,
    language: Language,
  ) {
    super(400, [
      {
        type: "VoucherOperationError",
        reason: failure,
        subject: code.slice(0, 100),
        subjectType: "voucher",
        message: voucherMessage(failure, code.slice(0, 100), language),
      },
    ]);
  }
}

export const tooManyVoucherAttempts = (retryAfterSeconds: number, language: Language) =>
  new OccHttpError(429, [
    {
      type: "TooManyRequestsError",
      reason: "rateLimited",
      subjectType: "voucher",
      message: apiText(language, "voucher.tooManyAttempts", { retryAfterSeconds }),
    },
  ]);
