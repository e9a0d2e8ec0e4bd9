/**
 * Staff sign-in (decision 0036). Unknown e-mail and wrong password answer alike (and take as long: the
 * customers' argon2id helper verifies a decoy hash when there is no account). Throttling must not let a
 * stranger lock the owner out:
 * - failures count per account and client address (RATE_LIMITS.staffSignInFailuresPerAccountAndIp), so
 *   hammering an e-mail blocks only the hammering address;
 * - failures count per address too, more loosely (RATE_LIMITS.staffSignInFailuresPerIp; decision 0081): right
 *   answers count nowhere, so staff sharing an office address never block each other;
 * - after ACCOUNT_LOCK.failures failures in a row from anywhere (a spread-out attack) the account locks for
 *   ACCOUNT_LOCK.minutes, but not for addresses the member has signed in from before.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { hashPassword, verifyPassword } from "../account/passwords.js";
import type { RateLimiter } from "../guards/rate-limiter.js";
import { OccHttpError } from "../occ/errors.js";
import { DEMO_STAFF_PASSWORD } from "./demo-staff.js";
import { staffPrincipalOf, type StaffPrincipal } from "./staff-principal.js";
import { StaffSessions, type IssuedSession } from "./staff-sessions.js";
import { staffMembers, type StaffRole } from "./staff.tables.js";
import type { SecondFactorService } from "./second-factor/second-factor-service.js";
import { assertStaffSignInAllowed, countStaffSignInFailure, staffSignInIpKey } from "./sign-in-throttle.js";
import { actorOnRequest, recordAudit } from "./audit.js";

export const ACCOUNT_LOCK = { failures: 50, minutes: 15 } as const;

const refusal = (type: string, message: string, status = 401) =>
  new OccHttpError(status, [{ type, reason: "signInRefused", subject: "email", subjectType: "field", message }]);

export const badCredentials = () => refusal("InvalidCredentialsError", "The e-mail address or password is wrong");

export interface SignedIn extends IssuedSession {
  kind: "session";
  staff: StaffPrincipal;
}

/** The password was right; the member's authenticator code comes next (decision 0044). */
export interface SecondFactorNeeded {
  kind: "second-factor";
  challenge: string;
  expiresIn: number;
}

export interface StaffAuthDeps {
  db: Database;
  limiter: RateLimiter;
  sessions: StaffSessions;
  now: () => Date;
  /** Production refuses the published demo password. */
  production: boolean;
  secondFactor: SecondFactorService;
}

export class StaffAuthService {
  constructor(private readonly deps: StaffAuthDeps) {}

  async signIn(
    email: string,
    password: string,
    request: { id: string; ip: string },
  ): Promise<SignedIn | SecondFactorNeeded> {
    const { db, limiter, sessions } = this.deps;
    const address = email.trim().toLowerCase();
    const pairKey = `staff-login:${address}:ip:${request.ip}`;
    const ipKey = staffSignInIpKey(request.ip);
    await assertStaffSignInAllowed(limiter, pairKey, ipKey);
    const [member] = await db.select().from(staffMembers).where(eq(staffMembers.email, address));
    if (!(await verifyPassword(member?.passwordHash, password)) || !member) {
      await countStaffSignInFailure(limiter, pairKey, ipKey);
      if (member) await this.countFailure(member.id);
      throw badCredentials();
    }
    // The password was right: from here on the answer may say why the account cannot sign in.
    if (!member.active) throw refusal("AccountDisabledError", "This staff account is deactivated");
    const now = this.deps.now();
    if (member.lockedUntil && member.lockedUntil > now && !(await sessions.knownAddress(member.id, request.ip))) {
      throw refusal(
        "AccountLockedError",
        `This staff account is locked after many failed sign-ins until ${member.lockedUntil.toISOString()}`,
      );
    }
    if (this.deps.production && password === DEMO_STAFF_PASSWORD) {
      throw refusal(
        "DemoPasswordRefusedError",
        "This account still uses the published demo password; set a new password before signing in",
      );
    }
    if (member.totpEnrolledAt) {
      const { challenge, expiresIn } = await this.deps.secondFactor.challenge(db, member.id);
      return { kind: "second-factor", challenge, expiresIn };
    }
    return db.transaction(async (tx) => {
      await tx.update(staffMembers).set({ failedAttempts: 0, lockedUntil: null }).where(eq(staffMembers.id, member.id));
      const issued = await sessions.issue(tx, member.id, request.ip);
      const staff = staffPrincipalOf(member);
      await recordAudit(tx, actorOnRequest(staff, request), {
        action: "auth.sign-in",
        targetType: "staff",
        targetId: member.id,
        at: now,
      });
      return { kind: "session" as const, ...issued, staff };
    });
  }

  /** One more failure in a row; the one that reaches ACCOUNT_LOCK.failures locks the account for a while. */
  private async countFailure(staffId: string): Promise<void> {
    const lockUntil = new Date(this.deps.now().getTime() + ACCOUNT_LOCK.minutes * 60_000);
    await this.deps.db
      .update(staffMembers)
      .set({
        failedAttempts: sql`${staffMembers.failedAttempts} + 1`,
        lockedUntil: sql`case when ${staffMembers.failedAttempts} + 1 >= ${ACCOUNT_LOCK.failures}
          then ${lockUntil.toISOString()}::timestamptz else ${staffMembers.lockedUntil} end`,
      })
      .where(eq(staffMembers.id, staffId));
  }

  /** Creates an active member with a password (the command line's first owner; the demo seed). */
  static async createMember(
    db: Pick<Database, "insert">,
    member: { email: string; name: string; role: StaffRole; password: string | null; active: boolean },
  ): Promise<StaffPrincipal> {
    const [row] = await db
      .insert(staffMembers)
      .values({
        email: member.email.trim().toLowerCase(),
        name: member.name.trim(),
        role: member.role,
        active: member.active,
        passwordHash: member.password === null ? null : await hashPassword(member.password),
      })
      .returning();
    return staffPrincipalOf(row!);
  }
}
