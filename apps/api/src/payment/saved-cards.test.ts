/**
 * Payment details and saved cards (checkout spec §2.9–2.11, §3 Payment details, Saved payment method): the card a
 * cart pays with is read back masked from the gateway, a customer may keep it as a gateway token, pay with it again
 * entering only the security code, and only its owner sees, uses or deletes it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentDetails, PaymentDetailsList } from "@dukkan/occ/checkout";
import { bearer, OCC } from "../account/account-test-support.js";
import { cartCall, GUEST, signedInCustomer, type Caller } from "../cart/cart-test-support.js";
import { firstError, orderOf } from "../orders/order-test-support.js";
import {
  addPaymentDetails,
  authenticateNewCard,
  authInit,
  authProcess,
  cardCart,
  CARDS,
  createPaymentWorld,
  enterCard,
  EXPIRY,
  newSession,
  paymentCall,
  processPayment,
  type PaymentWorld,
} from "./payment-test-support.js";

let w: PaymentWorld;

beforeAll(async () => {
  w = await createPaymentWorld();
});
afterAll(() => w.close());

const savedCards = async (caller: Caller) => {
  const response = await w.app.inject({
    method: "GET",
    url: `${OCC}/users/current/paymentdetails?saved=true`,
    headers: bearer(caller.token!),
  });
  expect(response.statusCode, response.body).toBe(200);
  return PaymentDetailsList.parse(response.json()).payments;
};

const deleteCard = (caller: Caller, id: string) =>
  w.app.inject({ method: "DELETE", url: `${OCC}/users/current/paymentdetails/${id}`, headers: bearer(caller.token!) });

describe("payment details", () => {
  it("reads the card back from the gateway, masked, with the delivery address as billing address", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const cartId = await cardCart(w, alice);
    const session = await newSession(w, alice, cartId);
    await enterCard(w, session, { ...CARDS.challenge, ...EXPIRY.approved, nameOnCard: "Alia Hamdan" });

    const created = await addPaymentDetails(w, alice, cartId, { sessionID: session });
    expect(created.statusCode, created.body).toBe(201);
    const details = PaymentDetails.parse(created.json());
    expect(details).toMatchObject({
      accountHolderName: "Alia Hamdan",
      cardNumber: "************0008",
      cardType: { code: "master" },
      expiryMonth: "01",
      expiryYear: "2039",
      saved: false,
      billingAddress: { line1: expect.any(String), country: { isocode: "AE" } },
    });
    expect(created.body).not.toContain("5123450000000008");
    const cart = (await cartCall(w, alice, "GET", `/${cartId}`, { query: "fields=FULL" })).json();
    expect(cart.paymentInfo).toMatchObject({ id: details.id, cardNumber: "************0008" });
  });

  it("answers an unknown gateway session as expired", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const cartId = await cardCart(w, alice);
    const response = await addPaymentDetails(w, alice, cartId, { sessionID: "SESSION0000000000000000000000000" });
    expect(response.statusCode, response.body).toBe(400);
    expect(firstError(response)).toMatchObject({ type: "PaymentError", reason: "SESSION_EXPIRED" });
  });

  it("does not let guests save a card", async () => {
    const cartId = await cardCart(w, GUEST);
    const session = await newSession(w, GUEST, cartId);
    await enterCard(w, session, { ...CARDS.frictionless, ...EXPIRY.approved });
    const response = await addPaymentDetails(w, GUEST, cartId, { sessionID: session, saved: true });
    expect(response.statusCode).toBe(400);
    expect(firstError(response)).toMatchObject({ type: "ValidationError", subject: "saved" });
  });
});

describe("saved cards", () => {
  it("keeps a card for the customer and pays with it again with only its security code", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const first = await cardCart(w, alice);
    const body = await authenticateNewCard(
      w,
      alice,
      first,
      { ...CARDS.frictionless, ...EXPIRY.approved },
      { saved: true },
    );
    expect(orderOf(await processPayment(w, alice, first, body)).status).toBe("CREATED");

    const [card] = await savedCards(alice);
    expect(card).toMatchObject({ cardNumber: "************0007", defaultPayment: true, saved: true });

    const second = await cardCart(w, alice, 1);
    const chosen = await paymentCall(
      w,
      alice,
      "PUT",
      second,
      "/paymentdetails",
      undefined,
      `paymentDetailsId=${card!.id}`,
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    const cvvSession = await newSession(w, alice, second, "cvv");
    await enterCard(w, cvvSession, { securityCode: "100" });
    const init = await authInit(w, alice, second, {
      session: cvvSession,
      newPayment: false,
      paymentDetailsId: card!.id,
    });
    expect(init.json()).toMatchObject({ status: "AUTHENTICATION_AVAILABLE" });
    expect((await authProcess(w, alice, second, cvvSession)).json()).toMatchObject({
      status: "AUTHENTICATION_SUCCESSFUL",
    });

    const order = orderOf(await processPayment(w, alice, second, { session: cvvSession, id: card!.id, saved: true }));
    expect(order).toMatchObject({ status: "CREATED", paymentInfo: { cardNumber: "************0007" } });
  });

  it("shows, lends and deletes a saved card for its owner only", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const mallory = await signedInCustomer(w, "Mallory");
    const cartId = await cardCart(w, alice);
    await authenticateNewCard(w, alice, cartId, { ...CARDS.challenge, ...EXPIRY.approved }, { saved: true });
    const [card] = await savedCards(alice);

    expect(await savedCards(mallory)).toEqual([]);
    const malloryCart = await cardCart(w, mallory);
    const borrowed = await paymentCall(
      w,
      mallory,
      "PUT",
      malloryCart,
      "/paymentdetails",
      undefined,
      `paymentDetailsId=${card!.id}`,
    );
    expect(firstError(borrowed)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "paymentDetails" });
    const session = await newSession(w, mallory, malloryCart, "cvv");
    const init = await authInit(w, mallory, malloryCart, { session, newPayment: false, paymentDetailsId: card!.id });
    expect(firstError(init)).toMatchObject({ type: "UnknownIdentifierError" });
    expect(firstError(await deleteCard(mallory, card!.id))).toMatchObject({ type: "UnknownIdentifierError" });
    expect(await savedCards(alice)).toHaveLength(1);

    expect((await deleteCard(alice, card!.id)).statusCode).toBe(200);
    expect(await savedCards(alice)).toEqual([]);
  });
});
