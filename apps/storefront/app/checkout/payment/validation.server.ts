/**
 * The payment validation page's server side (checkout spec §2.15, §4.8): completes the card payment stored in the
 * sealed session with POST …/payment/process. Success remembers the order, subscribes the newsletter consent and
 * forgets the guest's cart and area; failure maps the gateway's reason to its message. Either way the stored
 * body, newsletter e-mail and marker are cleared (spec §4.8 step 4).
 */
import { redirect } from "react-router";
import type { CheckoutGuardResult } from "../checkout-guard.server";
import { rememberPlacedOrder } from "../checkout.server";
import { stepPath } from "../checkout-steps";
import { OccRequestError } from "../../occ/occ-client.server";
import { sessionHeaders, type Session } from "../../session/session.server";
import { paymentFailureKey } from "./card-errors";
import type { PaymentMessage } from "./card-flow-types";
import { processPayment } from "./payment.server";
import { setRedemptionValue } from "../../loyalty/loyalty.server";
import { subscribeConsent } from "./place-order.server";

/** Spec §9: back to payment details 1 s after a failed validation. */
export const BACK_TO_PAYMENT_AFTER_MS = 1_000;

export type ValidationFailure = { messages: PaymentMessage[]; then: { to: string; afterMs: number } };

function forgetStoredPayment(session: Session): void {
  session.unset("paymentBody");
  session.unset("paymentRedemption");
  session.unset("newsletterEmail");
  session.unset("placeOrderMarker");
}

/** The stored attempt belongs to the cart the page names and the session's cart. */
export function storedPaymentFor(checkout: CheckoutGuardResult, cartParam: string | null) {
  const body = checkout.session.data.paymentBody;
  if (!body || cartParam !== checkout.ref.cartId || body.cartId !== checkout.ref.cartId) return undefined;
  return body;
}

/** Spec §4.8 step 3 messages: the reason's own message (when the spec names one), then the two failure notes. */
export function failureMessages(reason: string | undefined): PaymentMessage[] {
  const reasonKey = paymentFailureKey(reason);
  return [
    ...(reasonKey ? [{ tone: "error" as const, key: reasonKey }] : []),
    { tone: "error", key: "checkoutReview.payFailed" },
    { tone: "error", key: "checkoutValidation.processFailed" },
  ];
}

export async function completePayment(
  checkout: CheckoutGuardResult,
  cartParam: string | null,
): Promise<Response | ValidationFailure> {
  const { session, language, isGuest } = checkout;
  const paymentDetails = stepPath(language, "paymentDetails");
  const body = storedPaymentFor(checkout, cartParam);
  if (!body) {
    forgetStoredPayment(session);
    return redirect(paymentDetails, { headers: await sessionHeaders(session) });
  }
  const newsletterEmail = session.data.newsletterEmail;
  const redemption = session.data.paymentRedemption;
  forgetStoredPayment(session);
  try {
    // Spec §4.8 step 1: points chosen for part of the order are sent first (the API refuses the payment when the
    // amount differs from what the card was authenticated for).
    if (redemption && redemption > 0) await setRedemptionValue(checkout, redemption);
    const order = await processPayment(checkout, body);
    rememberPlacedOrder(session, order, isGuest);
    await subscribeConsent(newsletterEmail, checkout);
    session.set("notice", { tone: "success", key: "checkoutValidation.processSucceed" });
    return redirect(`/${language}/order-confirmation`, { headers: await sessionHeaders(session) });
  } catch (error) {
    if (!(error instanceof OccRequestError)) throw error;
    if (error.status >= 500) console.error("payment/process failed", error);
    const reason = error.errors[0]?.reason;
    // The payment page shows the messages again (here they show for 1 s only); it maps the reason itself.
    const to = `${paymentDetails}?${new URLSearchParams({ payment: "failed", ...(reason ? { reason } : {}) })}`;
    return { messages: failureMessages(reason), then: { to, afterMs: BACK_TO_PAYMENT_AFTER_MS } };
  }
}
