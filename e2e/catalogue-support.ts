/**
 * A merchandiser for the back-office catalogue tests, made as a real shop makes one: the owner invites them through
 * the staff API, they choose a password with the e-mailed link (read from the sandbox outbox) and enrol an
 * authenticator. The browser then signs in with a recovery code: the authenticator's current code was just used to
 * confirm, and the API takes each code once.
 */
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { latestMessage, post } from "./accounts.js";
import { backoffice, STAFF_TEXTS } from "./backoffice-support.js";
import { staffAccessToken } from "./staff-api.js";

const api = inject("apiUrl");
const PASSWORD = "E2e#Merchandiser-2026";

export type InvitedMember = { email: string; password: string; recoveryCode: string };

export async function invitedMerchandiser(name: string, language: "en" | "ar"): Promise<InvitedMember> {
  const email = `e2e-merch-${name}-${Date.now()}@dukkan.test`;
  const owner = { Authorization: `Bearer ${staffAccessToken()}` };
  const invited = await post(`${api}/admin/v1/staff`, { email, name, role: "merchandiser", language }, owner);
  expect(invited.status, await invited.clone().text()).toBe(201);
  const link = (await latestMessage(api, email)).links.find((url) => url.includes("set-password?token="));
  const token = new URL(link!).searchParams.get("token")!;
  expect((await post(`${api}/admin/v1/auth/set-password`, { token, password: PASSWORD })).status).toBe(204);

  const signedIn = await post(`${api}/admin/v1/auth/token`, { email, password: PASSWORD });
  expect(signedIn.status).toBe(200);
  const { access_token } = (await signedIn.json()) as { access_token: string };
  const bearer = { Authorization: `Bearer ${access_token}` };
  const enrolment = await post(`${api}/admin/v1/me/second-factor`, {}, bearer);
  const { secret } = (await enrolment.json()) as { secret: string };
  const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
  const confirmed = await post(`${api}/admin/v1/me/second-factor/confirm`, { code }, bearer);
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { email, password: PASSWORD, recoveryCode: recoveryCodes[0]! };
}

/** Signs the invited member in through the pages, with the recovery code as the second step; waits for the home page. */
export async function signInWithRecoveryCode(page: Page, language: "en" | "ar", member: InvitedMember) {
  const texts = STAFF_TEXTS[language];
  await page.goto(`${backoffice}/${language}/sign-in`);
  await page.getByLabel(texts.email).fill(member.email);
  await page.getByLabel(texts.password, { exact: true }).fill(member.password);
  await page.getByRole("button", { name: texts.signIn, exact: true }).click();
  await page.getByLabel(texts.code).fill(member.recoveryCode);
  await page.getByRole("button", { name: texts.verify }).click();
  await page.getByRole("heading", { level: 1, name: texts.today }).waitFor();
}
