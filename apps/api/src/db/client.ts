import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Logger } from "drizzle-orm/logger";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./tables.js";

export type Schema = typeof schema;
/** The Drizzle handle every service receives; the same API over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  | {
      kind: "pglite";
      dataDir: string | null;
      /** In memory only: start from this dump of a data directory (PGlite's dumpDataDir) instead of initdb. */
      loadDataDir?: Blob;
    };

export interface DatabaseConnection {
  db: Database;
  target: DatabaseTarget;
  close(): Promise<void>;
}

/** PostgreSQL extensions the migrations create; PGlite loads each one's code into every instance that opens the data. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite's buffer pool. PostgreSQL's default (128 MB) sits in the WebAssembly memory of the API process, which never
 * shrinks; the demo shop's whole database is under 40 MB, and the files behind the pool are in the operating
 * system's cache anyway. 32 MB keeps the API process of the demo shop under 400 MB resident (issue 24), at no
 * measurable cost to its reads; a shop that outgrows it belongs on PostgreSQL (README).
 */
const PGLITE_SHARED_BUFFERS = "32MB";
const pgliteOptions = {
  extensions: PGLITE_EXTENSIONS,
  startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
};

/** The connection pool's counts when `db` runs on PostgreSQL (for the metrics); PGlite has no pool. */
export function connectionPoolOf(db: unknown): { totalCount: number; idleCount: number; waitingCount: number } | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite (in-memory when dataDir is null). `logger` sees
 * every statement, transactions' begin and commit included (the tests that count a request's queries).
 */
export async function openDatabase(
  target: DatabaseTarget,
  { logger }: { logger?: Logger } = {},
): Promise<DatabaseConnection> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection can die (server restart, failover, an admin terminating it). The pool drops it and
    // the next query opens a new one; without a listener the 'error' event would crash the process.
    pool.on("error", (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`));
    // Fail at start with a clear message instead of on the first request.
    await pool.query("select 1");
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    return { db, target, close: () => pool.end() };
  }
  let client: PGlite;
  if (target.dataDir) {
    const dir = resolve(target.dataDir);
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, pgliteOptions);
  } else {
    client = await PGlite.create({ ...pgliteOptions, loadDataDir: target.loadDataDir });
  }
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return { db, target, close: () => client.close() };
}
