/**
 * Vitest global setup of the API projects (once per run and project, in the main process): builds one migrated
 * template database that every test file copies (test/database.ts). Creating PGlite runs initdb (seconds) and the
 * migrations take over a second more; copying a migrated template skips both.
 * - api-pglite: an in-memory PGlite, migrated, dumped to a tar file in a temporary folder.
 * - api-postgres: a database dukkan_template_<run> on TEST_DATABASE_URL; test databases are dukkan_test_<run>_*.
 * The teardown removes the template and anything a crashed test file left behind.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, PGLITE_EXTENSIONS, type Database } from "../src/db/client.js";
import { migrateDatabase } from "../src/db/migrate.js";

export type DatabaseTemplate =
  | { kind: "pglite"; dumpFile: string }
  | { kind: "postgres"; adminUrl: string; templateName: string; testDatabasePrefix: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

const DEFAULT_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } =
    project.config.env.DUKKAN_TEST_DB === "postgres" ? await createPostgresTemplate() : await createPgliteTemplate();
  project.provide("databaseTemplate", template);
  return remove;
}

async function createPgliteTemplate(): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), "dukkan-test-db-"));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrateDatabase({
      db: drizzle(client) as unknown as Database,
      target: { kind: "pglite", dataDir: null },
      close: () => client.close(),
    });
    // A checkpoint first, so a copy starts without replaying the migrations from the write-ahead log.
    await client.exec("checkpoint");
    // Uncompressed: loading skips the gunzip, and the file is read from the page cache.
    const dump = await client.dumpDataDir("none");
    const dumpFile = join(folder, "migrated.tar");
    await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
    return { template: { kind: "pglite", dumpFile }, remove: () => rm(folder, { recursive: true, force: true }) };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  } finally {
    await client.close();
  }
}

async function createPostgresTemplate(): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  // Unique per run: several runs (and people) may share one server.
  const run = randomBytes(4).toString("hex");
  const templateName = `dukkan_template_${run}`;
  const testDatabasePrefix = `dukkan_test_${run}_`;
  await adminQuery(adminUrl, `create database ${templateName}`);
  const remove = async () => {
    const leftovers = await adminQuery(
      adminUrl,
      // "_" is a LIKE wildcard; escape it so only this run's databases match.
      `select datname from pg_database where datname like '${testDatabasePrefix.replaceAll("_", "\\_")}%'`,
    );
    for (const name of [...leftovers.rows.map((row) => String(row.datname)), templateName]) {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    }
  };
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${templateName}`;
    const connection = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 1 });
    try {
      await migrateDatabase(connection);
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
      await connection.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { template: { kind: "postgres", adminUrl, templateName, testDatabasePrefix }, remove };
}

export async function adminQuery(adminUrl: string, sql: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query(sql);
  } finally {
    await admin.end();
  }
}
