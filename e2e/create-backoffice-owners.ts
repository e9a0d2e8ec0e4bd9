/**
 * Creates the back-office tests' owners in one process (`e2e/global-setup.ts`), through the same `createOwner` the
 * `staff:create-owner` command uses: one command start per member cost the browser phase about 3.5 s each.
 * Reads `[{email, password, totpSecret, role?}]` as JSON on stdin; the database is the one the environment names. A
 * member with a `role` (a merchandiser) is made as an owner, then given that role, as an owner would in the staff
 * screen.
 */
import { eq } from "drizzle-orm";
import { loadConfig } from "../apps/api/src/config.js";
import { openDatabase } from "../apps/api/src/db/client.js";
import { createOwner } from "../apps/api/src/staff/create-owner.js";
import { staffMembers } from "../apps/api/src/staff/staff.tables.js";
import { TotpSecretBox } from "../apps/api/src/staff/second-factor/secret-box.js";

type Member = { email: string; password: string; totpSecret: string; role?: "merchandiser" };

let text = "";
for await (const chunk of process.stdin) text += String(chunk);
const members = JSON.parse(text) as Member[];
const config = loadConfig();
const box = new TotpSecretBox(config.oauth.tokenSecret);
const connection = await openDatabase(config.database);
try {
  for (const member of members) {
    const created = await createOwner(
      connection.db,
      { email: member.email, name: "E2E Owner", password: member.password },
      "cli:e2e",
      { totpSecret: member.totpSecret, box },
    );
    if (member.role) {
      await connection.db.update(staffMembers).set({ role: member.role }).where(eq(staffMembers.id, created.id));
    }
  }
} finally {
  await connection.close();
}
