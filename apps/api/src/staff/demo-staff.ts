/**
 * The demo shop's staff accounts (README "Staff API"): one per role, all with one published password. The seed
 * (`npm start`, `npm run seed`) creates them only outside production, and because the password is public a
 * production API refuses to sign in any account still using it (decision 0036).
 */
import { hashPassword } from "../account/passwords.js";
import type { Database } from "../db/client.js";
import { staffMembers, type StaffRole } from "./staff.tables.js";

export const DEMO_STAFF_PASSWORD = "Dukkan-Staff-2026!";

export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: "owner@dukkan.test", name: "Demo Owner", role: "owner" },
  { email: "fulfilment@dukkan.test", name: "Demo Fulfilment", role: "fulfilment" },
  { email: "support@dukkan.test", name: "Demo Support", role: "support" },
  { email: "merchandiser@dukkan.test", name: "Demo Merchandiser", role: "merchandiser" },
];

/**
 * Creates the demo staff that are missing (a member whose e-mail exists is left as it is); none in production.
 * Answers how many were created.
 */
export async function seedDemoStaff(db: Pick<Database, "insert">, options: { production: boolean }): Promise<number> {
  if (options.production) return 0;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const created = await db
    .insert(staffMembers)
    .values(DEMO_STAFF.map((member) => ({ ...member, passwordHash, active: true })))
    .onConflictDoNothing({ target: staffMembers.email })
    .returning({ id: staffMembers.id });
  return created.length;
}
