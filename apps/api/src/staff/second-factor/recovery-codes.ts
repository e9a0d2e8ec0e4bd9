/**
 * Recovery codes: ten single-use codes shown once when a member enrols (or asks for a new set), for signing in
 * without the phone. 50 random bits each, written `abcde-fghij` (base32 without look-alike letters); only their
 * HMAC (keyed with TOKEN_SECRET) is stored. A new set retires the old one.
 */
import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { SecretHasher } from "../../account/secrets.js";
import type { Database } from "../../db/client.js";
import { staffRecoveryCodes } from "../staff.tables.js";

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, 5).join("")}-${characters.slice(5).join("")}`;
}

/** Case, spaces and the dash do not matter when a code is typed back. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

type Tx = Pick<Database, "insert" | "update" | "delete">;

export class RecoveryCodes {
  constructor(private readonly hasher: SecretHasher) {}

  /** A fresh set for the member; the earlier codes stop working. Answers the codes to show once. */
  async replace(tx: Tx, staffId: string): Promise<string[]> {
    await this.retireAll(tx, staffId);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((code) => ({ staffId, codeHash: this.hasher.hash(normalised(code)) })));
    return codes;
  }

  async retireAll(tx: Pick<Database, "delete">, staffId: string): Promise<void> {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  }

  /** Uses the code up if it is one of the member's unused codes (atomically: it works exactly once). */
  async use(tx: Pick<Database, "update">, staffId: string, code: string, now: Date): Promise<boolean> {
    const used = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, staffId),
          eq(staffRecoveryCodes.codeHash, this.hasher.hash(normalised(code))),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    return used.length > 0;
  }
}
