/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a throw-away PostgreSQL database
 * (dukkan_test_<random> on TEST_DATABASE_URL) when DUKKAN_TEST_DB=postgres. Both run the real migrations.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../src/db/client.js";
import { migrateDatabase } from "../src/db/migrate.js";

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

const DEFAULT_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.DUKKAN_TEST_DB !== "postgres") {
    const connection = await openDatabase({ kind: "pglite", dataDir: null });
    await migrateDatabase(connection);
    return { db: connection.db, close: () => connection.close() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const name = `dukkan_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4 });
  await migrateDatabase(connection);
  return {
    db: connection.db,
    async close() {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
