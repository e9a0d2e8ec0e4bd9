/**
 * The payment modes' names as every screen says them: the storefront's payment step, review and order pages, the
 * API's answers and e-mails, and the back office. One source, so staff and shoppers read the same words (the back
 * office once said "Pay on delivery" where the shop says "Cash on delivery").
 */
import type { Language } from "./languages";

export const PAYMENT_MODE_NAMES = {
  en: { card: "Credit / debit card", "pay-on-delivery": "Cash on delivery", "loyalty-point": "Loyalty points" },
  ar: { card: "بطاقة ائتمان / خصم", "pay-on-delivery": "الدفع نقداً عند الاستلام", "loyalty-point": "نقاط الولاء" },
} as const satisfies Record<Language, Record<"card" | "pay-on-delivery" | "loyalty-point", string>>;
