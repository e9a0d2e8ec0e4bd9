import type { IncomingMessage, ServerResponse } from "node:http";
import type { Cart } from "@dukkan/occ/cart";
import { beforeEach, describe, expect, it } from "vitest";
import type { CheckoutGuardResult } from "../checkout-guard.server";
import { serveStandInApi } from "../../occ/stand-in-api.server";
import { getSession, type Session } from "../../session/session.server";
import { runCardFlowStep } from "./card-flow.server";
import { placeCashOrder } from "./place-order.server";
import { completePayment } from "./validation.server";

/** A stand-in API answering per "METHOD path"; every call is recorded with its query (and body). */
type Answer = { status: number; body?: unknown };
const answers = new Map<string, Answer>();
const calls: string[] = [];

const GUID = "5f0c2b1e-guest";
const CART = `users/anonymous/carts/${GUID}`;
const EMAIL = "mariam@example.ae";
const guestCart = {
  code: "00001234",
  guid: GUID,
  guestCart: true,
  user: { uid: `${GUID}|${EMAIL}`, name: "guest" },
  totalItems: 2,
  deliveryMode: { code: "home-delivery" },
  deliveryAddress: { id: "8800", line1: "Al Rigga Street 12" },
} as unknown as Cart;

function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://api");
  const key = `${request.method} ${url.pathname.replace("/occ/v2/dukkan/", "")}`;
  const query = [...url.searchParams].filter(([name]) => !["lang", "curr", "fields", "area"].includes(name));
  calls.push(query.length ? `${key}?${new URLSearchParams(query).toString()}` : key);
  let body = "";
  request.on("data", (chunk) => (body += String(chunk)));
  request.on("end", () => {
    if (body) calls.push(`  body ${body}`);
    const answer = answers.get(key) ?? { status: 404, body: { errors: [{ type: "UnknownResourceError" }] } };
    response.writeHead(answer.status, { "Content-Type": "application/json" });
    response.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
  });
}

serveStandInApi(handle);
beforeEach(() => {
  answers.clear();
  calls.length = 0;
  answers.set(`GET ${CART}/stockCheck`, { status: 200, body: { message: "SUCCESS" } });
  answers.set(`PUT ${CART}/paymentmode`, { status: 200 });
});

async function guestCheckout(cart: Cart = guestCart): Promise<CheckoutGuardResult & { session: Session }> {
  const session = await getSession(new Request("http://shop.test/"));
  session.set("cartGuid", GUID);
  session.set("area", "AE-DU-DEIRA");
  return { session, language: "en", cart, ref: { userId: "anonymous", cartId: GUID }, isGuest: true };
}

const request = new Request("http://shop.test/en/checkout/payment-details/card", { method: "POST" });
const AUTH_AVAILABLE = { status: "AUTHENTICATION_AVAILABLE", redirect: { ctx: "<div><form></form></div>" } };
const newCard = { kind: "new" as const, sessionId: "SESSION0001", saved: true, defaultPayment: true };

describe("the checks before a card payment (spec §4.3)", () => {
  it("reloads the cart with a warning when the stock check fails, and forgets the marker", async () => {
    answers.set(`GET ${CART}/stockCheck`, { status: 200, body: { message: "FAILED" } });
    const checkout = await guestCheckout();
    checkout.session.set("placeOrderMarker", GUID);
    const answer = await runCardFlowStep(request, checkout, { intent: "check", termsChecked: true });
    expect(answer).toMatchObject({
      ok: false,
      reloadCart: true,
      messages: [{ tone: "warning", key: "validation.cannotProceedCheckout" }],
    });
    expect(checkout.session.data.placeOrderMarker).toBeUndefined();
  });

  it("says the order is already being placed when the marker holds this cart", async () => {
    const checkout = await guestCheckout();
    checkout.session.set("placeOrderMarker", GUID);
    const answer = await runCardFlowStep(request, checkout, { intent: "check", termsChecked: true });
    expect(answer.messages).toEqual([{ tone: "info", key: "checkoutReview.placeOrderHasBeenExecuted" }]);
  });

  it("needs the terms, then a delivery address and mode", async () => {
    const checkout = await guestCheckout();
    const withoutTerms = await runCardFlowStep(request, checkout, { intent: "check", termsChecked: false });
    expect(withoutTerms.messages?.[0]?.key).toBe("checkoutReview.termsRequired");
    const noMode = await guestCheckout({ ...guestCart, deliveryMode: undefined } as Cart);
    const missing = await runCardFlowStep(request, noMode, { intent: "check", termsChecked: true });
    expect(missing.messages?.[0]?.key).toBe("checkoutReview.checkOutHasMissing");
    expect((await runCardFlowStep(request, checkout, { intent: "check", termsChecked: true })).ok).toBe(true);
  });
});

describe("the card flow's steps (spec §4.5)", () => {
  it("creates a guest's payment details (never saved), starts 3-D Secure and keeps the body in the session", async () => {
    answers.set(`POST ${CART}/paymentdetails`, { status: 201, body: { id: "pd-1" } });
    answers.set(`POST ${CART}/payment/auth/init`, { status: 200, body: AUTH_AVAILABLE });
    const checkout = await guestCheckout();
    const answer = await runCardFlowStep(request, checkout, {
      intent: "authInit",
      termsChecked: true,
      newsletter: true,
      card: newCard,
    });
    expect(answer).toEqual({
      ok: true,
      html: AUTH_AVAILABLE.redirect.ctx,
      messages: [{ tone: "info", key: "checkoutReview.masterCardStartASC" }],
    });
    expect(calls).toEqual([
      `GET ${CART}/stockCheck`,
      `PUT ${CART}/paymentmode?paymentMode=card`,
      `POST ${CART}/paymentdetails`,
      '  body {"sessionID":"SESSION0001","saved":false,"defaultPayment":false}',
      `POST ${CART}/payment/auth/init`,
      '  body {"session":"SESSION0001","newPayment":true}',
    ]);
    expect(checkout.session.data.paymentBody).toEqual({
      session: "SESSION0001",
      cartId: GUID,
      saved: false,
      defaultPayment: false,
      termsChecked: true,
    });
    expect(checkout.session.data.placeOrderMarker).toBe(GUID);
    expect(checkout.session.data.newsletterEmail).toBe(EMAIL);
  });

  it("goes on to payer authentication at once when the issuer has no 3-DS method URL (no method HTML)", async () => {
    answers.set(`POST ${CART}/paymentdetails`, { status: 201, body: { id: "pd-1" } });
    answers.set(`POST ${CART}/payment/auth/init`, { status: 200, body: { status: "AUTHENTICATION_AVAILABLE" } });
    const checkout = await guestCheckout();
    const answer = await runCardFlowStep(request, checkout, {
      intent: "authInit",
      termsChecked: true,
      newsletter: false,
      card: newCard,
    });
    expect(answer).toEqual({ ok: true, messages: [{ tone: "info", key: "checkoutReview.masterCardStartASC" }] });
    expect(checkout.session.data.paymentBody).toMatchObject({ session: "SESSION0001", cartId: GUID });
  });

  it("gives up with the card validation error and a reload when 3-D Secure is not available", async () => {
    answers.set(`POST ${CART}/paymentdetails`, { status: 201, body: { id: "pd-1" } });
    answers.set(`POST ${CART}/payment/auth/init`, { status: 200, body: { status: "AUTHENTICATION_UNAVAILABLE" } });
    const checkout = await guestCheckout();
    const answer = await runCardFlowStep(request, checkout, {
      intent: "authInit",
      termsChecked: true,
      newsletter: false,
      card: newCard,
    });
    expect(answer).toEqual({
      ok: false,
      reloadAfterMs: 5000,
      messages: [{ tone: "error", key: "checkoutReview.masterCardAuthError.cardValidationError" }],
    });
    expect(checkout.session.data.placeOrderMarker).toBeUndefined();
    expect(checkout.session.data.paymentBody).toBeUndefined();
  });

  it("authenticates the payer for the stored attempt only, returning to this shop's validation page", async () => {
    answers.set(`PUT ${CART}/payment/auth/process`, {
      status: 200,
      body: { status: "PENDING", redirect: { ctx: "<form></form>" } },
    });
    const checkout = await guestCheckout();
    const stranger = await runCardFlowStep(request, checkout, {
      intent: "authProcess",
      sessionId: "OTHER",
      deviceData: "{}",
    });
    expect(stranger.messages?.[0]?.key).toBe("checkoutReview.masterCardAuthError.shouldRedo");
    expect(calls).toEqual([]);

    checkout.session.set("paymentBody", { session: "SESSION0001", cartId: GUID, termsChecked: true });
    const answer = await runCardFlowStep(request, checkout, {
      intent: "authProcess",
      sessionId: "SESSION0001",
      deviceData: '{"browserName":"Chrome"}',
    });
    expect(answer).toEqual({ ok: true, html: "<form></form>" });
    const body = JSON.parse(calls[1]!.replace("  body ", "")) as { returnUrl: string; device: unknown };
    expect(body.returnUrl).toBe(`http://shop.test/en/checkout/payment-details/validation?cart=${GUID}`);
    expect(body.device).toEqual({ type: "BROWSER", data: '{"browserName":"Chrome"}' });
  });
});

describe("placing and completing orders", () => {
  it("places a customer's cash order after setting pay-on-delivery, and remembers it for the confirmation", async () => {
    const CUSTOMER_CART = "users/current/carts/00009999";
    answers.set(`GET ${CUSTOMER_CART}/stockCheck`, { status: 200, body: { message: "SUCCESS" } });
    answers.set(`PUT ${CUSTOMER_CART}/paymentmode`, { status: 200 });
    answers.set("POST users/current/orders", { status: 201, body: { code: "00000042", guid: "order-guid" } });
    answers.set("POST users/current/consents", { status: 201 });
    const checkout = await guestCheckout({ ...guestCart, user: { uid: "noura@example.ae", name: "Noura" } } as Cart);
    const customer = {
      ...checkout,
      ref: { userId: "current" as const, cartId: "00009999", accessToken: "customer-token" },
      isGuest: false,
    };
    const form = new FormData();
    form.set("method", "cash");
    form.set("termsChecked", "on");
    form.set("newsletter", "on");
    const answer = await placeCashOrder(customer, form);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/en/order-confirmation");
    expect(calls.filter((call) => !call.startsWith("  body"))).toEqual([
      `GET ${CUSTOMER_CART}/stockCheck`,
      `PUT ${CUSTOMER_CART}/paymentmode?paymentMode=pay-on-delivery`,
      "POST users/current/orders?cartId=00009999&termsChecked=true",
      // The customer's newsletter box is their marketing e-mail consent (which subscribes their e-mail).
      "POST users/current/consents?consentTemplateId=MARKETING_EMAIL",
    ]);
    expect(checkout.session.data.placedOrder).toEqual({ code: "00000042", guid: "order-guid" });
  });

  it("refuses cash for a guest without calling the API", async () => {
    const form = new FormData();
    form.set("method", "cash");
    form.set("termsChecked", "on");
    expect(await placeCashOrder(await guestCheckout(), form)).toEqual({
      messages: [{ tone: "error", key: "checkoutReview.choosePayment" }],
    });
    expect(calls).toEqual([]);
  });

  it("completes the stored card payment: the order, the newsletter, a new cart and no guest area", async () => {
    answers.set(`POST ${CART}/payment/process`, { status: 201, body: { code: "00000043", guid: "guid-43" } });
    answers.set("POST emails/addEmailSubscription", { status: 200 });
    const checkout = await guestCheckout();
    checkout.session.set("paymentBody", { session: "SESSION0001", cartId: GUID, termsChecked: true });
    checkout.session.set("newsletterEmail", EMAIL);
    const answer = await completePayment(checkout, GUID);
    expect((answer as Response).headers.get("Location")).toBe("/en/order-confirmation");
    expect(checkout.session.data).toMatchObject({
      placedOrder: { code: "00000043", guid: "guid-43" },
      notice: { tone: "success", key: "checkoutValidation.processSucceed" },
    });
    for (const gone of ["paymentBody", "newsletterEmail", "cartGuid", "area"] as const) {
      expect(checkout.session.data[gone]).toBeUndefined();
    }
    expect(calls).toContain(`  body {"email":"${EMAIL}"}`);
  });

  it("maps a refused payment to its messages and sends the shopper back to payment details after 1 s", async () => {
    answers.set(`POST ${CART}/payment/process`, {
      status: 400,
      body: { errors: [{ type: "PaymentError", reason: "DECLINED", message: "Declined" }] },
    });
    const checkout = await guestCheckout();
    checkout.session.set("paymentBody", { session: "SESSION0001", cartId: GUID, termsChecked: true });
    const answer = await completePayment(checkout, GUID);
    expect(answer).toEqual({
      messages: [
        { tone: "error", key: "checkoutReview.masterCardError.declined" },
        { tone: "error", key: "checkoutReview.payFailed" },
        { tone: "error", key: "checkoutValidation.processFailed" },
      ],
      then: { to: "/en/checkout/payment-details?payment=failed&reason=DECLINED", afterMs: 1000 },
    });
    expect(checkout.session.data.paymentBody).toBeUndefined();
    expect(checkout.session.data.cartGuid).toBe(GUID);
  });

  it("does not pay for another cart than the one the page names", async () => {
    const checkout = await guestCheckout();
    checkout.session.set("paymentBody", { session: "SESSION0001", cartId: GUID, termsChecked: true });
    const answer = await completePayment(checkout, "someone-else");
    expect((answer as Response).headers.get("Location")).toBe("/en/checkout/payment-details");
    expect(calls).toEqual([]);
  });
});
