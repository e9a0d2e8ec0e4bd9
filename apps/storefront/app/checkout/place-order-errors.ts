/**
 * What the review screen says when the API refuses to place an order (checkout spec §8 'Place order'): the
 * spec's keys for the known reasons (with this feature's words when the payment feature has not defined the
 * key), otherwise the first error's message, or its type.
 */
import type { OccError } from "@dukkan/occ";

export type PlaceOrderMessage = {
  tone: "error" | "warning" | "info";
  key: string;
  /** Shown when `key` has no words in the page's language. */
  fallbackKey?: string;
  /** The API's own text, shown as it is. */
  text?: string;
};

const KNOWN_REASONS: Record<string, PlaceOrderMessage> = {
  "checkoutReview.checkOutHasMissing": {
    tone: "error",
    key: "checkoutReview.checkOutHasMissing",
    fallbackKey: "checkout.review.missing",
  },
  "checkoutReview.choosePayment": {
    tone: "error",
    key: "checkoutReview.choosePayment",
    fallbackKey: "checkout.review.choosePayment",
  },
  "checkoutReview.placeOrderHasBeenExecuted": { tone: "info", key: "checkoutReview.placeOrderHasBeenExecuted" },
  "validation.cannotProceedCheckout": { tone: "warning", key: "validation.cannotProceedCheckout" },
};

export function placeOrderRefusal(errors: readonly OccError[]): PlaceOrderMessage {
  const first = errors[0];
  const known = first?.reason ? KNOWN_REASONS[first.reason] : undefined;
  if (known) return known;
  if (first?.type === "InsufficientStockError") return KNOWN_REASONS["validation.cannotProceedCheckout"]!;
  if (first?.subject === "termsChecked") return { tone: "error", key: "checkout.review.termsRequired" };
  const text = first?.message || first?.type;
  return text
    ? { tone: "error", key: "checkout.review.failed", text }
    : { tone: "error", key: "checkout.review.failed" };
}
