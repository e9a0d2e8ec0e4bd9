/**
 * The card-payment calls of the payment details step (checkout spec §7.3, issue 7 contract 'api-payment'): the
 * gateway's hosted session, payment details, 3-D Secure init and payer authentication, and completing the payment.
 * Card data never passes here: the hosted fields send it from the browser to the gateway, and the API reads the
 * masked card from the gateway session itself. Every call is on the cart the checkout guard addressed.
 */
import type { Cart } from "@dukkan/occ/cart";
import {
  AuthResponse,
  PaymentDetails,
  PaymentSession,
  type NewPaymentDetails,
  type PaymentProcessRequest,
} from "@dukkan/occ/checkout";
import { Order } from "@dukkan/occ/order";
import { requestArea } from "../../area/area.server";
import type { CheckoutContext } from "../checkout.server";
import { guestEmailOf, stockCheck, stockCheckPassed } from "../checkout.server";
import { hasDeliveryDestination } from "../checkout-steps";
import { occFetch, type OccRequestOptions } from "../../occ/occ-client.server";

type CallOptions = Omit<OccRequestOptions, "lang" | "area" | "accessToken">;

function cartCall<T>({ session, language, ref }: CheckoutContext, path: string, options: CallOptions = {}) {
  return occFetch<T>(`users/${ref.userId}/carts/${encodeURIComponent(ref.cartId)}/${path}`, {
    ...options,
    lang: language,
    area: requestArea(session),
    accessToken: ref.accessToken,
  });
}

/** A hosted session: '0' for a new card, '1' (purpose cvv) for a saved card's security code (spec §2.11). */
export async function createPaymentSession(context: CheckoutContext, purpose: "card" | "cvv"): Promise<PaymentSession> {
  const answer = await cartCall<unknown>(context, "payment/session", {
    method: "POST",
    query: purpose === "cvv" ? { purpose: "cvv" } : {},
  });
  return PaymentSession.parse(answer);
}

/** A new card entered in the hosted fields becomes the cart's payment details (saved for customers who ask). */
export async function createPaymentDetails(context: CheckoutContext, details: NewPaymentDetails) {
  return PaymentDetails.parse(await cartCall<unknown>(context, "paymentdetails", { method: "POST", body: details }));
}

export async function initiateAuthentication(
  context: CheckoutContext,
  body: { session: string; newPayment: boolean; paymentDetailsId?: string },
): Promise<AuthResponse> {
  return AuthResponse.parse(await cartCall<unknown>(context, "payment/auth/init", { method: "POST", body }));
}

export async function authenticatePayer(
  context: CheckoutContext,
  body: { session: string; device: { type: "BROWSER"; data: string }; returnUrl: string },
): Promise<AuthResponse> {
  return AuthResponse.parse(await cartCall<unknown>(context, "payment/auth/process", { method: "PUT", body }));
}

/** Completes the authenticated payment: the API pays and answers the placed order, or a PaymentError. */
export async function processPayment(context: CheckoutContext, body: PaymentProcessRequest): Promise<Order> {
  return Order.parse(
    await cartCall<unknown>(context, "payment/process", { method: "POST", body, query: { fields: "FULL" } }),
  );
}

/**
 * The e-mail the newsletter consent subscribes (spec §3, §4.4): a guest cart's e-mail, or the customer's uid
 * (a social account's uid ends with its e-mail after the last ';').
 */
export function consentEmailOf(cart: Pick<Cart, "user">): string | undefined {
  const guestEmail = guestEmailOf(cart);
  if (guestEmail) return guestEmail;
  const last = cart.user?.uid.split(";").pop();
  return last?.includes("@") ? last : undefined;
}

/** Where the issuer's challenge sends the shopper back (the validation page of this shop, for this cart). */
export function validationUrl(request: Request, language: string, cartId: string, env = process.env): string {
  const origin = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : new URL(request.url).origin;
  return `${origin}/${language}/checkout/payment-details/validation?cart=${encodeURIComponent(cartId)}`;
}

export type PlaceOrderRefusal = {
  /** The spec's message key (§8 place order). */
  key: string;
  tone: "info" | "warning" | "error";
  /** The stock check failed: the page reloads the cart. */
  reloadCart?: boolean;
};

/**
 * Spec §4.3 steps 1–3 before any order is placed: the stock check, the double-submit marker, then the
 * preconditions (terms, delivery address and mode). The payment mode is chosen by the caller right after.
 */
export async function placeOrderRefusal(
  context: CheckoutContext,
  cart: Cart,
  { termsChecked }: { termsChecked: boolean },
): Promise<PlaceOrderRefusal | undefined> {
  if (!stockCheckPassed(await stockCheck(context))) {
    context.session.unset("placeOrderMarker");
    return { key: "validation.cannotProceedCheckout", tone: "warning", reloadCart: true };
  }
  if (context.session.data.placeOrderMarker === context.ref.cartId) {
    return { key: "checkoutReview.placeOrderHasBeenExecuted", tone: "info" };
  }
  if (!termsChecked) return { key: "checkoutReview.termsRequired", tone: "error" };
  if (!cart.deliveryMode || !hasDeliveryDestination(cart)) {
    return { key: "checkoutReview.checkOutHasMissing", tone: "error" };
  }
  return undefined;
}
