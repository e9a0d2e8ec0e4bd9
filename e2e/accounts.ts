/**
 * Helpers of the account browser tests: the API's sandbox outbox (SMS codes, e-mailed links and codes),
 * unique customers, and a customer registered and activated through the API as the shop's pages do it.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { hydrated } from "./browser.js";

export const PASSWORD = "Dukkan#2026";

type OutboxMessage = { links: string[]; codes: string[]; text?: string; subject?: string };

/** The newest message sent to a phone number or e-mail address. */
export async function latestMessage(api: string, to: string): Promise<OutboxMessage> {
  const response = await fetch(`${api}/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  expect(messages.length).toBe(1);
  return messages[0]!;
}

/** How many messages went to an address or number. */
export async function messageCount(api: string, to: string): Promise<number> {
  const response = await fetch(`${api}/dev/outbox?to=${encodeURIComponent(to)}&limit=50`);
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

/** The vitest worker running this file (1, 2, …): test files run side by side, each in its own worker. */
const WORKER = Number(process.env.VITEST_POOL_ID ?? "1") % 10;
/**
 * The last tick this worker slot handed out, kept in a file because each test file gets fresh modules: a file that
 * made customers faster than one per hundredth ran ahead of the clock, and the next file in the same slot must
 * not start behind it.
 */
const TICK_FILE = join(tmpdir(), `dukkan-e2e-customer-tick-${process.ppid}-${WORKER}`);

function nextTick(): number {
  const last = existsSync(TICK_FILE) ? Number(readFileSync(TICK_FILE, "utf8")) || 0 : 0;
  const tick = Math.max(last + 1, Math.floor(Date.now() / 10));
  writeFileSync(TICK_FILE, String(tick));
  return tick;
}

/**
 * A phone number and e-mail address no other test uses, also while other files run in other workers: the number
 * holds the worker's digit and the time in hundredths of a second, never the same twice in one worker slot (it
 * repeats after 2.7 hours, longer than any run).
 */
export function uniqueCustomer(name: string): { phoneNumber: string; email: string } {
  const lastTick = nextTick();
  const suffix = `${WORKER}${String(lastTick % 1_000_000).padStart(6, "0")}`;
  return { phoneNumber: `97155${suffix}`, email: `${name}.${suffix}@example.ae` };
}

/** POSTs JSON (or nothing) to the API. */
export async function post(url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * A shopper's own address (from the documentation range), sent as X-Forwarded-For: the test API trusts its
 * loopback callers as the storefront, so each customer set up here counts against their own per-IP limits,
 * not the whole suite's.
 */
function shopperAddress(): Record<string, string> {
  return { "X-Forwarded-For": `203.0.113.${1 + Math.floor(Math.random() * 254)}` };
}

/**
 * Registers (SMS-verified) and activates a customer through the API; answers their e-mail and phone, and the
 * activation link with the shop's answer to it.
 */
export async function registerThroughApi(
  api: string,
  shop: string,
  firstName: string,
): Promise<{ email: string; phoneNumber: string; activationLink: URL; activation: Response }> {
  const { phoneNumber, email } = uniqueCustomer(firstName.toLowerCase());
  const occ = `${api}/occ/v2/dukkan`;
  const from = shopperAddress();
  const sms = (step: string, extra: Record<string, string> = {}) =>
    post(
      `${occ}/smss/${step}?${new URLSearchParams({ phoneNumber, pageName: "REGISTER", ...extra })}`,
      undefined,
      from,
    );
  expect(((await (await sms("submit")).json()) as { statusCode: string }).statusCode).toBe("SUBMISSION_OK");
  const [code] = (await latestMessage(api, phoneNumber)).codes;
  const verified = (await (await sms("verify", { oneTimePassword: code! })).json()) as { statusCode: string };
  expect(verified.statusCode).toBe("VERIFY_VALID_OTP");
  const signUp = await post(
    `${occ}/users?lang=en`,
    {
      uid: email,
      password: PASSWORD,
      firstName,
      lastName: "Test",
      phoneNumber,
    },
    from,
  );
  expect(signUp.status).toBe(201);
  const link = new URL((await latestMessage(api, email)).links.find((url) => url.includes("registerToken="))!);
  const activation = await fetch(`${shop}${link.pathname}${link.search}`);
  expect(activation.status).toBe(200);
  return { email, phoneNumber, activationLink: link, activation };
}

/** Signs in on the shop's login page (with or without JavaScript) and waits for the page it leads to to settle. */
export async function signInThroughPage(
  page: Page,
  shop: string,
  language: "en" | "ar",
  email: string,
  password = PASSWORD,
): Promise<void> {
  await page.goto(`${shop}/${language}/login`);
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(password);
  await page.locator('main form button[name="intent"][value="login"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  await page.waitForLoadState("networkidle");
}

/** The sealed session cookie of a browser context, if any. */
export function sessionCookieOf(cookies: { name: string; value: string }[]): string | undefined {
  return cookies.find((cookie) => cookie.name === "dukkan_session")?.value;
}

/** Waits until an account form is interactive: React Router's scripts ran and the password toggles rendered. */
export async function accountFormReady(page: Page): Promise<void> {
  await hydrated(page);
  await expect.poll(() => page.locator("form button[aria-controls]").count()).toBeGreaterThan(0);
}
