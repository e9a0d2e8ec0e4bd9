/**
 * A merchandiser for the back-office catalogue tests, made as a real shop makes one: the owner invites them through
 * the staff API, they choose a password with the e-mailed link (read from the sandbox outbox) and enrol an
 * authenticator. The browser then signs in with a recovery code: the authenticator's current code was just used to
 * confirm, and the API takes each code once.
 */
import { Secret, TOTP } from "otpauth";
import { expect, inject } from "vitest";
import { latestMessage, post } from "./accounts.js";
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
