/**
 * The promotion and voucher forms read into the staff API's bodies (`StaffPromotionInput`, `StaffVoucherInput`,
 * plus `code` when creating), the stored rows shown back in the inputs, and the API's refusals turned into errors
 * on the inputs staff typed them in. The API judges every rule (which amounts a kind takes, windows, limits, known
 * products); this translates what staff type: AED amounts and percentages (up to two decimals) to fils and basis
 * points, UAE times to instants, lists of codes to arrays. Whatever cannot be read is sent as typed, so the API
 * refuses it on its field.
 */
import { amountTextOfFils, filsOfAmountText } from "@dukkan/money";
import type { OccError } from "@dukkan/occ";
import type { StaffPromotion, StaffVoucher } from "@dukkan/staff-api";
import { instantOfUaeLocal, uaeLocalOf } from "../i18n/uae-time";

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const checked = (form: FormData, name: string) => form.get(name) === "on";

/** "" → null; "12.50" → 1250 (fils, or basis points for a percentage); anything else as typed. */
const hundredths = (value: string) => (value === "" ? null : (filsOfAmountText(value) ?? value));
/** "" → null (or the fallback); a whole number; anything else as typed. */
const whole = (value: string, fallback: number | null = null) =>
  value === "" ? fallback : /^-?\d+$/.test(value) ? Number(value) : value;
/** Codes separated by commas, spaces or lines. */
const codes = (value: string) => value.split(/[\s,]+/).filter(Boolean);
const bilingual = (form: FormData, prefix: string) => ({
  en: text(form, `${prefix}En`),
  ar: text(form, `${prefix}Ar`),
});

export const PROMOTION_INPUTS = [
  "code",
  "kind",
  "nameEn",
  "nameAr",
  "descriptionEn",
  "descriptionAr",
  "potentialEn",
  "potentialAr",
  "percent",
  "amount",
  "threshold",
  "minQuantity",
  "buyQuantity",
  "freeQuantity",
  "productCodes",
  "categoryCodes",
  "brandCodes",
  "priority",
  "startsAt",
  "endsAt",
] as const;
export type PromotionInputName = (typeof PROMOTION_INPUTS)[number];

export function promotionBodyOf(form: FormData, { creating }: { creating: boolean }): Record<string, unknown> {
  const potential = bilingual(form, "potential");
  return {
    ...(creating ? { code: text(form, "code") } : {}),
    kind: text(form, "kind"),
    name: bilingual(form, "name"),
    description: bilingual(form, "description"),
    potentialMessage: potential.en || potential.ar ? potential : null,
    percentBasisPoints: hundredths(text(form, "percent")),
    amountFils: hundredths(text(form, "amount")),
    thresholdFils: hundredths(text(form, "threshold")),
    minQuantity: whole(text(form, "minQuantity"), 1),
    buyQuantity: whole(text(form, "buyQuantity")),
    freeQuantity: whole(text(form, "freeQuantity")),
    productCodes: codes(text(form, "productCodes")),
    categoryCodes: codes(text(form, "categoryCodes")),
    brandCodes: codes(text(form, "brandCodes")),
    priority: whole(text(form, "priority"), 0),
    exclusive: checked(form, "exclusive"),
    couponOnly: checked(form, "couponOnly"),
    enabled: checked(form, "enabled"),
    startsAt: instantOfUaeLocal(text(form, "startsAt")),
    endsAt: instantOfUaeLocal(text(form, "endsAt")),
  };
}

const hundredthsText = (value: number | null) => (value === null ? "" : amountTextOfFils(value));

/** The inputs' values for a stored promotion (a new one: enabled, minimum quantity 1, priority 0). */
export function promotionFormValues(promotion: StaffPromotion | undefined): Record<string, string> {
  if (!promotion) return { kind: "PRODUCT_PERCENT", minQuantity: "1", priority: "0", enabled: "on" };
  return {
    code: promotion.code,
    kind: promotion.kind,
    nameEn: promotion.name.en,
    nameAr: promotion.name.ar ?? "",
    descriptionEn: promotion.description.en,
    descriptionAr: promotion.description.ar ?? "",
    potentialEn: promotion.potentialMessage?.en ?? "",
    potentialAr: promotion.potentialMessage?.ar ?? "",
    percent: hundredthsText(promotion.percentBasisPoints),
    amount: hundredthsText(promotion.amountFils),
    threshold: hundredthsText(promotion.thresholdFils),
    minQuantity: String(promotion.minQuantity),
    buyQuantity: promotion.buyQuantity === null ? "" : String(promotion.buyQuantity),
    freeQuantity: promotion.freeQuantity === null ? "" : String(promotion.freeQuantity),
    productCodes: promotion.productCodes.join(", "),
    categoryCodes: promotion.categoryCodes.join(", "),
    brandCodes: promotion.brandCodes.join(", "),
    priority: String(promotion.priority),
    exclusive: promotion.exclusive ? "on" : "",
    couponOnly: promotion.couponOnly ? "on" : "",
    enabled: promotion.enabled ? "on" : "",
    startsAt: uaeLocalOf(promotion.startsAt),
    endsAt: uaeLocalOf(promotion.endsAt),
  };
}

export const VOUCHER_INPUTS = [
  "code",
  "promotionCode",
  "nameEn",
  "nameAr",
  "descriptionEn",
  "descriptionAr",
  "startsAt",
  "endsAt",
  "maxTotal",
  "maxPerCustomer",
] as const;
export type VoucherInputName = (typeof VOUCHER_INPUTS)[number];

export function voucherBodyOf(form: FormData, { creating }: { creating: boolean }): Record<string, unknown> {
  return {
    ...(creating ? { code: text(form, "code") } : {}),
    promotionCode: text(form, "promotionCode"),
    name: bilingual(form, "name"),
    description: bilingual(form, "description"),
    startsAt: instantOfUaeLocal(text(form, "startsAt")),
    endsAt: instantOfUaeLocal(text(form, "endsAt")),
    maxTotal: whole(text(form, "maxTotal")),
    maxPerCustomer: whole(text(form, "maxPerCustomer")),
    claimable: checked(form, "claimable"),
    enabled: checked(form, "enabled"),
  };
}

export function voucherFormValues(voucher: StaffVoucher | undefined, promotionCode = ""): Record<string, string> {
  if (!voucher) return { promotionCode, enabled: "on" };
  return {
    code: voucher.code,
    promotionCode: voucher.promotionCode,
    nameEn: voucher.name.en,
    nameAr: voucher.name.ar ?? "",
    descriptionEn: voucher.description.en,
    descriptionAr: voucher.description.ar ?? "",
    startsAt: uaeLocalOf(voucher.startsAt),
    endsAt: uaeLocalOf(voucher.endsAt),
    maxTotal: voucher.maxTotal === null ? "" : String(voucher.maxTotal),
    maxPerCustomer: voucher.maxPerCustomer === null ? "" : String(voucher.maxPerCustomer),
    claimable: voucher.claimable ? "on" : "",
    enabled: voucher.enabled ? "on" : "",
  };
}

/** The API's field (subject) → the input it came from. */
const API_FIELDS: Record<string, PromotionInputName | VoucherInputName> = {
  code: "code",
  kind: "kind",
  promotionCode: "promotionCode",
  "name.en": "nameEn",
  "name.ar": "nameAr",
  "description.en": "descriptionEn",
  "description.ar": "descriptionAr",
  "potentialMessage.en": "potentialEn",
  "potentialMessage.ar": "potentialAr",
  percentBasisPoints: "percent",
  amountFils: "amount",
  thresholdFils: "threshold",
  minQuantity: "minQuantity",
  buyQuantity: "buyQuantity",
  freeQuantity: "freeQuantity",
  productCodes: "productCodes",
  categoryCodes: "categoryCodes",
  brandCodes: "brandCodes",
  priority: "priority",
  startsAt: "startsAt",
  endsAt: "endsAt",
  maxTotal: "maxTotal",
  maxPerCustomer: "maxPerCustomer",
};

export type FormErrors = Partial<Record<PromotionInputName | VoucherInputName, true>>;

/** What a promotion or voucher form's action answers: saved, or refused (on inputs or with the API's message) with what was typed. */
export type RuleFormAnswer =
  | { done: true }
  | { fieldErrors: FormErrors; values: Record<string, string> }
  | { error: string; values: Record<string, string> };

/** An input's value: what was typed when the save was refused, else what is stored. */
export const typedOrStored =
  (answer: RuleFormAnswer | undefined, stored: Record<string, string>) =>
  (name: string): string =>
    answer && "values" in answer ? (answer.values[name] ?? "") : (stored[name] ?? "");

/** Whether the API refused this input. */
export const refused = (answer: RuleFormAnswer | undefined, name: PromotionInputName | VoucherInputName): boolean =>
  Boolean(answer && "fieldErrors" in answer && answer.fieldErrors[name]);

/**
 * The refused inputs (each shown with its message in the page's language); undefined when a refusal is about no
 * input of the form. Array items (`productCodes.2`) count for their input.
 */
export function formErrorsOf(errors: readonly OccError[]): FormErrors | undefined {
  const found: FormErrors = {};
  for (const error of errors) {
    const input = API_FIELDS[(error.subject ?? "").replace(/\.\d+$/, "")];
    if (!input) return undefined;
    found[input] = true;
  }
  return Object.keys(found).length > 0 ? found : undefined;
}
