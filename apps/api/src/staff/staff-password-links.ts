/**
 * Single-use, expiring set-password links of staff accounts (an invitation, or a reset the owner sends), made
 * the way the customers' reset links are (account-service.ts): a 256-bit random token, only its HMAC stored
 * (keyed with TOKEN_SECRET), one live link per member, claimed atomically so it works exactly once.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { newRandomToken, type SecretHasher } from "../account/secrets.js";
import type { Database } from "../db/client.js";
import { staffPasswordTokens } from "./staff.tables.js";

export type PasswordLinkPurpose = "INVITE" | "RESET";

/** An invitation waits longer than a reset, which the member asked for and opens at once. */
export const PASSWORD_LINK_VALID_HOURS: Record<PasswordLinkPurpose, number> = { INVITE: 72, RESET: 2 };

type Tx = Pick<Database, "insert" | "update">;

export class StaffPasswordLinks {
  constructor(
    private readonly hasher: SecretHasher,
    private readonly now: () => Date,
  ) {}

  /** A new link token for the member; earlier unused links stop working. */
  async issue(tx: Tx, staffId: string, purpose: PasswordLinkPurpose): Promise<string> {
    await this.retireAll(tx, staffId);
    const token = newRandomToken();
    const validMs = PASSWORD_LINK_VALID_HOURS[purpose] * 3_600_000;
    await tx.insert(staffPasswordTokens).values({
      tokenHash: this.hasher.hash(token),
      staffId,
      purpose,
      expiresAt: new Date(this.now().getTime() + validMs),
    });
    return token;
  }

  /** Uses the link up (once, in time): its member and purpose, or undefined. */
  async claim(tx: Tx, token: string): Promise<{ staffId: string; purpose: PasswordLinkPurpose } | undefined> {
    const now = this.now();
    const [claimed] = await tx
      .update(staffPasswordTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffPasswordTokens.tokenHash, this.hasher.hash(token)),
          isNull(staffPasswordTokens.usedAt),
          gt(staffPasswordTokens.expiresAt, now),
        ),
      )
      .returning({ staffId: staffPasswordTokens.staffId, purpose: staffPasswordTokens.purpose });
    return claimed;
  }

  async retireAll(tx: Tx, staffId: string): Promise<void> {
    await tx
      .update(staffPasswordTokens)
      .set({ usedAt: this.now() })
      .where(and(eq(staffPasswordTokens.staffId, staffId), isNull(staffPasswordTokens.usedAt)));
  }
}
