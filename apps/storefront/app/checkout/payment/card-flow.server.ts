/**
 * The card flow's server side (checkout spec §4.3, §4.5): the browser's steps post JSON here, and each step is
 * checked again on the server — the checkout guards, the stock check, the marker, the terms — before the API is
 * called with the session's tokens. The place-order body (spec §3) is kept in the sealed session for the
 * validation page, never in the browser.
 */
import { PAYMENT_MODE_CODES } from "@dukkan/occ/checkout";
import { z } from "zod";
import { requireCheckout, type CheckoutGuardResult } from "../checkout-guard.server";
import { setPaymentMode, setSavedPaymentDetails } from "../checkout.server";
import { OccRequestError } from "../../occ/occ-client.server";
import type { Session } from "../../session/session.server";
import { setRedemptionValue } from "../../loyalty/loyalty.server";
import { checkoutStepEvent } from "../../analytics/funnel-events";
import { recordFunnelEvents } from "../../analytics/pending-funnel-events.server";
import { paymentFailureKey } from "./card-errors";
import type { CardFlowAnswer, PaymentMessage } from "./card-flow-types";
import {
  authenticatePayer,
  consentEmailOf,
  createPaymentDetails,
  createPaymentSession,
  initiateAuthentication,
  placeOrderRefusal,
  validationUrl,
} from "./payment.server";

const SessionId = z.string().trim().min(1).max(100);
const Text = (max: number) => z.string().trim().min(1).max(max);

const Billing = z.object({
  firstName: Text(100),
  lastName: Text(100),
  line1: Text(255),
  line2: z.string().trim().max(255).optional(),
  town: Text(100),
  regionIsocode: z.string().regex(/^AE-[A-Z]{2,3}$/),
});

const CardFlowRequest = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("method"), method: z.enum(["card", "cash"]) }),
  z.object({ intent: z.literal("check"), termsChecked: z.boolean() }),
  z.object({ intent: z.literal("session"), purpose: z.enum(["card", "cvv"]) }),
  z.object({
    intent: z.literal("authInit"),
    termsChecked: z.boolean(),
    /** Points (AED) that pay part of the order after the SMS code; the card pays the rest (the API checks it). */
    loyaltyAmount: z.number().min(0).max(10_000_000).optional(),
    newsletter: z.boolean(),
    card: z.discriminatedUnion("kind", [
      z.object({
        kind: z.literal("new"),
        sessionId: SessionId,
        saved: z.boolean(),
        defaultPayment: z.boolean(),
        billing: Billing.optional(),
      }),
      z.object({ kind: z.literal("saved"), sessionId: SessionId, paymentDetailsId: z.string().trim().min(1).max(40) }),
    ]),
  }),
  z.object({ intent: z.literal("authProcess"), sessionId: SessionId, deviceData: z.string().max(4000) }),
]);
type CardFlowRequest = z.infer<typeof CardFlowRequest>;

/** Spec §9: the page reloads 5 s after card and 3-D Secure errors. */
const RELOAD_AFTER_CARD_ERROR_MS = 5_000;
const AUTH_KEYS = "checkoutReview.masterCardAuthError";

/** The message of an API refusal: the spec's key for its reason when it has one, else the API's text. */
export function refusalMessage(error: OccRequestError): PaymentMessage {
  const first = error.errors[0];
  if (first?.type === "InsufficientStockError") return { tone: "warning", key: "validation.cannotProceedCheckout" };
  const key =
    paymentFailureKey(first?.reason) ??
    (first?.reason && /^(checkoutReview|validation)\./.test(first.reason) ? first.reason : undefined);
  return key ? { tone: "error", key } : { tone: "error", text: error.message };
}

/** Ends a card attempt that failed: no order is in flight any more. */
function forgetAttempt(session: Session): void {
  session.unset("placeOrderMarker");
  session.unset("paymentBody");
  session.unset("paymentRedemption");
  session.unset("newsletterEmail");
}

export function parseCardFlowRequest(body: unknown): CardFlowRequest | undefined {
  const parsed = CardFlowRequest.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

export async function runCardFlowStep(
  request: Request,
  checkout: CheckoutGuardResult,
  step: CardFlowRequest,
): Promise<CardFlowAnswer> {
  switch (step.intent) {
    case "method":
      return chooseMethod(checkout, step.method);
    case "check": {
      const refusal = await placeOrderRefusal(checkout, checkout.cart, step);
      return refusal ? { ok: false, messages: [refusal], reloadCart: refusal.reloadCart } : { ok: true };
    }
    case "session": {
      const answer = await createPaymentSession(checkout, step.purpose);
      return { ok: true, session: answer.session, scriptUrl: answer.scriptUrl };
    }
    case "authInit":
      return startAuthentication(checkout, step);
    case "authProcess":
      return authenticate(request, checkout, step);
  }
}

/** Spec §4.1 'on load / on change the chosen mode is sent to the cart'; guests cannot pay cash. */
async function chooseMethod(checkout: CheckoutGuardResult, method: "card" | "cash"): Promise<CardFlowAnswer> {
  if (method === "cash" && checkout.isGuest)
    return { ok: false, messages: [{ tone: "error", key: "checkoutReview.choosePayment" }] };
  await setPaymentMode(checkout, method === "cash" ? PAYMENT_MODE_CODES.payOnDelivery : PAYMENT_MODE_CODES.card);
  return { ok: true };
}

async function startAuthentication(
  checkout: CheckoutGuardResult,
  step: Extract<CardFlowRequest, { intent: "authInit" }>,
): Promise<CardFlowAnswer> {
  const { session, ref, cart, isGuest } = checkout;
  const refusal = await placeOrderRefusal(checkout, cart, step);
  if (refusal) return { ok: false, messages: [refusal], reloadCart: refusal.reloadCart };
  session.set("placeOrderMarker", ref.cartId);
  // Pushed by the page the payment ends on (3-D Secure's return or the confirmation), before `purchase` (0069).
  recordFunnelEvents(session, [checkoutStepEvent({ event: "add_payment_info", paymentType: "card" }, cart)]);
  try {
    await setPaymentMode(checkout, PAYMENT_MODE_CODES.card);
    // Spec §4.3 step 6: a card (mode 0) sends the redemption amount alone; the card is then asked for the rest.
    const redeem = !isGuest && step.loyaltyAmount ? step.loyaltyAmount : 0;
    if (redeem > 0) {
      await setRedemptionValue(checkout, redeem);
      session.set("paymentRedemption", redeem);
    } else session.unset("paymentRedemption");
    const { card } = step;
    if (card.kind === "new") {
      // Guests cannot keep a card (spec §6); the API refuses it too.
      const keep = !isGuest && card.saved;
      await createPaymentDetails(checkout, {
        sessionID: card.sessionId,
        saved: keep,
        defaultPayment: keep && card.defaultPayment,
        billingAddress: card.billing ? billingAddressOf(card.billing) : undefined,
      });
    } else {
      await setSavedPaymentDetails(checkout, card.paymentDetailsId);
    }
    const answer = await initiateAuthentication(checkout, {
      session: card.sessionId,
      newPayment: card.kind === "new",
      ...(card.kind === "saved" ? { paymentDetailsId: card.paymentDetailsId } : {}),
    });
    // An issuer without a 3-DS method URL sends no method HTML: payer authentication follows at once.
    if (answer.status !== "AUTHENTICATION_AVAILABLE") {
      forgetAttempt(session);
      return cardError("cardValidationError");
    }
    session.set(
      "paymentBody",
      card.kind === "new"
        ? {
            session: card.sessionId,
            cartId: ref.cartId,
            saved: !isGuest && card.saved,
            defaultPayment: !isGuest && card.saved && card.defaultPayment,
            ...(card.billing ? { billingAddress: billingAddressOf(card.billing) } : {}),
            termsChecked: true,
          }
        : {
            session: card.sessionId,
            cartId: ref.cartId,
            id: card.paymentDetailsId,
            saved: true,
            defaultPayment: true,
            termsChecked: true,
          },
    );
    const email = step.newsletter ? consentEmailOf(cart) : undefined;
    if (email) session.set("newsletterEmail", email);
    else session.unset("newsletterEmail");
    // Spec §4.10: a customer's new payment details are confirmed.
    const added: PaymentMessage[] =
      card.kind === "new" && !isGuest ? [{ tone: "success", key: "paymentForm.paymentAddedSuccessfully" }] : [];
    return {
      ok: true,
      ...(answer.redirect?.ctx ? { html: answer.redirect.ctx } : {}),
      messages: [...added, { tone: "info", key: "checkoutReview.masterCardStartASC" }],
    };
  } catch (error) {
    forgetAttempt(session);
    if (error instanceof OccRequestError && error.status < 500) {
      return { ok: false, messages: [refusalMessage(error)], reloadAfterMs: RELOAD_AFTER_CARD_ERROR_MS };
    }
    throw error;
  }
}

/** Spec §4.5 payer stage: the issuer's challenge (or the frictionless redirect) for the stored attempt. */
async function authenticate(
  request: Request,
  checkout: CheckoutGuardResult,
  step: Extract<CardFlowRequest, { intent: "authProcess" }>,
): Promise<CardFlowAnswer> {
  const { session, ref, language } = checkout;
  const body = session.data.paymentBody;
  if (!body || body.session !== step.sessionId || body.cartId !== ref.cartId) {
    forgetAttempt(session);
    return cardError("shouldRedo");
  }
  try {
    const answer = await authenticatePayer(checkout, {
      session: step.sessionId,
      device: { type: "BROWSER", data: step.deviceData },
      returnUrl: validationUrl(request, language, ref.cartId),
    });
    if (!answer.redirect?.ctx) {
      forgetAttempt(session);
      return cardError("card3DsTypeNotSupport");
    }
    return { ok: true, html: answer.redirect.ctx };
  } catch (error) {
    forgetAttempt(session);
    if (error instanceof OccRequestError && error.status < 500) return cardError("shouldRedo");
    throw error;
  }
}

function cardError(key: string): CardFlowAnswer {
  return {
    ok: false,
    messages: [{ tone: "error", key: `${AUTH_KEYS}.${key}` }],
    reloadAfterMs: RELOAD_AFTER_CARD_ERROR_MS,
  };
}

function billingAddressOf(billing: z.infer<typeof Billing>) {
  return {
    firstName: billing.firstName,
    lastName: billing.lastName,
    line1: billing.line1,
    ...(billing.line2 ? { line2: billing.line2 } : {}),
    town: billing.town,
    region: { isocode: billing.regionIsocode, isocodeShort: billing.regionIsocode.split("-")[1] },
    country: { isocode: "AE" },
  };
}

/** Runs the guards for a JSON step: their redirects become `redirectTo` (the browser follows them). */
export async function guardCardFlow(args: {
  request: Request;
  params: { lang?: string };
}): Promise<CheckoutGuardResult | { redirectTo: string; setCookie: string | null }> {
  try {
    return await requireCheckout(args, "paymentDetails");
  } catch (thrown) {
    const location = thrown instanceof Response ? thrown.headers.get("Location") : null;
    if (thrown instanceof Response && location) {
      return { redirectTo: location, setCookie: thrown.headers.get("Set-Cookie") };
    }
    throw thrown;
  }
}
