/**
 * The staff second factor (decision 0044): enrolling an authenticator app (TOTP), the sign-in step after the
 * password (a challenge and a code), recovery codes, the owner's reset, and signing out everywhere.
 *
 * - A challenge is random (256 bits), HMAC-stored, single use, valid CHALLENGE_SECONDS, and dies after
 *   SECOND_FACTOR.maxWrongCodes wrong codes; wrong codes are also limited per member and client address like
 *   wrong passwords (429 with Retry-After).
 * - A TOTP code is accepted once: the member's last accepted time-step is kept and a code of that step or an
 *   earlier one is refused.
 */
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import QRCode from "qrcode";
import { newRandomToken, type SecretHasher } from "../../account/secrets.js";
import type { Database } from "../../db/client.js";
import type { RateLimiter } from "../../guards/rate-limiter.js";
import { assertStaffSignInAllowed, countStaffSignInFailure, staffSignInIpKey } from "../sign-in-throttle.js";
import { OccHttpError, unknownIdentifier } from "../../occ/errors.js";
import { actorOnRequest, recordAudit } from "../audit.js";
import type { StaffActor } from "../staff-context.js";
import { staffPrincipalOf, type StaffPrincipal } from "../staff-principal.js";
import type { IssuedSession, StaffSessions } from "../staff-sessions.js";
import { staffMembers, staffSignInChallenges } from "../staff.tables.js";
import type { RecoveryCodes } from "./recovery-codes.js";
import type { TotpSecretBox } from "./secret-box.js";
import { acceptedTotpStep, looksLikeTotpCode, newTotpSecret, otpauthUri } from "./totp.js";

export const SECOND_FACTOR = { challengeSeconds: 5 * 60, maxWrongCodes: 5 } as const;

type Member = typeof staffMembers.$inferSelect;
interface RequestInfo {
  id: string;
  ip: string;
}

const codeError = (status: number, type: string, message: string) =>
  new OccHttpError(status, [{ type, reason: "invalid", subject: "code", subjectType: "field", message }]);

const wrongCode = () => codeError(401, "InvalidSecondFactorCodeError", "The code is wrong or was already used");
const deadChallenge = () =>
  new OccHttpError(401, [
    {
      type: "InvalidChallengeError",
      reason: "invalid",
      subject: "challenge",
      subjectType: "field",
      message: "The sign-in step expired, was used or had too many wrong codes; sign in again",
    },
  ]);

export interface SecondFactorDeps {
  db: Database;
  limiter: RateLimiter;
  sessions: StaffSessions;
  /** HMAC of challenges and recovery codes (TOKEN_SECRET). */
  hasher: SecretHasher;
  box: TotpSecretBox;
  recoveryCodes: RecoveryCodes;
  now: () => Date;
}

export class SecondFactorService {
  constructor(private readonly deps: SecondFactorDeps) {}

  /** The challenge that the second step of a sign-in answers with its code. */
  async challenge(tx: Pick<Database, "insert">, staffId: string): Promise<{ challenge: string; expiresIn: number }> {
    const challenge = newRandomToken();
    await tx.insert(staffSignInChallenges).values({
      challengeHash: this.deps.hasher.hash(challenge),
      staffId,
      expiresAt: new Date(this.deps.now().getTime() + SECOND_FACTOR.challengeSeconds * 1000),
    });
    return { challenge, expiresIn: SECOND_FACTOR.challengeSeconds };
  }

  /** The second step of a sign-in: a live challenge and a right code (TOTP or recovery code) open a session. */
  async completeSignIn(
    challenge: string,
    code: string,
    request: RequestInfo,
  ): Promise<IssuedSession & { staff: StaffPrincipal }> {
    const { db, limiter, sessions } = this.deps;
    const now = this.deps.now();
    const [row] = await db
      .select({ challenge: staffSignInChallenges, member: staffMembers })
      .from(staffSignInChallenges)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSignInChallenges.staffId))
      .where(
        and(
          eq(staffSignInChallenges.challengeHash, this.deps.hasher.hash(challenge)),
          isNull(staffSignInChallenges.usedAt),
          gt(staffSignInChallenges.expiresAt, now),
          lt(staffSignInChallenges.wrongCodes, SECOND_FACTOR.maxWrongCodes),
        ),
      );
    if (!row || !row.member.active || !row.member.totpEnrolledAt) throw deadChallenge();
    const { member } = row;
    const pairKey = `staff-second-factor:${member.id}:ip:${request.ip}`;
    const ipKey = staffSignInIpKey(request.ip);
    await assertStaffSignInAllowed(limiter, pairKey, ipKey);
    const signedIn = await db.transaction(async (tx) => {
      const used = await this.useCode(tx, member, code, now);
      if (!used) return undefined;
      const claimed = await tx
        .update(staffSignInChallenges)
        .set({ usedAt: now })
        .where(and(eq(staffSignInChallenges.id, row.challenge.id), isNull(staffSignInChallenges.usedAt)))
        .returning({ id: staffSignInChallenges.id });
      if (claimed.length === 0) throw deadChallenge();
      await tx.update(staffMembers).set({ failedAttempts: 0, lockedUntil: null }).where(eq(staffMembers.id, member.id));
      const issued = await sessions.issue(tx, member.id, request.ip);
      const staff = staffPrincipalOf(member);
      await recordAudit(tx, actorOnRequest(staff, request), {
        action: "auth.sign-in",
        targetType: "staff",
        targetId: member.id,
        details: { secondFactor: used },
        at: now,
      });
      return { ...issued, staff };
    });
    if (signedIn) return signedIn;
    await countStaffSignInFailure(limiter, pairKey, ipKey);
    await db
      .update(staffSignInChallenges)
      .set({ wrongCodes: row.challenge.wrongCodes + 1 })
      .where(eq(staffSignInChallenges.id, row.challenge.id));
    throw wrongCode();
  }

  /** Uses up a TOTP code (its step) or a recovery code of the member; which kind, or undefined if wrong. */
  private async useCode(
    tx: Pick<Database, "update">,
    member: Member,
    code: string,
    now: Date,
  ): Promise<"totp" | "recovery-code" | undefined> {
    if (looksLikeTotpCode(code)) {
      return (await this.useTotpCode(tx, member, code, now)) ? "totp" : undefined;
    }
    return (await this.deps.recoveryCodes.use(tx, member.id, code, now)) ? "recovery-code" : undefined;
  }

  /** Accepts a TOTP code of the enrolled secret once; the step is stored so the code cannot be replayed. */
  private async useTotpCode(tx: Pick<Database, "update">, member: Member, code: string, now: Date) {
    const secret = member.totpSecret === null ? undefined : this.deps.box.open(member.totpSecret);
    if (!secret) return false;
    const step = acceptedTotpStep(secret, code, now, member.totpLastStep);
    if (step === undefined) return false;
    // Conditional on the step still being newer: two requests racing with one code cannot both pass.
    const stored = await tx
      .update(staffMembers)
      .set({ totpLastStep: step })
      .where(
        and(eq(staffMembers.id, member.id), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))),
      )
      .returning({ id: staffMembers.id });
    return stored.length > 0;
  }

  /** A new pending secret for the signed-in member (an enrolled member asks the owner for a reset first). */
  async startEnrolment(context: StaffActor) {
    const { staff } = context;
    const member = await this.member(staff.id);
    if (member.totpEnrolledAt) {
      throw codeError(
        409,
        "SecondFactorAlreadyEnrolledError",
        "An authenticator is already enrolled; the owner can reset it to enrol another",
      );
    }
    const secret = newTotpSecret();
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(staffMembers)
        .set({ totpPendingSecret: this.deps.box.seal(secret), updatedAt: this.deps.now() })
        .where(eq(staffMembers.id, staff.id));
      await recordAudit(tx, context, {
        action: "second-factor.enrolment-start",
        targetType: "staff",
        targetId: staff.id,
        at: this.deps.now(),
      });
    });
    const uri = otpauthUri(secret, member.email);
    const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
    return { secret, otpauthUri: uri, qrSvg };
  }

  /** A code from the pending secret makes it the member's second factor; answers the first recovery codes. */
  async confirmEnrolment(context: StaffActor, code: string): Promise<string[]> {
    const { staff } = context;
    const member = await this.member(staff.id);
    const now = this.deps.now();
    const pending = member.totpPendingSecret === null ? undefined : this.deps.box.open(member.totpPendingSecret);
    if (member.totpEnrolledAt || !pending) {
      throw codeError(409, "NoPendingEnrolmentError", "Start the enrolment first (POST /me/second-factor)");
    }
    const attempt = await this.codeAttempt(staff.id, context.ip);
    const step = acceptedTotpStep(pending, code, now, null);
    if (step === undefined) {
      await attempt.wrong();
      throw codeError(400, "InvalidSecondFactorCodeError", "The code is wrong");
    }
    return this.deps.db.transaction(async (tx) => {
      await tx
        .update(staffMembers)
        .set({
          totpSecret: member.totpPendingSecret,
          totpPendingSecret: null,
          totpEnrolledAt: now,
          totpLastStep: step,
          updatedAt: now,
        })
        .where(eq(staffMembers.id, staff.id));
      const codes = await this.deps.recoveryCodes.replace(tx, staff.id);
      await recordAudit(tx, context, {
        action: "second-factor.enrol",
        targetType: "staff",
        targetId: staff.id,
        at: now,
      });
      return codes;
    });
  }

  /**
   * Counts a code typed by a signed-in member (confirming an enrolment) under the second step's limits: a stolen
   * session without the phone could otherwise guess the 6 digits at the API's speed. Attempts count per client
   * address, wrong codes per member and address (decision 0043: a guesser blocks only their own address). Throws
   * 429 when either is spent; `wrong()` counts a wrong code.
   */
  private async codeAttempt(staffId: string, ip: string): Promise<{ wrong(): Promise<void> }> {
    const { limiter } = this.deps;
    const pairKey = `staff-second-factor:${staffId}:ip:${ip}`;
    const ipKey = staffSignInIpKey(ip);
    await assertStaffSignInAllowed(limiter, pairKey, ipKey);
    return { wrong: () => countStaffSignInFailure(limiter, pairKey, ipKey) };
  }

  /** A fresh set of recovery codes, for a current TOTP code; the old set stops working. */
  async renewRecoveryCodes(context: StaffActor, code: string): Promise<string[]> {
    const { staff } = context;
    const member = await this.member(staff.id);
    const now = this.deps.now();
    return this.deps.db.transaction(async (tx) => {
      if (!(await this.useTotpCode(tx, member, code, now))) {
        throw codeError(400, "InvalidSecondFactorCodeError", "The code is wrong or was already used");
      }
      const codes = await this.deps.recoveryCodes.replace(tx, staff.id);
      await recordAudit(tx, context, {
        action: "second-factor.recovery-codes",
        targetType: "staff",
        targetId: staff.id,
        at: now,
      });
      return codes;
    });
  }

  /** The owner removes a member's authenticator (lost phone): recovery codes and sessions end with it. */
  async reset(context: StaffActor, staffId: string): Promise<void> {
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(staffMembers)
        .set({ totpSecret: null, totpPendingSecret: null, totpEnrolledAt: null, totpLastStep: null, updatedAt: now })
        .where(eq(staffMembers.id, staffId))
        .returning({ id: staffMembers.id });
      if (!row) throw unknownIdentifier("staff", staffId, `Staff member '${staffId}' not found`, 404);
      await this.deps.recoveryCodes.retireAll(tx, staffId);
      await tx
        .update(staffSignInChallenges)
        .set({ usedAt: now })
        .where(and(eq(staffSignInChallenges.staffId, staffId), isNull(staffSignInChallenges.usedAt)));
      await this.deps.sessions.revokeAllOf(tx, staffId);
      await recordAudit(tx, context, {
        action: "staff.second-factor-reset",
        targetType: "staff",
        targetId: staffId,
        at: now,
      });
    });
  }

  /** Sign out everywhere: every session of the member ends, the calling one too. */
  async revokeAll(context: StaffActor): Promise<void> {
    const { staff } = context;
    await this.deps.db.transaction(async (tx) => {
      await this.deps.sessions.revokeAllOf(tx, staff.id);
      await recordAudit(tx, context, {
        action: "auth.sign-out-everywhere",
        targetType: "staff",
        targetId: staff.id,
        at: this.deps.now(),
      });
    });
  }

  private async member(staffId: string): Promise<Member> {
    const [member] = await this.deps.db.select().from(staffMembers).where(eq(staffMembers.id, staffId));
    if (!member) throw unknownIdentifier("staff", staffId, `Staff member '${staffId}' not found`, 404);
    return member;
  }
}
