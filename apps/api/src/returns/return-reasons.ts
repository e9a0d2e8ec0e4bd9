/** The reasons a customer gives for a return (account spec §2.18), named in both languages (`returns.reason.*`). */
import { apiText } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import type { ReturnReason, ReturnReasonList } from "@dukkan/occ/returns";

export const RETURN_REASON_CODES = [
  "DAMAGED",
  "WRONG_ITEM",
  "NOT_AS_DESCRIBED",
  "QUALITY",
  "ORDERED_BY_MISTAKE",
  "NO_LONGER_NEEDED",
] as const;
export type ReturnReasonCode = (typeof RETURN_REASON_CODES)[number];

export const isReturnReason = (code: string): code is ReturnReasonCode =>
  (RETURN_REASON_CODES as readonly string[]).includes(code);

export const returnReason = (code: ReturnReasonCode, language: Language): ReturnReason => ({
  code,
  name: apiText(language, `returns.reason.${code}`),
});

export const returnReasons = (language: Language): ReturnReasonList => ({
  reasons: RETURN_REASON_CODES.map((code) => returnReason(code, language)),
});
