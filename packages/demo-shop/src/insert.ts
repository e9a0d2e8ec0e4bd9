/**
 * Bulk inserts in chunks: one multi-row INSERT per chunk keeps round trips few (fast on PGlite and PostgreSQL)
 * while staying far below PostgreSQL's 65 535 bind-parameter limit for the widest table.
 */
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@dukkan/api/database";

const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 500;

export async function insertChunked<T extends PgTable>(
  db: Pick<Database, "insert">,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Math.max(1, ...rows.slice(0, 20).map((row) => Object.keys(row as object).length));
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size) as T["$inferInsert"][]);
  }
}
