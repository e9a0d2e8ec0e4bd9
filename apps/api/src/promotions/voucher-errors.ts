/**
 * Voucher and coupon errors: OCC `VoucherOperationError` (400) with a message the storefront shows as it is
 * (`errors[0].message`) in the request's language, and 429 once a cart or client has failed too many codes.
 */
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

type Messages = Record<VoucherFailure, (code: string) => string>;

/** Shown as they are by the storefront (shopping spec §7), so each is written in both languages. */
const MESSAGES: Record<Language, Messages> = {
  en: {
    notFound: (code) => `The code ${code} is not a valid voucher.`,
    notYetValid: (code) => `The voucher ${code} is not valid yet.`,
    expired: (code) => `The voucher ${code} has expired.`,
    alreadyApplied: (code) => `The voucher ${code} is already applied to this cart.`,
    notApplied: (code) => `The voucher ${code} is not applied to this cart.`,
    usageLimitReached: (code) => `The voucher ${code} is no longer available: it has been used up.`,
    customerLimitReached: (code) => `You have already used the voucher ${code}.`,
    signInRequired: (code) => `Sign in to use the voucher ${code}.`,
    tooManyVouchers: () => `A cart can hold at most ${MAX_VOUCHERS_PER_CART} vouchers.`,
    notClaimable: (code) => `The code ${code} is not a coupon you can claim.`,
  },
  ar: {
    notFound: (code) => `الرمز ${code} ليس قسيمة صالحة.`,
    notYetValid: (code) => `القسيمة ${code} غير صالحة بعد.`,
    expired: (code) => `انتهت صلاحية القسيمة ${code}.`,
    alreadyApplied: (code) => `القسيمة ${code} مطبّقة على هذه السلة بالفعل.`,
    notApplied: (code) => `القسيمة ${code} غير مطبّقة على هذه السلة.`,
    usageLimitReached: (code) => `القسيمة ${code} لم تعد متاحة: فقد استُنفدت.`,
    customerLimitReached: (code) => `لقد استخدمت القسيمة ${code} من قبل.`,
    signInRequired: (code) => `سجّل الدخول لاستخدام القسيمة ${code}.`,
    tooManyVouchers: () => `لا يمكن أن تحمل السلة أكثر من ${MAX_VOUCHERS_PER_CART} قسائم.`,
    notClaimable: (code) => `الرمز ${code} ليس قسيمة يمكنك إضافتها إلى حسابك.`,
  },
};

export const MAX_VOUCHERS_PER_CART = 5;

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
        message: MESSAGES[language][failure](code.slice(0, 100)),
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
      message:
        language === "ar"
          ? `محاولات كثيرة برموز قسائم غير صالحة؛ حاول مرة أخرى بعد ${retryAfterSeconds} ثانية.`
          : `Too many invalid voucher codes; try again in ${retryAfterSeconds} seconds.`,
    },
  ]);
