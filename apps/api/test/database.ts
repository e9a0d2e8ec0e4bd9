/**
 * A fresh, migrated database per call: in-memory PGlite by default, or a throw-away PostgreSQL database
 * (dukkan_test_<run>_<random> on TEST_DATABASE_URL) when DUKKAN_TEST_DB=postgres. Each is a copy of the template
 * that test/global-setup.ts migrated once for the run with the real migrations.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import type { Logger } from "drizzle-orm/logger";
import { openDatabase, type Database } from "../src/db/client.js";
import { adminQuery } from "./global-setup.js";

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

/** `logger` sees every statement the database runs (see test/query-log.ts). */
export async function createTestDatabase({ logger }: { logger?: Logger } = {}): Promise<TestDatabase> {
  const template = inject("databaseTemplate");
  if (!template) throw new Error("No test database template: run the API tests through vitest.config.ts");

  if (template.kind === "pglite") {
    const connection = await openDatabase(
      {
        kind: "pglite",
        dataDir: null,
        loadDataDir: await migratedPgliteDump(template.dumpFile),
      },
      { logger },
    );
    return { db: connection.db, close: () => connection.close() };
  }

  const name = `${template.testDatabasePrefix}${randomBytes(6).toString("hex")}`;
  await adminQuery(template.adminUrl, `create database ${name} template ${template.templateName}`);
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4 }, { logger });
  return {
    db: connection.db,
    async close() {
      await connection.close();
      await adminQuery(template.adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Read once per test file; PGlite copies it into each new database. */
let pgliteDump: Promise<Blob> | undefined;
function migratedPgliteDump(file: string): Promise<Blob> {
  pgliteDump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}
