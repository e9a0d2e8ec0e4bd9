/**
 * Staff for API tests: `staffAuthHeader(app, role)` creates a fresh active member of that role, signs them in
 * through `POST /admin/v1/auth/token` and enrols an authenticator through `/me/second-factor` (decision 0044), so
 * the session is fully signed in; it answers the header to send. The TOTP codes are computed here with the
 * authenticator library at the app's clock: that is the phone's part, not the code under test.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { hashPassword } from "../account/passwords.js";
import { Secret, TOTP } from "otpauth";
import { testClockOf, testDatabaseOf, type TestApp } from "../../test/app.js";
import { staffPrincipalOf, type StaffPrincipal } from "./staff-principal.js";
import { staffMembers, type StaffRole } from "./staff.tables.js";

export const STAFF_PASSWORD = "Staff#Test-2026";
/** One hash for every test member: argon2id is slow on purpose. */
let passwordHash: Promise<string> | undefined;

let ipCounter = 0;
/** A client address of its own per sign-in, so per-address limits of one test never reach another. */
export function freshStaffIp(): string {
  ipCounter += 1;
  return `10.200.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

const appOf = (target: FastifyInstance | TestApp) => ("app" in target ? target.app : target);

/** Inserts an active member with STAFF_PASSWORD (email `{role}-{uuid}@staff.test` unless given). */
export async function createStaffMember(
  target: FastifyInstance | TestApp,
  role: StaffRole,
  overrides: { email?: string; name?: string; active?: boolean } = {},
): Promise<StaffPrincipal> {
  const db = "db" in target ? target.db : testDatabaseOf(target);
  passwordHash ??= hashPassword(STAFF_PASSWORD);
  const [row] = await db
    .insert(staffMembers)
    .values({
      email: overrides.email ?? `${role}-${randomUUID()}@staff.test`,
      name: overrides.name ?? `Test ${role}`,
      role,
      active: overrides.active ?? true,
      passwordHash: await passwordHash,
    })
    .returning();
  return staffPrincipalOf(row!);
}

/** Signs `email` in and answers the token response (throws unless 200). */
export async function staffSignIn(target: FastifyInstance | TestApp, email: string, password = STAFF_PASSWORD) {
  const response = await appOf(target).inject({
    method: "POST",
    url: "/admin/v1/auth/token",
    payload: { email, password },
    remoteAddress: freshStaffIp(),
  });
  if (response.statusCode !== 200 || !response.json().access_token) {
    throw new Error(`staff sign-in failed: ${response.body}`);
  }
  return response.json() as { access_token: string; staff: StaffPrincipal };
}

/** The code an authenticator app shows for `secret` at the app's clock, `stepsLater` 30-second steps on. */
export function totpCode(target: FastifyInstance | TestApp, secret: string, stepsLater = 0): string {
  const now = testClockOf(appOf(target))();
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now.getTime() + stepsLater * 30_000 });
}

/** Enrols an authenticator for the session's member; answers its secret and the recovery codes. */
export async function enrolAuthenticator(target: FastifyInstance | TestApp, accessToken: string) {
  const app = appOf(target);
  const headers = { authorization: `Bearer ${accessToken}` };
  const started = await app.inject({ method: "POST", url: "/admin/v1/me/second-factor", headers });
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.body}`);
  const { secret } = started.json() as { secret: string };
  const confirmed = await app.inject({
    method: "POST",
    url: "/admin/v1/me/second-factor/confirm",
    headers,
    payload: { code: totpCode(target, secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`enrolment confirmation failed: ${confirmed.body}`);
  return { secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** `{ authorization: "Bearer …" }` for a fresh staff member of `role`. */
export async function staffAuthHeader(
  target: FastifyInstance | TestApp,
  role: StaffRole,
): Promise<{ authorization: string }> {
  const member = await createStaffMember(target, role);
  const { access_token } = await staffSignIn(target, member.email);
  await enrolAuthenticator(target, access_token);
  return { authorization: `Bearer ${access_token}` };
}
