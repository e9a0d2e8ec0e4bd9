/**
 * Payment details and saved cards (checkout spec §2.9–2.11, §3 Payment details, Saved payment method): the card a
 * cart pays with is read back masked from the gateway, a customer may keep it as a gateway token, pay with it again
 * entering only the security code, and only its owner sees, uses or deletes it.
 */
import { eq } from "drizzle-orm";
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
  gatewayRest,
  newSession,
  paymentCall,
  processPayment,
  type PaymentWorld,
} from "./payment-test-support.js";
import { savedPaymentMethods } from "./payment.tables.js";

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

describe("deleting a saved card at the gateway", () => {
  /** A Visa no other test saves: the gateway gives one card one token, whoever saves it. */
  const VISA = { number: "4111111111111111", nameOnCard: "Alia Hamdan", securityCode: "100", ...EXPIRY.approved };

  /** Saves the card for the caller (payment details with saved: true); answers the saved card's id. */
  const saveCard = async (world: PaymentWorld, caller: Caller) => {
    const cartId = await cardCart(world, caller);
    const session = await newSession(world, caller, cartId);
    await enterCard(world, session, VISA);
    const saved = await addPaymentDetails(world, caller, cartId, { sessionID: session, saved: true });
    expect(saved.statusCode, saved.body).toBe(201);
    return PaymentDetails.parse(saved.json()).id!;
  };
  const tokenOf = async (id: string) => {
    const [row] = await w.db
      .select({ token: savedPaymentMethods.gatewayToken })
      .from(savedPaymentMethods)
      .where(eq(savedPaymentMethods.id, id));
    return row!.token;
  };
  const gatewayKnows = async (token: string) => (await gatewayRest(w, "GET", `/token/${token}`)).status === 200;

  it("forgets the token at the gateway once no customer keeps the card, and never for another customer", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const bob = await signedInCustomer(w, "Bob");
    const mallory = await signedInCustomer(w, "Mallory");
    const alicesCard = await saveCard(w, alice);
    const token = await tokenOf(alicesCard);
    expect(await gatewayKnows(token)).toBe(true);

    const refused = await deleteCard(mallory, alicesCard);
    expect(refused.statusCode).toBe(400);
    expect(firstError(refused)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "paymentDetails" });
    expect(await gatewayKnows(token)).toBe(true);
    expect(await savedCards(alice)).toHaveLength(1);

    // Bob saves the same card: the same token, still needed after Alice deletes hers.
    const bobsCard = await saveCard(w, bob);
    expect(await tokenOf(bobsCard)).toBe(token);
    expect((await deleteCard(alice, alicesCard)).statusCode).toBe(200);
    expect(await savedCards(alice)).toEqual([]);
    expect(await gatewayKnows(token)).toBe(true);

    expect((await deleteCard(bob, bobsCard)).statusCode).toBe(200);
    expect(await savedCards(bob)).toEqual([]);
    expect(await gatewayKnows(token)).toBe(false);
    // Paying with the token is refused by the gateway: a session cannot take it any more.
    const session = await gatewayRest(w, "POST", "/session", {});
    const sessionId = (session.body.session as { id: string }).id;
    const payWithToken = await gatewayRest(w, "PUT", `/session/${sessionId}`, { sourceOfFunds: { token } });
    expect(payWithToken.status).toBe(400);
    expect(payWithToken.body.error).toMatchObject({ cause: "INVALID_REQUEST", field: "sourceOfFunds.token" });
  });

  it("still deletes the customer's card when the gateway cannot be reached", async () => {
    const offline = await createPaymentWorld();
    try {
      const alice = await signedInCustomer(offline, "Alice");
      const card = await saveCard(offline, alice);
      await offline.gateway.close();
      const response = await offline.app.inject({
        method: "DELETE",
        url: `${OCC}/users/current/paymentdetails/${card}`,
        headers: bearer(alice.token!),
      });
      expect(response.statusCode, response.body).toBe(200);
      const list = await offline.app.inject({
        url: `${OCC}/users/current/paymentdetails?saved=true`,
        headers: bearer(alice.token!),
      });
      expect(PaymentDetailsList.parse(list.json()).payments).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});

describe("the default saved card", () => {
  /** Saves the card for the caller (payment details with saved: true); answers the saved card's id. */
  const saveCard = async (caller: Caller, card: (typeof CARDS)[keyof typeof CARDS]) => {
    const cartId = await cardCart(w, caller);
    const session = await newSession(w, caller, cartId);
    await enterCard(w, session, { ...card, ...EXPIRY.approved });
    const saved = await addPaymentDetails(w, caller, cartId, { sessionID: session, saved: true });
    expect(saved.statusCode, saved.body).toBe(201);
    return PaymentDetails.parse(saved.json()).id!;
  };
  const makeDefault = (caller: Caller, id: string, payload: object = { defaultPayment: true }) =>
    w.app.inject({
      method: "PATCH",
      url: `${OCC}/users/current/paymentdetails/${id}`,
      headers: bearer(caller.token!),
      payload,
    });
  const defaults = async (caller: Caller) =>
    (await savedCards(caller)).map((card) => [card.cardNumber, card.defaultPayment]);

  it("makes another of the customer's cards the default, one default at a time", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const first = await saveCard(alice, CARDS.challenge);
    const second = await saveCard(alice, CARDS.frictionless);
    // The first saved card became the default; the list shows the default first.
    expect(await defaults(alice)).toEqual([
      ["************0008", true],
      ["************0007", false],
    ]);

    const changed = await makeDefault(alice, second);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(PaymentDetails.parse(changed.json())).toMatchObject({ id: second, defaultPayment: true });
    expect(await defaults(alice)).toEqual([
      ["************0007", true],
      ["************0008", false],
    ]);
    // Twice at once still leaves exactly one default.
    const both = await Promise.all([makeDefault(alice, first), makeDefault(alice, second)]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await savedCards(alice)).filter((card) => card.defaultPayment)).toHaveLength(1);
  });

  it("refuses another customer's card id and a body that is not {defaultPayment: true}, changing nothing", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const mallory = await signedInCustomer(w, "Mallory");
    const alicesFirst = await saveCard(alice, CARDS.challenge);
    const alicesSecond = await saveCard(alice, CARDS.frictionless);
    await saveCard(mallory, CARDS.challenge);

    const stolen = await makeDefault(mallory, alicesSecond);
    expect(stolen.statusCode).toBe(400);
    expect(firstError(stolen)).toMatchObject({ type: "UnknownIdentifierError", subjectType: "paymentDetails" });
    const unset = await makeDefault(alice, alicesFirst, { defaultPayment: false });
    expect(unset.statusCode).toBe(400);
    expect(await defaults(alice)).toEqual([
      ["************0008", true],
      ["************0007", false],
    ]);
    expect(await defaults(mallory)).toEqual([["************0008", true]]);
  });

  it("makes the remaining card the default when the default card is deleted", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const first = await saveCard(alice, CARDS.challenge);
    await saveCard(alice, CARDS.frictionless);
    expect((await deleteCard(alice, first)).statusCode).toBe(200);
    expect(await defaults(alice)).toEqual([["************0007", true]]);
  });
});
