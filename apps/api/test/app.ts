/** Builds the real application on a fresh test database, with a pinned clock and silent logs. */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.js";
import { loadConfig, type Config } from "../src/config.js";
import type { Database } from "../src/db/client.js";
import { createTestDatabase } from "./database.js";
import { TEST_NOW } from "./fixtures.js";

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

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { env?: Record<string, string>; seed?: (db: Database) => Promise<void>; now?: () => Date } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  await options.seed?.(database.db);
  const app = await buildApp({
    db: database.db,
    config: testConfig(options.env),
    now: options.now ?? (() => TEST_NOW),
    cacheCheckIntervalMs: 0,
  });
  testDatabases.set(app, database.db);
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
