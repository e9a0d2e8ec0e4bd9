/**
 * Card payments end to end against the payment sandbox (checkout spec §4.5, §4.8, §7.3, §8; contract §2): a
 * card entered in the hosted fields, 3-D Secure, then payment/process turning the cart into one paid order —
 * or a PaymentError with nothing taken.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODES } from "../../test/fixtures.js";
import { stockLevels } from "../db/tables.js";
import { savedPaymentMethods } from "./payment.tables.js";
import { cartCall, GUEST, signedInCustomer, type Caller } from "../cart/cart-test-support.js";
import { createAddress, setMode, setPaymentMode, SHARJAH_ADDRESS } from "../checkout/checkout-test-support.js";
import { add, firstError, newCart, orderOf } from "../orders/order-test-support.js";
import {
  addPaymentDetails,
  authenticateNewCard,
  authInit,
  authProcess,
  cardCart,
  CARDS,
  codeOf,
  createPaymentWorld,
  enterCard,
  EXPIRY,
  gatewayOrder,
  gatewayPayments,
  newSession,
  ordersOfCart,
  paymentCall,
  processPayment,
  stockOf,
  type PaymentWorld,
} from "./payment-test-support.js";

let w: PaymentWorld;

beforeAll(async () => {
  w = await createPaymentWorld();
});
afterAll(() => w.close());

describe("payment session", () => {
  it("answers a gateway session with the merchant and the gateway's session.js", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const cartId = await cardCart(w, alice);
    const response = await paymentCall(w, alice, "POST", cartId, "/payment/session");
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      session: expect.any(String),
      merchant: "TESTDUKKAN",
      scriptUrl: `${w.gatewayUrl}/form/version/100/merchant/TESTDUKKAN/session.js`,
    });
  });
});

describe("paying by card", () => {
  it("turns an authenticated cart into one paid order for the server's total, and empties the cart", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const cartId = await cardCart(w, alice, 2);
    const code = await codeOf(w, alice, cartId);
    const stockBefore = await stockOf(w, CODES.cup);
    const cart = (await cartCall(w, alice, "GET", `/${cartId}`, { query: "area=AE-DU-MARINA" })).json();

    const body = await authenticateNewCard(w, alice, cartId, { ...CARDS.challenge, ...EXPIRY.approved });
    const order = orderOf(await processPayment(w, alice, cartId, body));

    expect(order).toMatchObject({
      status: "CREATED",
      totalPrice: { value: cart.totalPrice.value },
      paymentInfo: {
        cardNumber: "************0008",
        cardType: { code: "master" },
        expiryMonth: "01",
        expiryYear: "2039",
        // 'Same as delivery': the order bills the delivery address, with its country's name.
        billingAddress: { country: { isocode: "AE", name: "United Arab Emirates" } },
      },
    });
    expect(await stockOf(w, CODES.cup)).toBe(stockBefore - 2);
    expect(await ordersOfCart(w, code)).toHaveLength(1);
    // The gateway charged once, exactly the order's total.
    expect(await gatewayPayments(w, code)).toEqual([{ attempt: 1, result: "SUCCESS", amount: cart.totalPrice.value }]);
    // The cart became the order.
    expect((await cartCall(w, alice, "GET", `/${code}`)).statusCode).toBe(400);
  });

  it("lets a guest pay with a frictionless card", async () => {
    const cartId = await cardCart(w, GUEST, 1);
    const body = await authenticateNewCard(w, GUEST, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });
    const order = orderOf(await processPayment(w, GUEST, cartId, body));
    expect(order).toMatchObject({ status: "CREATED", guestCustomer: true });
  });

  it.each([
    ["declined", EXPIRY.declined, "DECLINED"],
    ["expired", EXPIRY.expired, "EXPIRED_CARD"],
    ["short of funds", EXPIRY.insufficientFunds, "INSUFFICIENT_FUNDS"],
  ])("answers the %s card with its reason, makes no order and gives the stock back", async (_name, expiry, reason) => {
    const bob = await signedInCustomer(w, "Bob");
    const cartId = await cardCart(w, bob, 3);
    const code = await codeOf(w, bob, cartId);
    const stockBefore = await stockOf(w, CODES.cup);

    const body = await authenticateNewCard(w, bob, cartId, { ...CARDS.frictionless, ...expiry });
    const refused = await processPayment(w, bob, cartId, body);

    expect(refused.statusCode, refused.body).toBe(400);
    expect(firstError(refused)).toMatchObject({ type: "PaymentError", reason });
    expect(await stockOf(w, CODES.cup)).toBe(stockBefore);
    expect((await ordersOfCart(w, code)).map((order) => order.status)).toEqual(["CANCELLED"]);
    const history = await w.app.inject({
      method: "GET",
      url: "/occ/v2/dukkan/users/current/orders",
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(history.json().orders).toEqual([]);
    // The cart is kept for another try, which starts a new gateway order and can succeed.
    const retry = await authenticateNewCard(w, bob, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });
    expect(orderOf(await processPayment(w, bob, cartId, retry)).status).toBe("CREATED");
    expect((await gatewayPayments(w, code)).map((payment) => [payment.attempt, payment.result])).toEqual([
      [1, "FAILURE"],
      [2, "SUCCESS"],
    ]);
  });
});

describe("stock", () => {
  it("refuses to pay when the stock ran out after authentication, charging nothing", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const cartId = await cardCart(w, alice, 2);
    const code = await codeOf(w, alice, cartId);
    const body = await authenticateNewCard(w, alice, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });
    const stockBefore = await stockOf(w, CODES.cup);
    await w.db.update(stockLevels).set({ available: 1 }).where(eq(stockLevels.productCode, CODES.cup));

    const refused = await processPayment(w, alice, cartId, body);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(firstError(refused)).toMatchObject({ type: "PaymentError", reason: "validation.cannotProceedCheckout" });
    expect(await ordersOfCart(w, code)).toEqual([]);
    expect(await gatewayPayments(w, code)).toEqual([]);
    expect(await stockOf(w, CODES.cup)).toBe(1);
    await w.db.update(stockLevels).set({ available: stockBefore }).where(eq(stockLevels.productCode, CODES.cup));
  });
});

describe("3-D Secure is required", () => {
  const expectNothingMade = async (caller: Caller, cartId: string, code: string, stockBefore: number) => {
    expect(await ordersOfCart(w, code)).toEqual([]);
    expect(await stockOf(w, CODES.cup)).toBe(stockBefore);
    expect(await gatewayPayments(w, code)).toEqual([]);
    expect((await cartCall(w, caller, "GET", `/${cartId}`)).statusCode).toBe(200);
  };

  it("refuses payment/process without any authentication", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const cartId = await cardCart(w, alice);
    const code = await codeOf(w, alice, cartId);
    const stockBefore = await stockOf(w, CODES.cup);
    const session = await newSession(w, alice, cartId);
    await enterCard(w, session, { ...CARDS.frictionless, ...EXPIRY.approved });

    const forged = await processPayment(w, alice, cartId, { session });
    expect(forged.statusCode, forged.body).toBe(400);
    expect(firstError(forged)).toMatchObject({ type: "PaymentError", reason: "AUTHENTICATION_REQUIRED" });
    await expectNothingMade(alice, cartId, code, stockBefore);
  });

  it("refuses a challenge that was never answered, or failed", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const cartId = await cardCart(w, alice);
    const code = await codeOf(w, alice, cartId);
    const stockBefore = await stockOf(w, CODES.cup);
    const session = await newSession(w, alice, cartId);
    await enterCard(w, session, { ...CARDS.challenge, ...EXPIRY.approved });
    expect((await addPaymentDetails(w, alice, cartId, { sessionID: session })).statusCode).toBe(201);
    expect((await authInit(w, alice, cartId, { session, newPayment: true })).statusCode).toBe(200);
    expect((await authProcess(w, alice, cartId, session)).json()).toMatchObject({ status: "AUTHENTICATION_PENDING" });

    // Straight to the validation page, skipping the issuer's challenge.
    const skipped = await processPayment(w, alice, cartId, { session });
    expect(firstError(skipped)).toMatchObject({ type: "PaymentError", reason: "AUTHENTICATION_PENDING" });
    await expectNothingMade(alice, cartId, code, stockBefore);

    const failed = await authenticateNewCard(
      w,
      alice,
      cartId,
      { ...CARDS.challenge, ...EXPIRY.approved },
      { challenge: "failed" },
    );
    const refused = await processPayment(w, alice, cartId, failed);
    expect(firstError(refused)).toMatchObject({ type: "PaymentError", reason: "AUTHENTICATION_FAILED" });
    await expectNothingMade(alice, cartId, code, stockBefore);
  });
});

describe("repeating and tampering", () => {
  it("answers a replayed payment/process with the same order and never charges twice", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const cartId = await cardCart(w, alice);
    const code = await codeOf(w, alice, cartId);
    const body = await authenticateNewCard(w, alice, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });

    const [first, second] = await Promise.all([
      processPayment(w, alice, cartId, body),
      processPayment(w, alice, cartId, body),
    ]);
    const again = await processPayment(w, alice, code, { ...body, cartId: code });

    const codes = [first, second, again].map((response) => orderOf(response).code);
    expect(new Set(codes).size).toBe(1);
    expect(await ordersOfCart(w, code)).toHaveLength(1);
    expect(await gatewayPayments(w, code)).toHaveLength(1);
  });

  it("charges the server's cart total whatever the browser sends", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const cartId = await cardCart(w, alice, 1);
    const code = await codeOf(w, alice, cartId);
    const cart = (await cartCall(w, alice, "GET", `/${cartId}`, { query: "area=AE-DU-MARINA" })).json();
    const body = await authenticateNewCard(w, alice, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });

    const order = orderOf(
      await processPayment(w, alice, cartId, { ...body, amount: "0.01", totalPrice: { value: 0.01 }, currency: "USD" }),
    );

    expect(order.totalPrice?.value).toBe(cart.totalPrice.value);
    // Authorised when placed, captured when it ships (decision 0037): the gateway holds the total, nothing taken yet.
    expect(await gatewayOrder(w, `${code}-1`)).toMatchObject({
      status: "AUTHORIZED",
      totalAuthorizedAmount: cart.totalPrice.value,
      totalCapturedAmount: 0,
    });
  });

  it("charges the delivery address's fee whatever area the requests name", async () => {
    const dina = await signedInCustomer(w, "Dina");
    const cartId = await newCart(w, dina);
    await add(w, dina, cartId, CODES.cup, 2);
    expect((await setMode(w, dina, cartId, "home-delivery")).statusCode).toBe(200);
    const address = await createAddress(w, dina, cartId, SHARJAH_ADDRESS, "area=AE-SH-CENTRAL");
    expect(address.statusCode, address.body).toBe(201);
    expect((await setPaymentMode(w, dina, cartId, "card")).statusCode).toBe(200);
    const code = await codeOf(w, dina, cartId);
    // Authenticated with area=AE-DU-MARINA (15.00), paid with area=AE-DU-DEIRA (10.00): Sharjah City is 20.50.
    const body = await authenticateNewCard(w, dina, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });

    const paid = await paymentCall(w, dina, "POST", cartId, "/payment/process", body, "area=AE-DU-DEIRA");

    expect(orderOf(paid)).toMatchObject({ deliveryCost: { value: 20.5 }, totalPrice: { value: 45.5 } });
    expect(await gatewayOrder(w, `${code}-1`)).toMatchObject({ totalAuthorizedAmount: 45.5, totalCapturedAmount: 0 });
  });

  it("refuses to pay when the cart changed after its total was authenticated", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const cartId = await cardCart(w, alice, 1);
    const code = await codeOf(w, alice, cartId);
    const body = await authenticateNewCard(w, alice, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });
    const stockBefore = await stockOf(w, CODES.cup);
    const raised = await cartCall(w, alice, "PATCH", `/${cartId}/entries/0`, { payload: { quantity: 9 } });
    expect(raised.statusCode, raised.body).toBe(200);

    const refused = await processPayment(w, alice, cartId, body);
    expect(firstError(refused)).toMatchObject({ type: "PaymentError", reason: "AUTHENTICATION_REQUIRED" });
    expect(await gatewayPayments(w, code)).toEqual([]);
    expect(await stockOf(w, CODES.cup)).toBe(stockBefore);
    expect((await ordersOfCart(w, code)).map((order) => order.status)).toEqual(["CANCELLED"]);
  });
});

describe("ownership", () => {
  it("refuses every payment call on another shopper's cart", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const mallory = await signedInCustomer(w, "Mallory");
    const cartId = await cardCart(w, alice);
    const code = await codeOf(w, alice, cartId);
    const guid = (await cartCall(w, alice, "GET", `/${cartId}`)).json().guid as string;
    const body = await authenticateNewCard(w, alice, cartId, { ...CARDS.frictionless, ...EXPIRY.approved });

    for (const [caller, id] of [
      [mallory, code],
      [mallory, guid],
      [GUEST, guid],
    ] as const) {
      for (const response of [
        await paymentCall(w, caller, "POST", id, "/payment/session"),
        await addPaymentDetails(w, caller, id, { sessionID: body.session }),
        await authInit(w, caller, id, { session: body.session, newPayment: true }),
        await authProcess(w, caller, id, body.session),
        await processPayment(w, caller, id, { ...body, cartId: id }),
      ]) {
        expect(response.statusCode, response.body).toBe(400);
        expect(firstError(response)).toMatchObject({ type: "CartError", reason: "notFound" });
      }
    }
    expect(await ordersOfCart(w, code)).toEqual([]);
    // Alice still pays her cart.
    expect(orderOf(await processPayment(w, alice, cartId, body)).status).toBe("CREATED");
  });

  it("refuses a gateway session opened for another shopper's cart, as an unknown one", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const bob = await signedInCustomer(w, "Bob");
    const aliceCart = await cardCart(w, alice);
    const bobCart = await cardCart(w, bob);
    const guestCart = await cardCart(w, GUEST);
    const bobSession = await newSession(w, bob, bobCart);
    await enterCard(w, bobSession, { ...CARDS.frictionless, ...EXPIRY.approved });
    const cardsBefore = await w.db.select().from(savedPaymentMethods);

    for (const [caller, cartId] of [
      [alice, aliceCart],
      [GUEST, guestCart],
    ] as const) {
      const saved = await addPaymentDetails(w, caller, cartId, { sessionID: bobSession, saved: caller === alice });
      expect(saved.statusCode, saved.body).toBe(400);
      expect(firstError(saved)).toMatchObject({
        type: "PaymentError",
        reason: "SESSION_EXPIRED",
        subject: "sessionID",
      });
      const init = await authInit(w, caller, cartId, { session: bobSession, newPayment: true });
      expect(init.statusCode, init.body).toBe(400);
      expect(firstError(init)).toMatchObject({ type: "PaymentError", reason: "SESSION_EXPIRED" });
    }
    expect(await w.db.select().from(savedPaymentMethods)).toEqual(cardsBefore);
    // Bob still pays with his own session.
    expect((await addPaymentDetails(w, bob, bobCart, { sessionID: bobSession })).statusCode).toBe(201);
    const init = await authInit(w, bob, bobCart, { session: bobSession, newPayment: true });
    expect(init.statusCode, init.body).toBe(200);
  });

  it("sends the shopper back only to the storefront's validation page", async () => {
    const alice = await signedInCustomer(w, "Alice");
    const cartId = await cardCart(w, alice);
    const session = await newSession(w, alice, cartId);
    await enterCard(w, session, { ...CARDS.challenge, ...EXPIRY.approved });
    expect((await authInit(w, alice, cartId, { session, newPayment: true })).statusCode).toBe(200);
    for (const returnUrl of [
      "https://evil.example/en/checkout/payment-details/validation",
      "http://127.0.0.1:3000/en/login",
      "javascript:alert(1)//checkout/payment-details/validation",
    ]) {
      const refused = await authProcess(w, alice, cartId, session, returnUrl);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(firstError(refused)).toMatchObject({ type: "ValidationError", subject: "returnUrl" });
    }
  });
});
