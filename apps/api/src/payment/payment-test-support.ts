/**
 * The payment tests' world: the payment sandbox (apps/payment-sandbox) running in-process on a free port, an API
 * pointed at it, and the shopper's side of a card payment without a browser: the hosted fields' card post
 * (`submitCard`), the payment calls, and the tester's choice on the sandbox's 3-D Secure challenge page.
 */
import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { FIXED_DEVICE_DATA } from "@dukkan/occ/constants";
import {
  buildSandboxGateway,
  submitCard,
  type SandboxCard,
  type SandboxGateway,
  type SandboxGatewayOptions,
} from "../../../payment-sandbox/src/app.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { bearer, OCC } from "../account/account-test-support.js";
import { cartCall, type Caller } from "../cart/cart-test-support.js";
import { IN_MARINA } from "../checkout/checkout-test-support.js";
import { stockLevels } from "../db/tables.js";
import { add, checkOut, insertOrderFixtures, newCart } from "../orders/order-test-support.js";
import { orders } from "../orders/orders.tables.js";

export interface PaymentWorld extends TestApp {
  gateway: SandboxGateway;
  gatewayUrl: string;
}

export const MERCHANT = "TESTDUKKAN";
const API_PASSWORD = "sandbox-api-password";

/** Test cards (apps/payment-sandbox README): the expiry decides what PAY answers. */
export const CARDS = {
  challenge: { number: "5123450000000008", nameOnCard: "Alia Hamdan", securityCode: "100" },
  frictionless: { number: "2223000000000007", nameOnCard: "Alia Hamdan", securityCode: "100" },
} as const;
export const EXPIRY = {
  approved: { expiryMonth: "01", expiryYear: "39" },
  declined: { expiryMonth: "05", expiryYear: "39" },
  expired: { expiryMonth: "04", expiryYear: "27" },
  insufficientFunds: { expiryMonth: "03", expiryYear: "39" },
  /** The acquirer never answers: PAY's result is UNKNOWN. */
  noReply: { expiryMonth: "05", expiryYear: "37" },
} as const;

export const STOREFRONT_RETURN = "http://127.0.0.1:3000/en/checkout/payment-details/validation";

const DEVICE = {
  type: "BROWSER" as const,
  data: JSON.stringify({ browserName: "Chromium", ...FIXED_DEVICE_DATA }),
};

export async function createPaymentWorld(
  options: { sandbox?: SandboxGatewayOptions; backgroundJobs?: boolean; now?: () => Date } = {},
): Promise<PaymentWorld> {
  const gateway = await buildSandboxGateway(options.sandbox);
  await gateway.listen({ port: 0, host: "127.0.0.1" });
  const address = gateway.server.address();
  const gatewayUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const t = await createTestApp({
    seed: insertOrderFixtures,
    env: { PAYMENT_GATEWAY_URL: gatewayUrl },
    backgroundJobs: options.backgroundJobs,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    ...t,
    gateway,
    gatewayUrl,
    async close() {
      await t.close();
      await gateway.close();
    },
  };
}

const headers = (caller: Caller) => (caller.token ? bearer(caller.token) : {});

/** A cart with `quantity` cups, home delivery to Dubai Marina, paid by card; answers the cart id to use. */
export async function cardCart(w: PaymentWorld, caller: Caller, quantity = 2): Promise<string> {
  const cartId = await newCart(w, caller);
  await add(w, caller, cartId, CODES.cup, quantity);
  if (!caller.token) {
    const email = await cartCall(w, caller, "PUT", `/${cartId}/email`, { query: "email=guest@example.ae" });
    expect(email.statusCode, email.body).toBe(200);
  }
  await checkOut(w, caller, cartId, "card");
  return cartId;
}

export function paymentCall(
  w: PaymentWorld,
  caller: Caller,
  method: "GET" | "POST" | "PUT" | "DELETE",
  cartId: string,
  rest: string,
  payload?: object,
  query = IN_MARINA,
) {
  return cartCall(w, caller, method, `/${cartId}${rest}`, { payload, query });
}

/** POST …/payment/session: the new session id. */
export async function newSession(w: PaymentWorld, caller: Caller, cartId: string, purpose?: "cvv"): Promise<string> {
  const response = await paymentCall(
    w,
    caller,
    "POST",
    cartId,
    "/payment/session",
    undefined,
    purpose ? `purpose=${purpose}` : "",
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { session: string }).session;
}

/** What the hosted fields do when the shopper submits the card: the card goes to the gateway, never to us. */
export async function enterCard(w: PaymentWorld, session: string, card: SandboxCard): Promise<void> {
  const answer = await submitCard(w.gatewayUrl, session, card, { merchantId: MERCHANT });
  expect(answer.status, JSON.stringify(answer)).toBe("ok");
}

export function addPaymentDetails(w: PaymentWorld, caller: Caller, cartId: string, body: object) {
  return paymentCall(w, caller, "POST", cartId, "/paymentdetails", body);
}

export function authInit(w: PaymentWorld, caller: Caller, cartId: string, body: object) {
  return paymentCall(w, caller, "POST", cartId, "/payment/auth/init", body);
}

export function authProcess(
  w: PaymentWorld,
  caller: Caller,
  cartId: string,
  session: string,
  returnUrl = STOREFRONT_RETURN,
) {
  return paymentCall(w, caller, "PUT", cartId, "/payment/auth/process", { session, device: DEVICE, returnUrl });
}

export function processPayment(w: PaymentWorld, caller: Caller, cartId: string, body: object) {
  return paymentCall(w, caller, "POST", cartId, "/payment/process", { cartId, ...body });
}

/** The tester's choice on the sandbox's challenge page named in the challenge HTML. */
export async function answerChallenge(
  w: PaymentWorld,
  challengeHtml: string,
  outcome: "successful" | "failed" | "rejected",
): Promise<void> {
  const reference = /\/acs\/challenge\/([A-Za-z0-9-]+)/.exec(challengeHtml)?.[1];
  expect(reference, challengeHtml).toBeDefined();
  const response = await fetch(`${w.gatewayUrl}/acs/challenge/${reference}/result`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome }),
  });
  expect(response.status).toBe(200);
}

/**
 * The browser's side of a new card up to the validation page: session, card in the hosted fields, payment
 * details, 3-D Secure (answering the challenge when the card asks for one). Answers the place-order body.
 */
export async function authenticateNewCard(
  w: PaymentWorld,
  caller: Caller,
  cartId: string,
  card: SandboxCard,
  options: { challenge?: "successful" | "failed" | "rejected"; saved?: boolean } = {},
): Promise<{ session: string; cartId: string }> {
  const session = await newSession(w, caller, cartId);
  await enterCard(w, session, card);
  const details = await addPaymentDetails(w, caller, cartId, { sessionID: session, saved: options.saved ?? false });
  expect(details.statusCode, details.body).toBe(201);
  const init = await authInit(w, caller, cartId, { session, newPayment: true });
  expect(init.statusCode, init.body).toBe(200);
  expect(init.json()).toMatchObject({ status: "AUTHENTICATION_AVAILABLE", redirect: { ctx: expect.any(String) } });
  const payer = await authProcess(w, caller, cartId, session);
  expect(payer.statusCode, payer.body).toBe(200);
  const { status, redirect } = payer.json() as { status: string; redirect: { ctx: string } };
  if (status === "AUTHENTICATION_PENDING") await answerChallenge(w, redirect.ctx, options.challenge ?? "successful");
  return { session, cartId };
}

const MERCHANT_AUTHORIZATION = `Basic ${Buffer.from(`merchant.${MERCHANT}:${API_PASSWORD}`).toString("base64")}`;

/** A REST call to the gateway with the merchant's credentials: what the gateway itself holds, not what we say. */
export async function gatewayRest(w: PaymentWorld, method: "GET" | "POST" | "PUT", path: string, body?: object) {
  const response = await fetch(`${w.gatewayUrl}/api/rest/version/100/merchant/${MERCHANT}${path}`, {
    method,
    headers: {
      authorization: MERCHANT_AUTHORIZATION,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The gateway's own record of an order (REST RETRIEVE ORDER, merchant credentials). */
export async function gatewayOrder(w: PaymentWorld, gatewayOrderId: string) {
  const response = await fetch(
    `${w.gatewayUrl}/api/rest/version/100/merchant/${MERCHANT}/order/${encodeURIComponent(gatewayOrderId)}`,
    { headers: { authorization: MERCHANT_AUTHORIZATION } },
  );
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  return (await response.json()) as {
    amount?: number;
    status: string;
    totalAuthorizedAmount: number;
    totalCapturedAmount: number;
    totalRefundedAmount: number;
    transaction: { result: string; transaction: { id: string; type: string; amount?: number } }[];
  };
}

/**
 * The authorisations (AUTHORIZATION transactions; PAYMENT ones, i.e. charges at order time, count too so a test
 * would see one) the gateway holds for a cart's attempts `{cartCode}-1…n`.
 */
export async function gatewayPayments(w: PaymentWorld, cartCode: string, attempts = 3) {
  const found = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const order = await gatewayOrder(w, `${cartCode}-${attempt}`);
    for (const txn of order?.transaction ?? []) {
      if (txn.transaction.type === "AUTHORIZATION" || txn.transaction.type === "PAYMENT")
        found.push({ attempt, result: txn.result, amount: txn.transaction.amount });
    }
  }
  return found;
}

export async function stockOf(w: TestApp, code: string): Promise<number> {
  const [row] = await w.db
    .select({ available: stockLevels.available })
    .from(stockLevels)
    .where(eq(stockLevels.productCode, code));
  return row!.available;
}

/** The orders made from a cart (any status). */
export async function ordersOfCart(w: TestApp, cartCode: string) {
  return w.db
    .select({ id: orders.id, status: orders.status, totalPriceFils: orders.totalPriceFils })
    .from(orders)
    .where(inArray(orders.cartId, [Number(cartCode)]));
}

/** The cart's code (customers name their cart `current`). */
export async function codeOf(w: PaymentWorld, caller: Caller, cartId: string): Promise<string> {
  const response = await cartCall(w, caller, "GET", `/${cartId}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { code: string }).code;
}

export { OCC, headers };
