/**
 * The payment modes of the shop (checkout spec §3 Payment modes, §9): card (hosted fields, 3-D Secure) and pay
 * on delivery (cash or card to the driver, or at the store for pick-up). Guests pay by card only (§6). Their
 * names and descriptions are in `@dukkan/i18n/api` (`paymentMode.<code>`).
 */
import { apiText } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import { PAYMENT_MODE_CODES } from "@dukkan/occ/checkout";

type PaymentModeCode = (typeof PAYMENT_MODE_CODES)[keyof typeof PAYMENT_MODE_CODES];

interface PaymentModeDefinition {
  code: PaymentModeCode;
  /** Whether a guest (anonymous cart) may choose it. */
  forGuests: boolean;
  /** Listed by GET /paymentmodes; loyalty points are chosen in the checkout's loyalty section instead. */
  listed: boolean;
}

export const PAYMENT_MODES: readonly PaymentModeDefinition[] = [
  { code: PAYMENT_MODE_CODES.card, forGuests: true, listed: true },
  { code: PAYMENT_MODE_CODES.payOnDelivery, forGuests: false, listed: true },
  // Checkout spec §4.1 payment type 3: an order the customer's points pay in full (issue 21).
  { code: PAYMENT_MODE_CODES.loyaltyPoint, forGuests: false, listed: false },
];
export function paymentModeNamed(code: string): PaymentModeDefinition | undefined {
  return PAYMENT_MODES.find((mode) => mode.code === code);
}

/** A payment mode as OCC JSON in the language. */
export function paymentModeJson(mode: PaymentModeDefinition, language: Language) {
  return {
    code: mode.code,
    name: apiText(language, `paymentMode.${mode.code}.name`),
    description: apiText(language, `paymentMode.${mode.code}.description`),
  };
}
