/** Voucher errors, shown by the storefront as they are (shopping spec §7), so written in both languages. */
export const voucherMessages = {
  en: {
    notFound: "The code {{code}} is not a valid voucher.",
    notYetValid: "The voucher {{code}} is not valid yet.",
    expired: "The voucher {{code}} has expired.",
    alreadyApplied: "The voucher {{code}} is already applied to this cart.",
    notApplied: "The voucher {{code}} is not applied to this cart.",
    usageLimitReached: "The voucher {{code}} is no longer available: it has been used up.",
    customerLimitReached: "You have already used the voucher {{code}}.",
    signInRequired: "Sign in to use the voucher {{code}}.",
    tooManyVouchers: "A cart can hold at most {{max}} vouchers.",
    notClaimable: "The code {{code}} is not a coupon you can claim.",
    tooManyAttempts: "Too many invalid voucher codes; try again in {{retryAfterSeconds}} seconds.",
  },
  ar: {
    notFound: "الرمز {{code}} ليس قسيمة صالحة.",
    notYetValid: "القسيمة {{code}} غير صالحة بعد.",
    expired: "انتهت صلاحية القسيمة {{code}}.",
    alreadyApplied: "القسيمة {{code}} مطبّقة على هذه السلة بالفعل.",
    notApplied: "القسيمة {{code}} غير مطبّقة على هذه السلة.",
    usageLimitReached: "القسيمة {{code}} لم تعد متاحة: فقد استُنفدت.",
    customerLimitReached: "لقد استخدمت القسيمة {{code}} من قبل.",
    signInRequired: "سجّل الدخول لاستخدام القسيمة {{code}}.",
    tooManyVouchers: "لا يمكن أن تحمل السلة أكثر من {{max}} قسائم.",
    notClaimable: "الرمز {{code}} ليس قسيمة يمكنك إضافتها إلى حسابك.",
    tooManyAttempts: "محاولات كثيرة برموز قسائم غير صالحة؛ حاول مرة أخرى بعد {{retryAfterSeconds}} ثانية.",
  },
} as const;
