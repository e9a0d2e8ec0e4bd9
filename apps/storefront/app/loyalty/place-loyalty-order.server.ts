/**
 * Placing an order paid with loyalty points, wholly (payment type 3) or in part with a card paying the rest
 * (decision 0065) (checkout spec §2.13, §2.14, §4.2, §4.3 step 5):
 * the place-order form's action when the loyalty section is used, which works before scripts load. The stock check,
 * the marker and the preconditions come first; the points go on the cart with the payment mode (the API checks them
 * against the balance and the total); then the SMS dialog verifies the customer's phone (pageName CHECKOUT) and
 * only a verified phone places the order — or, when the points pay part of it, lets the page run the card flow for
 * the rest. The dialog's steps post to the same action (sms-* intents).
 */
import type { Language } from "@dukkan/i18n";
import { toFils } from "@dukkan/money";
import { LOYALTY_CHOICES, type LoyaltyChoice } from "@dukkan/occ/loyalty";
import { clampLoyaltyAmount } from "@dukkan/occ/rules";
import { redirect } from "react-router";
import { signOut } from "../account/auth.server";
import { openSmsDialog, runSmsIntent, type SmsIntent, type SmsStepResult } from "../account/sms-flow.server";
import type { CheckoutGuardResult } from "../checkout/checkout-guard.server";
import { placeOrder, rememberPlacedOrder } from "../checkout/checkout.server";
import { refusalMessage } from "../checkout/payment/card-flow.server";
import { consentEmailOf, placeOrderRefusal } from "../checkout/payment/payment.server";
import { subscribeConsent, type PlaceOrderAnswer } from "../checkout/payment/place-order.server";
import { OccRequestError } from "../occ/occ-client.server";
import { destroySession, sessionHeaders } from "../session/session.server";
import { loadCartLoyalty, payWithPoints, setRedemptionValue } from "./loyalty.server";

export type LoyaltyOrderAnswer = PlaceOrderAnswer;

/** The loyalty choice the form posted ('all' wins when both boxes were ticked before scripts ran). */
export function postedLoyaltyChoice(form: FormData): LoyaltyChoice | undefined {
  const chosen = form.getAll("loyaltyChoice").map(String);
  return [...LOYALTY_CHOICES].reverse().find((choice) => chosen.includes(choice));
}

const error = (key: string): LoyaltyOrderAnswer => ({ messages: [{ tone: "error", key }] });

/** The API's loyalty refusals, in the page's words (their reasons name the message). */
const LOYALTY_REFUSALS = [
  "insufficientPoints",
  "exceedsTotal",
  "invalidAmount",
  "notCovered",
  "notVerified",
  "coversTotal",
];

function refusalOf(failure: OccRequestError): LoyaltyOrderAnswer {
  const reason = failure.errors[0]?.reason;
  return reason && LOYALTY_REFUSALS.includes(reason)
    ? error(`loyalty.errors.${reason}`)
    : { messages: [refusalMessage(failure)] };
}

/** The place-order form with the loyalty section used: the points on the cart, then the SMS dialog. */
export async function startLoyaltyOrder(
  checkout: CheckoutGuardResult,
  form: FormData,
  choice: LoyaltyChoice,
): Promise<Response | LoyaltyOrderAnswer> {
  const { session, cart, language, user } = checkout;
  const termsChecked = form.get("termsChecked") === "on";
  const refusal = await placeOrderRefusal(checkout, cart, { termsChecked });
  if (refusal) return { messages: [refusal] };
  const loyalty = await loadCartLoyalty(checkout);
  const redeemable = loyalty.redeemableValue ?? 0;
  // Spec §5.6: the amount is clamped to 0…redeemable and cut to 2 decimals, as the form does.
  const amount = choice === "all" ? redeemable : clampLoyaltyAmount(Number(form.get("loyaltyAmount")), redeemable);
  // Points that do not cover the total pay part of it; a card pays the rest once the phone is verified (0065).
  const payRest = toFils(amount) < toFils(loyalty.total ?? 0);
  if (toFils(amount) <= 0) return error("loyalty.errors.invalidAmount");
  try {
    // Checked now, before the SMS code is sent: the balance and the total as the API prices them.
    if (payRest) await setRedemptionValue(checkout, amount);
    else await payWithPoints(checkout, { choices: choice, totalRedeemValue: amount });
  } catch (failure) {
    if (failure instanceof OccRequestError && failure.status < 500) return refusalOf(failure);
    throw failure;
  }
  const fields = {
    phoneNumber: user?.phoneNumber ?? "",
    newsletter: form.get("newsletter") === "on" ? "on" : "",
    ...(payRest ? { payRest: String(amount) } : {}),
  };
  const step = await openSmsDialog(session, "checkout", "CHECKOUT", fields, language);
  return afterSms(checkout, step);
}

/** One of the SMS dialog's own intents on the payment page. */
export async function continueLoyaltyOrder(
  checkout: CheckoutGuardResult,
  intent: SmsIntent,
  form: FormData,
): Promise<Response | LoyaltyOrderAnswer> {
  const step = await runSmsIntent(checkout.session, "checkout", "CHECKOUT", intent, form, checkout.language);
  return afterSms(checkout, step);
}

async function afterSms(checkout: CheckoutGuardResult, step: SmsStepResult): Promise<Response | LoyaltyOrderAnswer> {
  const { session, language } = checkout;
  // Spec §2.14: closing the SMS dialog resets the user, i.e. signs out (as the profile's dialog does).
  if (step.kind === "closed") {
    await signOut(session);
    return redirect(`/${language}/login`, { headers: { "Set-Cookie": await destroySession() } });
  }
  if (step.kind === "expired") return error("loyalty.errors.notVerified");
  if (!step.outcome.verified) return { messages: [], sms: step.outcome.dialog, now: Date.now() };
  session.unset("pending");
  // Points and a card: the page runs the card flow for the rest now (the API spends the points with the order).
  if (step.fields.payRest) return { messages: [], payRest: { amount: Number(step.fields.payRest) } };
  return placePointsOrder(checkout, language, step.fields.newsletter === "on");
}

async function placePointsOrder(
  checkout: CheckoutGuardResult,
  language: Language,
  newsletter: boolean,
): Promise<Response | LoyaltyOrderAnswer> {
  const { session, ref, cart } = checkout;
  session.set("placeOrderMarker", ref.cartId);
  let order;
  try {
    // The terms were accepted on the form that opened the dialog (its refusal checked them).
    order = await placeOrder(checkout, { termsChecked: true });
  } catch (failure) {
    session.unset("placeOrderMarker");
    if (failure instanceof OccRequestError && failure.status < 500) return refusalOf(failure);
    throw failure;
  }
  session.unset("placeOrderMarker");
  rememberPlacedOrder(session, order, false);
  await subscribeConsent(newsletter ? consentEmailOf(cart) : undefined, checkout);
  return redirect(`/${language}/order-confirmation`, { headers: await sessionHeaders(session) });
}
