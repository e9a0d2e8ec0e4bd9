/** Builds the real application on a fresh test database, with a pinned clock and silent logs. */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.js";
import { loadConfig, type Config } from "../src/config.js";
import type { Database } from "../src/db/client.js";
import { createTestDatabase } from "./database.js";
import { TEST_NOW } from "./fixtures.js";
import type { QueryLog } from "./query-log.js";

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    TOKEN_SECRET: "test-token-secret-0123456789abcdef",
    ...env,
  });
}

/** The database behind each test app, for test helpers given only the Fastify instance (staffAuthHeader). */
const testDatabases = new WeakMap<FastifyInstance, Database>();

export function testDatabaseOf(app: FastifyInstance): Database {
  const db = testDatabases.get(app);
  if (!db) throw new Error("this app was not built by createTestApp");
  return db;
}

/**
 * The pinned clock of each test app, for helpers that compute what the app's time decides (TOTP codes). An app
 * a test builds with buildApp itself (a second process) runs on the real clock in every test that does so.
 */
const testClocks = new WeakMap<FastifyInstance, () => Date>();

export function testClockOf(app: FastifyInstance): () => Date {
  return testClocks.get(app) ?? (() => new Date());
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    seed?: (db: Database) => Promise<void>;
    now?: () => Date;
    /** Whether the app's own job runner runs (default true); off when a test drives jobs with its own runner. */
    backgroundJobs?: boolean;
    /** Sees every statement the app's database runs. */
    queryLog?: QueryLog;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ logger: options.queryLog });
  await options.seed?.(database.db);
  const now = options.now ?? (() => TEST_NOW);
  const app = await buildApp({
    db: database.db,
    config: testConfig(options.env),
    now,
    cacheCheckIntervalMs: 0,
    backgroundJobs: options.backgroundJobs,
  });
  testDatabases.set(app, database.db);
  testClocks.set(app, now);
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
