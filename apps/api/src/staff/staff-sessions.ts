/**
 * Staff sessions: opaque 256-bit bearer tokens, stored as their SHA-256 (a random 256-bit token needs no
 * key or slow hash; a copy of the table still signs nobody in). A session ends after STAFF_SESSION.idleSeconds
 * without a request, STAFF_SESSION.maxSeconds after sign-in however busy, or when revoked.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { staffPrincipalOf, type StaffPrincipal } from "./staff-principal.js";
import { staffMembers, staffSessions, type StaffSessionKind } from "./staff.tables.js";

export const STAFF_SESSION = { idleSeconds: 30 * 60, maxSeconds: 12 * 60 * 60 } as const;

/** Last-use times are written at most this often, so a busy screen does not write on every request. */
const TOUCH_AFTER_MS = 60_000;

export const tokenDigest = (token: string) => createHash("sha256").update(token).digest("hex");

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
}

export interface VerifiedSession {
  sessionId: string;
  staff: StaffPrincipal;
}

export class StaffSessions {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async issue(tx: Pick<Database, "insert">, staffId: string, ip: string): Promise<IssuedSession> {
    const { accessToken } = await this.insert(tx, staffId, ip, "back-office", STAFF_SESSION.maxSeconds);
    return { accessToken, expiresIn: STAFF_SESSION.idleSeconds };
  }

  /**
   * A session for an assisted-service agent (decision 0076), ending after `maxSeconds`: `verify` refuses it, so it
   * never reaches /admin/v1; it only acts for its customer through the assisted-service check.
   */
  issueAgent(tx: Pick<Database, "insert">, staffId: string, ip: string, maxSeconds: number) {
    return this.insert(tx, staffId, ip, "agent", Math.min(maxSeconds, STAFF_SESSION.maxSeconds));
  }

  private async insert(
    tx: Pick<Database, "insert">,
    staffId: string,
    ip: string,
    kind: StaffSessionKind,
    maxSeconds: number,
  ): Promise<{ accessToken: string; sessionId: string }> {
    const accessToken = randomBytes(32).toString("base64url");
    const now = this.now();
    const [row] = await tx
      .insert(staffSessions)
      .values({
        tokenHash: tokenDigest(accessToken),
        staffId,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + maxSeconds * 1000),
        ip,
        kind,
      })
      .returning({ id: staffSessions.id });
    return { accessToken, sessionId: row!.id };
  }

  /** The live back-office session of `token` and its (active) member, or undefined; refreshes the idle clock. */
  async verify(token: string, kind: StaffSessionKind = "back-office"): Promise<VerifiedSession | undefined> {
    const [row] = await this.db
      .select({ session: staffSessions, member: staffMembers })
      .from(staffSessions)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
      .where(and(eq(staffSessions.tokenHash, tokenDigest(token)), isNull(staffSessions.revokedAt)));
    if (!row || !row.member.active || row.session.kind !== kind) return undefined;
    const nowMs = this.now().getTime();
    const idleMs = nowMs - row.session.lastUsedAt.getTime();
    if (nowMs >= row.session.expiresAt.getTime() || idleMs >= STAFF_SESSION.idleSeconds * 1000) return undefined;
    if (idleMs >= TOUCH_AFTER_MS) {
      await this.db
        .update(staffSessions)
        .set({ lastUsedAt: new Date(nowMs) })
        .where(eq(staffSessions.id, row.session.id));
    }
    return { sessionId: row.session.id, staff: staffPrincipalOf(row.member) };
  }

  /** The kind of the session `token` belongs to, live or ended; undefined for a token that was never a staff one. */
  async kindOf(token: string): Promise<StaffSessionKind | undefined> {
    const [row] = await this.db
      .select({ kind: staffSessions.kind })
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, tokenDigest(token)));
    return row?.kind;
  }

  async revoke(tx: Pick<Database, "update">, sessionId: string): Promise<void> {
    await tx
      .update(staffSessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
  }

  /** Ends every session of a member, except `keepSessionId` when given (the one changing its own password). */
  async revokeAllOf(tx: Pick<Database, "update">, staffId: string, keepSessionId?: string): Promise<void> {
    await tx
      .update(staffSessions)
      .set({ revokedAt: this.now() })
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.revokedAt),
          keepSessionId ? ne(staffSessions.id, keepSessionId) : undefined,
        ),
      );
  }

  /** Whether the member has signed in from `ip` before: such an address is not held to an account lock. */
  async knownAddress(staffId: string, ip: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: staffSessions.id })
      .from(staffSessions)
      .where(and(eq(staffSessions.staffId, staffId), eq(staffSessions.ip, ip)))
      .limit(1);
    return rows.length > 0;
  }
}
