import { fileURLToPath } from "node:url";
import { dirname, resolve } from "node:path";
import { existsSync } from "node:fs";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { DatabaseConnection } from "./client.js";

/** The committed SQL migrations: next to the sources in dev, copied beside dist/ in the build. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, "../../migrations"), resolve(here, "../migrations"), resolve(here, "migrations")];
  const found = candidates.find((dir) => existsSync(resolve(dir, "meta/_journal.json")));
  if (!found) throw new Error(`SQL migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

const MIGRATION_LOCK_ID = 7_202_611;

/**
 * Applies every pending migration; safe to run on each start and from several processes. A restore passes another
 * migrations folder: the same migrations up to the point its backup was taken at.
 */
export async function migrateDatabase(
  connection: DatabaseConnection,
  migrationsFolderPath = migrationsFolder(),
): Promise<void> {
  if (connection.target.kind === "postgres") {
    // Several API processes may start together: one migrates under an advisory lock, the others wait.
    const client = new pg.Client({ connectionString: connection.target.url });
    await client.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolderPath });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
      await client.end();
    }
  } else {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder: migrationsFolderPath });
  }
}
