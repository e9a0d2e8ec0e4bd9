/**
 * `npm run staff:create-owner -w apps/api -- --email owner@example.com --name "Owner Name"`: creates an active
 * owner in the configured database (DATABASE_URL, else PGlite in DATA_DIR, relative to where npm was run). The
 * password is read from stdin when it is piped (`printf '%s\n' "$PASSWORD" | npm run …`), otherwise prompted
 * for twice without echo; it never appears in the command line or the shell history.
 */
import { userInfo } from "node:os";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.js";
import { TotpSecretBox } from "./second-factor/secret-box.js";
import { openDatabase } from "../db/client.js";
import { migrateDatabase } from "../db/migrate.js";
import { createOwner, CreateOwnerError } from "./create-owner.js";

/** npm runs workspace scripts in the workspace folder; DATA_DIR=./.data means the folder npm was run from. */
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

async function readPipedPassword(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? "";
}

async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input: process.stdin, output, terminal: true });
  try {
    return await new Promise<string>((answer) => {
      lines.question(question, answer);
      muted = true;
    });
  } finally {
    lines.close();
    process.stdout.write("\n");
  }
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPipedPassword();
  const first = await promptHidden("Password for the owner: ");
  const second = await promptHidden("Repeat the password: ");
  if (first !== second) throw new CreateOwnerError("The two passwords differ");
  return first;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" }, "totp-secret": { type: "string" } },
  });
  const config = loadConfig();
  const password = await readPassword();
  const connection = await openDatabase(config.database);
  try {
    await migrateDatabase(connection);
    const owner = await createOwner(
      connection.db,
      { email: values.email, name: values.name, password },
      `cli:${userInfo().username}`,
      values["totp-secret"]
        ? { totpSecret: values["totp-secret"], box: new TotpSecretBox(config.oauth.tokenSecret) }
        : undefined,
    );
    console.log(`owner ${owner.email} created (id ${owner.id}); sign in with POST /admin/v1/auth/token`);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof CreateOwnerError ||
    error instanceof ConfigError ||
    (error instanceof TypeError && String((error as { code?: string }).code).startsWith("ERR_PARSE_ARGS"));
  console.error(known ? error.message : error);
  process.exitCode = 1;
});
