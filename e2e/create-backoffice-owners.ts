/**
 * Creates the back-office tests' owners in one process (`e2e/global-setup.ts`), through the same `createOwner` the
 * `staff:create-owner` command uses: one command start per member cost the browser phase about 3.5 s each.
 * Reads `[{email, password, totpSecret}]` as JSON on stdin; the database is the one the environment names.
 */
import { loadConfig } from "../apps/api/src/config.js";
import { openDatabase } from "../apps/api/src/db/client.js";
import { createOwner } from "../apps/api/src/staff/create-owner.js";
import { TotpSecretBox } from "../apps/api/src/staff/second-factor/secret-box.js";

type Member = { email: string; password: string; totpSecret: string };

let text = "";
for await (const chunk of process.stdin) text += String(chunk);
const members = JSON.parse(text) as Member[];
const config = loadConfig();
const box = new TotpSecretBox(config.oauth.tokenSecret);
const connection = await openDatabase(config.database);
try {
  for (const member of members) {
    await createOwner(connection.db, { email: member.email, name: "E2E Owner", password: member.password }, "cli:e2e", {
      totpSecret: member.totpSecret,
      box,
    });
  }
} finally {
  await connection.close();
}
