/**
 * The demo shop's staff accounts (README "Staff API"): one per role, all with one published password. The seed
 * (`npm start`, `npm run seed`) creates them only outside production, and because the password is public a
 * production API refuses to sign in any account still using it (decision 0036). Each has a published
 * authenticator secret too (decision 0044): the API enrols them with it when it starts outside production.
 */
import { and, eq, inArray } from "drizzle-orm";
import { hashPassword } from "../account/passwords.js";
import type { Database } from "../db/client.js";
import type { TotpSecretBox } from "./second-factor/secret-box.js";
import { staffMembers, type StaffRole } from "./staff.tables.js";

export const DEMO_STAFF_PASSWORD = "Dukkan-Staff-2026!";

export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole; totpSecret: string }[] = [
  { email: "owner@dukkan.test", name: "Demo Owner", role: "owner", totpSecret: "DUKKANDEMOOWNERSECRETTOTPAAAAAAA" },
  {
    email: "fulfilment@dukkan.test",
    name: "Demo Fulfilment",
    role: "fulfilment",
    totpSecret: "DUKKANDEMOFULFILMENTSECRETTOTPAA",
  },
  {
    email: "support@dukkan.test",
    name: "Demo Support",
    role: "support",
    totpSecret: "DUKKANDEMOSUPPORTSECRETTOTPAAAAA",
  },
  {
    email: "merchandiser@dukkan.test",
    name: "Demo Merchandiser",
    role: "merchandiser",
    totpSecret: "DUKKANDEMOMERCHANDISERSECRETTOTP",
  },
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
    .values(DEMO_STAFF.map(({ email, name, role }) => ({ email, name, role, passwordHash, active: true })))
    .onConflictDoNothing({ target: staffMembers.email })
    .returning({ id: staffMembers.id });
  return created.length;
}

/**
 * The demo staff still able to sign in (active members with a demo e-mail): a production API refuses to start
 * while any is, since their sign-in details are published in this repository.
 */
export async function activeDemoStaff(db: Pick<Database, "select">): Promise<string[]> {
  const members = await db
    .select({ email: staffMembers.email })
    .from(staffMembers)
    .where(
      and(
        inArray(
          staffMembers.email,
          DEMO_STAFF.map((demo) => demo.email),
        ),
        eq(staffMembers.active, true),
      ),
    );
  return members.map((member) => member.email).sort();
}

/**
 * Enrols the existing demo staff with their published authenticator secrets, sealed with this API's key (which
 * may differ from the last run's when TOKEN_SECRET is not set); a demo member whose secret the key opens is left
 * alone. None in production. Answers how many were enrolled.
 */
export async function enrolDemoStaff(db: Database, box: TotpSecretBox, options: { production: boolean }) {
  if (options.production) return 0;
  let enrolled = 0;
  for (const demo of DEMO_STAFF) {
    const [member] = await db.select().from(staffMembers).where(eq(staffMembers.email, demo.email));
    if (!member || (member.totpSecret !== null && box.open(member.totpSecret) === demo.totpSecret)) continue;
    await db
      .update(staffMembers)
      .set({ totpSecret: box.seal(demo.totpSecret), totpEnrolledAt: new Date(), totpLastStep: null })
      .where(and(eq(staffMembers.id, member.id), eq(staffMembers.email, demo.email)));
    enrolled += 1;
  }
  return enrolled;
}
