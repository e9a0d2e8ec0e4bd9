/**
 * The refusals of placing and reading orders (checkout spec §4.3, §5.7, §8 place order). `reason` carries the
 * storefront's message key where the spec names one, so the checkout shows the right text without guessing.
 */
import { OccHttpError } from "../occ/errors.js";

const validation = (subject: string, reason: string, message: string, subjectType = "cart") =>
  new OccHttpError(400, [{ type: "ValidationError", reason, subject, subjectType, message }]);

/** Spec §5.7: the terms and conditions must be accepted. */
export const termsNotAccepted = () =>
  validation("termsChecked", "invalid", "The terms and conditions must be accepted.", "parameter");

/** Spec §8: no delivery address or no delivery mode. */
export const checkoutHasMissing = (subject: "deliveryAddress" | "deliveryMode" | "email") =>
  validation(subject, "checkoutReview.checkOutHasMissing", `The cart has no ${subject}.`);

/** Spec §8: no payment mode chosen. */
export const choosePayment = () =>
  validation("paymentMode", "checkoutReview.choosePayment", "Please choose a payment mode.");

/** A card order is placed through payment/process (3-D Secure and the gateway's payment), never directly. */
export const cardNeedsPaymentProcess = () =>
  validation("paymentMode", "invalid", "Card orders are placed through payment/process.", "parameter");

/** Guests pay by card only (spec §6). */
export const guestsPayByCard = () => validation("paymentMode", "invalid", "Guests pay by card.", "parameter");

/** The cart was already submitted for a card payment that is still running. */
export const paymentInProgress = (cartCode: string) =>
  validation(cartCode, "checkoutReview.placeOrderHasBeenExecuted", "A payment for this cart is in progress.");

/** Spec §4.3 step 1: a product is no longer sold or not in stock for the quantity in the cart. */
export const insufficientStock = (productCode: string) =>
  new OccHttpError(400, [
    {
      type: "InsufficientStockError",
      reason: "validation.cannotProceedCheckout",
      subject: productCode,
      subjectType: "product",
      message: `Product ${productCode} cannot be ordered in this quantity.`,
    },
  ]);

/** An empty cart has nothing to order. */
export const emptyCart = (cartCode: string) =>
  new OccHttpError(400, [
    { type: "CartError", reason: "empty", subject: cartCode, subjectType: "cart", message: "The cart is empty." },
  ]);

/** A foreign order answers exactly like an unknown one, so order codes and guids cannot be probed. */
export const orderNotFound = (orderId: string) =>
  new OccHttpError(400, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: orderId.slice(0, 100),
      subjectType: "order",
      message: `Order with guid ${orderId.slice(0, 100)} not found for current user in current BaseStore`,
    },
  ]);

/** The Idempotency-Key header is too long or has characters no client sends. */
export const invalidIdempotencyKey = () =>
  new OccHttpError(400, [
    {
      type: "ValidationError",
      reason: "invalid",
      subject: "Idempotency-Key",
      subjectType: "header",
      message: "Idempotency-Key must be 1 to 100 visible ASCII characters.",
    },
  ]);

/** A configured product's required text is empty (decision 0018: such an entry blocks checkout). */
export const configurationIncomplete = (productCode: string) =>
  new OccHttpError(400, [
    {
      type: "ConfigurationError",
      reason: "validation.cannotProceedCheckout",
      subject: productCode,
      subjectType: "product",
      message: `Product ${productCode} needs its text before it can be ordered.`,
    },
  ]);
