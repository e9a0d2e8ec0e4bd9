/**
 * The payment modes of the shop (checkout spec §3 Payment modes, §9): card (hosted fields, 3-D Secure) and pay
 * on delivery (cash or card to the driver, or at the store for pick-up). Guests pay by card only (§6).
 */
import type { Language } from "@dukkan/occ";
import { PAYMENT_MODE_CODES } from "@dukkan/occ/checkout";
import type { Localized } from "../db/tables.js";

interface PaymentModeDefinition {
  code: string;
  name: Localized;
  description: Localized;
  /** Whether a guest (anonymous cart) may choose it. */
  forGuests: boolean;
}

export const PAYMENT_MODES: readonly PaymentModeDefinition[] = [
  {
    code: PAYMENT_MODE_CODES.card,
    name: { en: "Credit / debit card", ar: "بطاقة ائتمان / خصم" },
    description: {
      en: "Pay now with Visa, Mastercard, American Express or Diners.",
      ar: "ادفع الآن ببطاقة فيزا أو ماستركارد أو أمريكان إكسبريس أو داينرز.",
    },
    forGuests: true,
  },
  {
    code: PAYMENT_MODE_CODES.payOnDelivery,
    name: { en: "Pay on delivery", ar: "الدفع عند الاستلام" },
    description: {
      en: "Pay in cash or by card when you receive your order.",
      ar: "ادفع نقداً أو بالبطاقة عند استلام طلبك.",
    },
    forGuests: false,
  },
];

export function paymentModeNamed(code: string): PaymentModeDefinition | undefined {
  return PAYMENT_MODES.find((mode) => mode.code === code);
}

/** A payment mode as OCC JSON in the language. */
export function paymentModeJson(mode: PaymentModeDefinition, language: Language) {
  return {
    code: mode.code,
    name: mode.name[language] ?? mode.name.en,
    description: mode.description[language] ?? mode.description.en,
  };
}
