/** Drives the account flows through the HTTP API for tests: SMS verification, registration, activation, sign-in. */
import { desc, eq } from "drizzle-orm";
import { sandboxOutbox } from "../db/tables.js";
import type { TestApp } from "../../test/app.js";

export const OCC = "/occ/v2/dukkan";
export const TOKEN_URL = "/authorizationserver/oauth/token";
export const STRONG_PASSWORD = "Dukkan#2026";

let ipCounter = 0;
/** A fresh client IP, so per-IP rate limits of one test do not spill into the next. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(Math.random() * 200)}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

let phoneCounter = 0;
export function freshPhone(): string {
  phoneCounter += 1;
  return `9715${String(Date.now() % 10_000_000).padStart(7, "0")}${phoneCounter}`.slice(0, 15);
}

export async function latestMessage(t: TestApp, recipient: string) {
  const [row] = await t.db
    .select()
    .from(sandboxOutbox)
    .where(eq(sandboxOutbox.recipient, recipient))
    .orderBy(desc(sandboxOutbox.id))
    .limit(1);
  if (!row) throw new Error(`nothing was sent to ${recipient}`);
  return row;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
export const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)![0]!;

export function sms(
  t: TestApp,
  step: "allowToSubmit" | "submit" | "verify",
  query: Record<string, string>,
  ip = "10.250.0.1",
) {
  return t.app.inject({
    method: "POST",
    url: `${OCC}/smss/${step}?${new URLSearchParams(query)}`,
    remoteAddress: ip,
  });
}

/** Sends and enters the SMS code, as the storefront's dialog does. */
export async function verifyPhone(t: TestApp, phoneNumber: string, pageName: string, ip = freshIp()): Promise<void> {
  const sent = await sms(t, "submit", { phoneNumber, pageName }, ip);
  if (sent.json().statusCode !== "SUBMISSION_OK") throw new Error(`SMS not sent: ${sent.body}`);
  const code = codeIn((await latestMessage(t, phoneNumber)).body);
  const verified = await sms(t, "verify", { phoneNumber, pageName, oneTimePassword: code }, ip);
  if (verified.json().statusCode !== "VERIFY_VALID_OTP") throw new Error(`SMS not verified: ${verified.body}`);
}

export interface RegisteredCustomer {
  email: string;
  password: string;
  phoneNumber: string;
}

export async function register(
  t: TestApp,
  overrides: Partial<{ uid: string; password: string; phoneNumber: string; firstName: string; lang: string }> = {},
) {
  const phoneNumber = overrides.phoneNumber ?? freshPhone();
  await verifyPhone(t, phoneNumber, "REGISTER");
  return t.app.inject({
    method: "POST",
    url: `${OCC}/users?lang=${overrides.lang ?? "en"}`,
    remoteAddress: freshIp(),
    payload: {
      uid: overrides.uid ?? `shopper${Math.random().toString(36).slice(2, 10)}@example.ae`,
      password: overrides.password ?? STRONG_PASSWORD,
      firstName: overrides.firstName ?? "Aisha",
      lastName: "Al Mansoori",
      titleCode: "ms",
      phoneNumber,
    },
  });
}

/** Registers and activates a customer through the e-mailed link. */
export async function createCustomer(
  t: TestApp,
  overrides: Parameters<typeof register>[1] = {},
): Promise<RegisteredCustomer> {
  const response = await register(t, overrides);
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  const { uid, phoneNumber } = response.json();
  const token = new URL(linkIn((await latestMessage(t, uid)).body)).searchParams.get("registerToken")!;
  const activated = await t.app.inject({ method: "POST", url: `${OCC}/users/anonymous/token/${token}`, payload: {} });
  if (activated.json().uid !== uid) throw new Error(`activation failed: ${activated.body}`);
  return { email: uid, password: overrides.password ?? STRONG_PASSWORD, phoneNumber };
}

export function passwordGrant(t: TestApp, username: string, password: string, ip = freshIp()) {
  return t.app.inject({
    method: "POST",
    url: TOKEN_URL,
    remoteAddress: ip,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      grant_type: "password",
      client_id: "mobile_android",
      client_secret: "secret",
      username,
      password,
    }).toString(),
  });
}

export async function signIn(t: TestApp, customer: RegisteredCustomer): Promise<string> {
  const response = await passwordGrant(t, customer.email, customer.password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
