/**
 * The card flow's outcomes and messages (checkout spec §4.5, §8), kept free of zod so the browser bundle can use
 * them. The provider segment of the keys is 'masterCard' (the gateway speaks the Mastercard REST API).
 */
import { CARD_RESULT_REASONS } from "@dukkan/occ/constants";

export const PROVIDER = "masterCard";

/** The hosted fields, named as the gateway's session.js names them (spec §7.3). */
export const CARD_FIELDS = ["nameOnCard", "number", "expiryMonth", "expiryYear", "securityCode"] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** The gateway's formSessionUpdate answer (the parts we read). */
export type FormSessionResponse = {
  status?: string;
  session?: { id?: string; updateStatus?: string };
  sourceOfFunds?: { provided?: { card?: { scheme?: string; number?: string; securityCode?: string } } };
  errors?: Partial<Record<string, string>>;
};

export type FormSessionOutcome =
  | { kind: "updateFieldOK"; sessionId: string; messages: string[] }
  | { kind: "fieldIsInvalid"; fields: CardField[]; messages: string[] }
  | { kind: "updateFieldError"; fields: CardField[]; missing: CardField[]; messages: string[] }
  | { kind: "sessionTimeOut" }
  | { kind: "systemError" }
  | { kind: "sessionUpdateError" };

/** The gateway's error names (cardNumber …) to our field names. */
const FIELD_OF_ERROR: Record<string, CardField> = {
  cardNumber: "number",
  number: "number",
  expiryMonth: "expiryMonth",
  expiryYear: "expiryYear",
  securityCode: "securityCode",
  nameOnCard: "nameOnCard",
};

/** The spec's message names for an invalid field ('cardNumber-invalid' …). */
const INVALID_MESSAGE: Record<CardField, string> = {
  number: "cardNumber-invalid",
  expiryMonth: "expiryMonth-invalid",
  expiryYear: "expiryYear-invalid",
  securityCode: "securityCode-invalid",
  nameOnCard: "nameOnCard-invalid",
};

/** Spec §4.5 table: what a formSessionUpdate answer means for the flow. */
export function formSessionOutcome(response: FormSessionResponse | undefined): FormSessionOutcome {
  switch (response?.status) {
    case "ok": {
      const card = response.sourceOfFunds?.provided?.card;
      if (!card?.securityCode) {
        return { kind: "fieldIsInvalid", fields: ["securityCode"], messages: [INVALID_MESSAGE.securityCode] };
      }
      return {
        kind: "updateFieldOK",
        sessionId: response.session?.id ?? "",
        messages: ["securityCode-provided", `userCardType:${card.scheme ?? ""}`],
      };
    }
    case "fields_in_error": {
      const errors = Object.entries(response.errors ?? {});
      const fieldsOf = (entries: typeof errors) =>
        entries.map(([name]) => FIELD_OF_ERROR[name]).filter((field): field is CardField => field !== undefined);
      const fields = fieldsOf(errors);
      // 'missing' is an empty field (spec §5.4: paymentFormFieldError); 'invalid' a wrong value.
      const missing = fieldsOf(errors.filter(([, problem]) => problem === "missing"));
      return { kind: "updateFieldError", fields, missing, messages: fields.map((field) => INVALID_MESSAGE[field]) };
    }
    case "request_timeout":
      return { kind: "sessionTimeOut" };
    case "system_error":
      return { kind: "systemError" };
    default:
      return { kind: "sessionUpdateError" };
  }
}

/** The message shown under an invalid hosted field (spec §8: checkoutReview.{provider}Error.{field}). */
export function fieldErrorKey(field: CardField): string {
  return `checkoutReview.${PROVIDER}Error.${field}`;
}

/** Spec §8 card results (errors[0].reason of payment/process) → their message, as the API names them. */
const CARD_RESULT_KEYS: Record<string, string> = CARD_RESULT_REASONS;

/**
 * 3-D Secure statuses that end a payment → their message. The spec leaves the pairing open; each status takes
 * the key of the same name, and a pending authentication asks the shopper to redo it.
 */
const AUTH_STATUS_KEYS: Record<string, string> = {
  AUTHENTICATION_FAILED: "authFailed",
  AUTHENTICATION_NOT_IN_EFFECT: "authNotInEffect",
  AUTHENTICATION_NOT_SUPPORTED: "authNotSupported",
  AUTHENTICATION_REJECTED: "authRejected",
  AUTHENTICATION_REQUIRED: "authRequired",
  AUTHENTICATION_UNAVAILABLE: "authUnavailable",
  AUTHENTICATION_PENDING: "shouldRedo",
};

/** Reasons that are already message keys of their own (the stock check at payment time). */
const OWN_KEY_REASONS = new Set(["validation.cannotProceedCheckout"]);

/**
 * The message for a refused payment's reason (spec §4.8 'the message mapped from the provider's reason'), or
 * undefined when the reason is not one the spec names (the page then says only that the payment failed).
 */
export function paymentFailureKey(reason: string | undefined): string | undefined {
  if (!reason) return undefined;
  if (OWN_KEY_REASONS.has(reason)) return reason;
  const card = CARD_RESULT_KEYS[reason];
  if (card) return `checkoutReview.${PROVIDER}Error.${card}`;
  const auth = AUTH_STATUS_KEYS[reason];
  if (auth) return `checkoutReview.${PROVIDER}AuthError.${auth}`;
  return undefined;
}
