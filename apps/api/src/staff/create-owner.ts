/**
 * Creating a shop's first owner outside the API (production has no demo staff): `npm run staff:create-owner`.
 * The password must meet the customers' rule and must not be the published demo password; the e-mail must be
 * new. The creation is audited with no member as actor (`cli:<os user>`). The owner enrols an authenticator at
 * the first sign-in; automated setups (browser tests, benchmarks) may give its secret instead (`--totp-secret`).
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { NewPassword } from "../account/passwords.js";
import type { Database } from "../db/client.js";
import { recordAudit, type AuditActor } from "./audit.js";
import { DEMO_STAFF_PASSWORD } from "./demo-staff.js";
import type { TotpSecretBox } from "./second-factor/secret-box.js";
import { StaffAuthService } from "./staff-auth-service.js";
import type { StaffPrincipal } from "./staff-principal.js";
import { staffMembers } from "./staff.tables.js";

export const OwnerInput = z.object({
  email: z.email("--email must be an e-mail address").max(254),
  name: z.string().trim().min(1, "--name is required").max(100),
  password: NewPassword.refine((password) => password !== DEMO_STAFF_PASSWORD, {
    message: "The published demo password cannot be used",
  }),
});

export class CreateOwnerError extends Error {}

/** The command line's pseudo-member: no member row (id null), no request; `actor` is `cli:<os user>`. */
const cliActor = (actor: string): AuditActor => ({ staff: { id: null, email: actor, role: "owner" } });

/** An authenticator secret (base32) the owner is enrolled with at once, sealed with the API's key. */
export interface OwnerAuthenticator {
  totpSecret: string;
  box: TotpSecretBox;
}

export async function createOwner(
  db: Database,
  input: unknown,
  actor: string,
  authenticator?: OwnerAuthenticator,
): Promise<StaffPrincipal> {
  if (authenticator && !/^[A-Z2-7]{16,}$/.test(authenticator.totpSecret)) {
    throw new CreateOwnerError("--totp-secret must be base32 (A-Z, 2-7), at least 16 characters");
  }
  const parsed = OwnerInput.safeParse(input);
  if (!parsed.success) throw new CreateOwnerError(parsed.error.issues.map((issue) => issue.message).join("; "));
  const email = parsed.data.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, email));
    if (existing) throw new CreateOwnerError(`${email} is already a staff member`);
    const owner = await StaffAuthService.createMember(tx, {
      email,
      name: parsed.data.name,
      role: "owner",
      password: parsed.data.password,
      active: true,
    });
    if (authenticator) {
      await tx
        .update(staffMembers)
        .set({ totpSecret: authenticator.box.seal(authenticator.totpSecret), totpEnrolledAt: new Date() })
        .where(eq(staffMembers.id, owner.id));
    }
    await recordAudit(tx, cliActor(actor), {
      action: "staff.create-owner",
      targetType: "staff",
      targetId: owner.id,
      details: { email, authenticator: authenticator !== undefined },
    });
    return authenticator ? { ...owner, secondFactor: "TOTP" } : owner;
  });
}
