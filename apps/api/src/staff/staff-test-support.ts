/**
 * Staff for API tests: `staffAuthHeader(app, role)` creates a fresh active member of that role and signs them
 * in through `POST /admin/v1/auth/token`, answering the header to send.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { hashPassword } from "../account/passwords.js";
import { testDatabaseOf, type TestApp } from "../../test/app.js";
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
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.body}`);
  return response.json() as { access_token: string; staff: StaffPrincipal };
}

/** `{ authorization: "Bearer …" }` for a fresh staff member of `role`. */
export async function staffAuthHeader(
  target: FastifyInstance | TestApp,
  role: StaffRole,
): Promise<{ authorization: string }> {
  const member = await createStaffMember(target, role);
  const { access_token } = await staffSignIn(target, member.email);
  return { authorization: `Bearer ${access_token}` };
}
