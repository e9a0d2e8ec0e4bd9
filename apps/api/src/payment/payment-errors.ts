/**
 * The payment feature's OCC errors (checkout spec §8). payment/process answers 400 PaymentError whose `reason` is
 * the gateway's result code (EXPIRED_CARD, DECLINED …), an AUTHENTICATION_* status, or
 * validation.cannotProceedCheckout; the storefront maps the reason to its message.
 */
import { CARD_RESULT_REASONS } from "@dukkan/occ/checkout";
import { OccHttpError } from "../occ/errors.js";

export type CardResultReason = keyof typeof CARD_RESULT_REASONS;
export const STOCK_REASON = "validation.cannotProceedCheckout";
export const SESSION_EXPIRED = "SESSION_EXPIRED";

const MESSAGES: Record<string, string> = {
  EXPIRED_CARD: "The card has expired.",
  DECLINED: "The card was declined.",
  INSUFFICIENT_FUNDS: "The card was declined.",
  TIMED_OUT: "The payment timed out.",
  UNKNOWN: "The payment result is not known yet.",
  UNSPECIFIED_FAILURE: "The payment failed.",
  ACQUIRER_SYSTEM_ERROR: "The card issuer's system could not process the payment.",
  [STOCK_REASON]: "Some products are no longer available in the quantities ordered.",
  [SESSION_EXPIRED]: "Form Session not found or expired.",
};

export const paymentError = (reason: string, subject?: string) =>
  new OccHttpError(400, [
    {
      type: "PaymentError",
      reason,
      subject: subject ?? "payment",
      subjectType: "payment",
      message:
        MESSAGES[reason] ?? (reason.startsWith("AUTHENTICATION_") ? `3-D Secure: ${reason}` : "The payment failed."),
    },
  ]);

/** A gateway result code as a reason the storefront knows; anything else is an unspecified failure. */
export function cardResultReason(gatewayCode: string | undefined): CardResultReason {
  return gatewayCode && gatewayCode in CARD_RESULT_REASONS ? (gatewayCode as CardResultReason) : "UNSPECIFIED_FAILURE";
}

/** The payment needs a (new) successful 3-D Secure authentication first. */
export const authenticationRequired = (status?: string) =>
  paymentError(status && status.startsWith("AUTHENTICATION_") ? status : "AUTHENTICATION_REQUIRED");

export const invalidReturnUrl = () =>
  new OccHttpError(400, [
    {
      type: "ValidationError",
      reason: "invalid",
      subject: "returnUrl",
      subjectType: "field",
      message: "returnUrl must be the storefront's payment validation page.",
    },
  ]);

export const paymentDetailsNotFound = (id: string) =>
  new OccHttpError(400, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: id.slice(0, 40),
      subjectType: "paymentDetails",
      message: "Payment details not found.",
    },
  ]);

export const guestsCannotSaveCards = () =>
  new OccHttpError(400, [
    {
      type: "ValidationError",
      reason: "invalid",
      subject: "saved",
      subjectType: "field",
      message: "Sign in to save a card.",
    },
  ]);

export const billingAddressMissing = () =>
  new OccHttpError(400, [
    {
      type: "ValidationError",
      reason: "missing",
      subject: "billingAddress",
      subjectType: "field",
      message: "A billing address is required.",
    },
  ]);

export const emptyCart = (cartId: string) =>
  new OccHttpError(400, [
    {
      type: "CartError",
      reason: "empty",
      subject: cartId.slice(0, 100),
      subjectType: "cart",
      message: "The cart is empty.",
    },
  ]);

/** A payment for this cart is being completed: no new authentication until it has an answer. */
export const paymentInProgress = () =>
  new OccHttpError(400, [
    {
      type: "PaymentError",
      reason: "checkoutReview.placeOrderHasBeenExecuted",
      subject: "payment",
      subjectType: "payment",
      message: "The order is already being placed.",
    },
  ]);
