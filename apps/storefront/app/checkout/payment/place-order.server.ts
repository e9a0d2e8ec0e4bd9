/**
 * Placing an order paid on delivery (checkout spec §4.3, §4.6): the place-order form's action, which works before
 * scripts load. The stock check, the marker and the preconditions come first; then the payment mode is set to
 * pay-on-delivery and the order placed. Success remembers the order for the confirmation page, subscribes the
 * newsletter consent and forgets the guest's cart and area.
 */
import { PAYMENT_MODE_CODES } from "@dukkan/occ/checkout";
import { CONSENT_TEMPLATE_IDS } from "@dukkan/occ/consents";
import { giveConsent } from "../../consents/consents.server";
import { redirect } from "react-router";
import type { CheckoutGuardResult } from "../checkout-guard.server";
import { placeOrder, rememberPlacedOrder, setPaymentMode } from "../checkout.server";
import { subscribeToNewsletter } from "../../newsletter/newsletter.server";
import { OccRequestError } from "../../occ/occ-client.server";
import { sessionHeaders } from "../../session/session.server";
import type { PaymentMessage } from "./card-flow-types";
import type { SmsDialogState } from "../../account/sms.server";
import { refusalMessage } from "./card-flow.server";
import { consentEmailOf, placeOrderRefusal } from "./payment.server";
import { checkoutStepEvent } from "../../analytics/funnel-events";
import { recordFunnelEvents } from "../../analytics/pending-funnel-events.server";

/** The page's messages; a points order waiting on its SMS code also carries the dialog's state (and the server's now). */
export type PlaceOrderAnswer = {
  messages: PaymentMessage[];
  sms?: SmsDialogState;
  now?: number;
  /**
   * The phone is verified for an order that points pay only part of (decision 0065): the page goes on with the card
   * flow for the rest, with these points on the cart.
   */
  payRest?: { amount: number };
  /** The agent's 'Send payment link' answer (decision 0085), shown beside its button rather than at the top. */
  paymentLink?: PaymentMessage;
};

/**
 * Subscribes the consent e-mail; a failing subscription never fails an order that is already placed. A signed-in
 * customer's box is recorded as their marketing e-mail consent (account spec §2.10), which subscribes their e-mail.
 */
export async function subscribeConsent(
  email: string | undefined,
  checkout: Pick<CheckoutGuardResult, "language" | "ref">,
) {
  if (!email) return;
  try {
    const { accessToken } = checkout.ref;
    if (accessToken) {
      await giveConsent({ accessToken, lang: checkout.language }, { id: CONSENT_TEMPLATE_IDS.marketingEmail });
    } else {
      await subscribeToNewsletter(email, checkout.language);
    }
  } catch (error) {
    console.warn("Newsletter subscription after an order failed", error);
  }
}

export async function placeCashOrder(
  checkout: CheckoutGuardResult,
  form: FormData,
): Promise<Response | PlaceOrderAnswer> {
  const { session, cart, isGuest, language, ref } = checkout;
  const termsChecked = form.get("termsChecked") === "on";
  // A card is paid through the hosted fields, which need scripts: the form alone cannot pay by card.
  if (form.get("method") !== "cash" || isGuest) {
    return { messages: [{ tone: "error", key: "checkoutReview.choosePayment" }] };
  }
  const refusal = await placeOrderRefusal(checkout, cart, { termsChecked });
  if (refusal) return { messages: [refusal] };

  session.set("placeOrderMarker", ref.cartId);
  let order;
  try {
    await setPaymentMode(checkout, PAYMENT_MODE_CODES.payOnDelivery);
    order = await placeOrder(checkout, { termsChecked });
  } catch (error) {
    session.unset("placeOrderMarker");
    if (error instanceof OccRequestError && error.status < 500) return { messages: [refusalMessage(error)] };
    throw error;
  }
  session.unset("placeOrderMarker");
  // The confirmation pushes this before its `purchase` (decision 0069).
  recordFunnelEvents(session, [checkoutStepEvent({ event: "add_payment_info", paymentType: "cash" }, cart)]);
  rememberPlacedOrder(session, order, isGuest);
  await subscribeConsent(form.get("newsletter") === "on" ? consentEmailOf(cart) : undefined, checkout);
  return redirect(`/${language}/order-confirmation`, { headers: await sessionHeaders(session) });
}
