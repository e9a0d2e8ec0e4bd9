/**
 * The payment type (checkout spec §4.1, §9): the browser-only state kept under localStorage 'fk_paymentType'.
 * It says which payment block the page shows; the server never trusts it (the place-order action reads the
 * method from the submitted form and the API checks who may pay how).
 *
 *  -1  new card entry (no saved card chosen)
 *   0  a saved card (credit card)
 *   1  a non-card mode that forces the redemption to 0 (loyalty; a later issue)
 *   2  cash
 *   3  fully covered by loyalty, or a wallet (a later issue)
 */
export const PAYMENT_TYPE_STORAGE_KEY = "fk_paymentType";

export const PAYMENT_TYPES = [-1, 0, 1, 2, 3] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The method radios of spec §2.9: credit card carries 0, cash carries 2. */
export type PaymentMethod = "card" | "cash";
export const PAYMENT_METHOD_VALUES: Record<PaymentMethod, number> = { card: 0, cash: 2 };

/** The API's payment mode code for each method (packages/occ PAYMENT_MODE_CODES, decision 0023). */
export const PAYMENT_MODE_OF_METHOD: Record<PaymentMethod, "card" | "pay-on-delivery"> = {
  card: "card",
  cash: "pay-on-delivery",
};

/** Spec §4.1: the string '0' maps to 0, a missing value to -1; anything unknown is treated as missing. */
export function readPaymentType(stored: string | null | undefined): PaymentType {
  if (stored === null || stored === undefined || stored.trim() === "") return -1;
  const value = Number(stored);
  return (PAYMENT_TYPES as readonly number[]).includes(value) ? (value as PaymentType) : -1;
}

export type PaymentTypeContext = {
  isGuest: boolean;
  savedCardCount: number;
};

/** A card type for this shopper: a saved card when they have some (§4.1 'Saved cards exist'), else a new card. */
function cardType({ isGuest, savedCardCount }: PaymentTypeContext): PaymentType {
  return !isGuest && savedCardCount > 0 ? 0 : -1;
}

/**
 * The type the page starts with. Guests always get the card form; cash survives a reload for customers;
 * otherwise saved cards make it 0 (the list comes first, even after an earlier 'Add new payment') and no saved
 * cards -1. Loyalty types (1, 3) belong to the later loyalty issue, so they fall back to the card rule.
 */
export function initialPaymentType(stored: PaymentType, context: PaymentTypeContext): PaymentType {
  if (context.isGuest) return -1;
  if (stored === 2) return 2;
  return cardType(context);
}

/** Choosing a method radio (§4.1): cash is 2 (customers only); credit card hides the form when cards are saved. */
export function typeForMethod(method: PaymentMethod, context: PaymentTypeContext): PaymentType {
  if (method === "cash" && !context.isGuest) return 2;
  return cardType(context);
}

/** Which radio a type selects. */
export function methodOfType(type: PaymentType): PaymentMethod {
  return type === 2 ? "cash" : "card";
}

/** 'Add new payment' opens the new-card form; 'Use this payment' picks a saved card. */
export function typeForAddNewCard(): PaymentType {
  return -1;
}
export function typeForSavedCard(context: PaymentTypeContext): PaymentType {
  return context.savedCardCount > 0 && !context.isGuest ? 0 : -1;
}
