/** Shared steps of the sandbox's own tests: REST calls with the merchant's credentials, a session with a card. */
import { expect } from "vitest";
import { SANDBOX_DEFAULTS, buildSandboxGateway, type SandboxCard, type SandboxGatewayOptions } from "./app.js";

export const REST = `/api/rest/version/100/merchant/${SANDBOX_DEFAULTS.merchantId}`;
export const FORM = `/form/version/100/merchant/${SANDBOX_DEFAULTS.merchantId}`;
export const GATEWAY_ORIGIN = "http://gateway.test";
export const AUTHORIZATION = `Basic ${Buffer.from(`merchant.${SANDBOX_DEFAULTS.merchantId}:${SANDBOX_DEFAULTS.apiPassword}`).toString("base64")}`;
export const RETURN_URL = "http://shop.test/en/checkout/payment-details/validation?cart=00001";
/** Test cards: frictionless and challenge Mastercards, approved by their expiry (01/39). */
export const FRICTIONLESS: SandboxCard = {
  number: "2223 0000 0000 0007",
  expiryMonth: "01",
  expiryYear: "39",
  securityCode: "123",
  nameOnCard: "Test Shopper",
};
export const CHALLENGE: SandboxCard = { ...FRICTIONLESS, number: "5123450000000008" };

export type Gateway = Awaited<ReturnType<typeof buildSandboxGateway>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- gateway answers are read field by field
type Json = any;

export function newGateway(options: SandboxGatewayOptions = {}): Promise<Gateway> {
  return buildSandboxGateway({ publicUrl: GATEWAY_ORIGIN, now: () => new Date("2026-11-21T12:00:00Z"), ...options });
}

export async function rest(
  gateway: Gateway,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: object,
): Promise<{ status: number; body: Json }> {
  const response = await gateway.inject({
    method,
    url: `${REST}${path}`,
    headers: { authorization: AUTHORIZATION },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

export async function newSession(gateway: Gateway): Promise<string> {
  const created = await rest(gateway, "POST", "/session");
  expect(created.status).toBe(201);
  return created.body.session.id as string;
}

/** What the hosted fields do in a browser: the card into the session (POST …/session/{id}). */
export async function fillSession(gateway: Gateway, sessionId: string, card: SandboxCard): Promise<Json> {
  const response = await gateway.inject({ method: "POST", url: `${FORM}/session/${sessionId}`, payload: { card } });
  return response.json();
}

export async function sessionWithCard(gateway: Gateway, card: SandboxCard): Promise<string> {
  const sessionId = await newSession(gateway);
  expect((await fillSession(gateway, sessionId, card)).status).toBe("ok");
  return sessionId;
}

/** INITIATE_AUTHENTICATION then AUTHENTICATE_PAYER on transaction auth-1, as the API does. */
export async function authenticate(gateway: Gateway, orderId: string, sessionId: string, amount = "105.00") {
  const initiated = await rest(gateway, "PUT", `/order/${orderId}/transaction/auth-1`, {
    apiOperation: "INITIATE_AUTHENTICATION",
    session: { id: sessionId },
    order: { currency: "AED" },
    authentication: { acceptVersions: "3DS2", channel: "PAYER_BROWSER", purpose: "PAYMENT_TRANSACTION" },
  });
  expect(initiated.status).toBe(200);
  return rest(gateway, "PUT", `/order/${orderId}/transaction/auth-1`, {
    apiOperation: "AUTHENTICATE_PAYER",
    session: { id: sessionId },
    order: { amount, currency: "AED" },
    authentication: { redirectResponseUrl: RETURN_URL },
    device: { browser: "MOZILLA", browserDetails: { "3DSecureChallengeWindowSize": "FULL_SCREEN" } },
  });
}

export function pay(gateway: Gateway, orderId: string, sessionId: string, transactionId = "pay-1", amount = "105.00") {
  return rest(gateway, "PUT", `/order/${orderId}/transaction/${transactionId}`, {
    apiOperation: "PAY",
    session: { id: sessionId },
    order: { amount, currency: "AED" },
    authentication: { transactionId: "auth-1" },
  });
}

/** AUTHORIZE: the authenticated card's amount reserved, captured later. */
export function authorize(gateway: Gateway, orderId: string, sessionId: string, amount = "105.00") {
  return rest(gateway, "PUT", `/order/${orderId}/transaction/authorize-1`, {
    apiOperation: "AUTHORIZE",
    session: { id: sessionId },
    order: { amount, currency: "AED" },
    authentication: { transactionId: "auth-1" },
  });
}

/** CAPTURE or REFUND of `amount` under `transactionId`. */
export function moveMoney(
  gateway: Gateway,
  orderId: string,
  operation: "CAPTURE" | "REFUND",
  transactionId: string,
  amount: string,
) {
  return rest(gateway, "PUT", `/order/${orderId}/transaction/${transactionId}`, {
    apiOperation: operation,
    transaction: { amount, currency: "AED" },
  });
}

/** VOID of the order's authorisation. */
export function voidAuthorization(gateway: Gateway, orderId: string, transactionId = "void-1", target = "authorize-1") {
  return rest(gateway, "PUT", `/order/${orderId}/transaction/${transactionId}`, {
    apiOperation: "VOID",
    transaction: { targetTransactionId: target },
  });
}

/** The ACS reference in a challenge's HTML (the iframe's form posts there). */
export function acsReference(html: string): string {
  const reference = /\/acs\/challenge\/([0-9a-f-]+)"/.exec(html)?.[1];
  if (!reference) throw new Error(`no challenge in ${html}`);
  return reference;
}

export async function chooseOutcome(gateway: Gateway, reference: string, outcome: string) {
  return gateway.inject({
    method: "POST",
    url: `/acs/challenge/${reference}/result`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `outcome=${outcome}`,
  });
}

/** The hidden fields a page's form posts, by name. */
export function postedFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1], match[2]]),
  );
}
