/**
 * A logical snapshot of the shop's tables (decision 0054): every row of every table of the `public` schema as
 * JSON, the sequences' positions and how far the schema was migrated. The same snapshot loads into PGlite and
 * into PostgreSQL (both are PostgreSQL underneath), which is what moving a shop from the embedded database to a
 * server needs. Rows travel through `json_agg` and `json_populate_recordset`, so every column type the schema uses
 * (timestamps, bytea, jsonb, arrays, numerics) round-trips as PostgreSQL's own text form.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.js";

/** Rows per statement, both ways: large tables are read and written in pages, not in one value. */
const PAGE_ROWS = 5_000;

export interface TableSnapshot {
  name: string;
  rows: unknown[];
}

export interface SnapshotMeta {
  /** Migrations applied to the source (drizzle's journal), oldest first: a restore migrates to the same point. */
  migrations: { hash: string; createdAt: number }[];
  /** Each sequence's last value (null: never used). */
  sequences: { name: string; lastValue: number | null }[];
}

type Executor = Pick<Database, "execute">;

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The public schema's tables in an order that loads them (a table after every table it references). */
export async function tablesInLoadOrder(db: Executor): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, "").replaceAll('""', '"');
  const parents = new Map<string, Set<string>>(tables.map(({ name }) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < parents.size) {
    const ready = [...parents.keys()].filter(
      (name) => !placed.has(name) && [...parents.get(name)!].every((parent) => placed.has(parent)),
    );
    if (ready.length === 0) throw new Error("The tables' foreign keys form a cycle; they cannot be loaded in order.");
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

/**
 * Reads the snapshot inside one repeatable-read, read-only transaction, so every table is seen at the same
 * moment while the shop goes on taking orders (on PostgreSQL; PGlite has a single connection anyway).
 */
export async function readSnapshot(
  db: Database,
  onTable: (table: TableSnapshot) => Promise<void>,
): Promise<SnapshotMeta> {
  return db.transaction(
    async (tx) => {
      for (const name of await tablesInLoadOrder(tx)) {
        const tableRows: unknown[] = [];
        for (let offset = 0; ; offset += PAGE_ROWS) {
          const [page] = await rows<{ rows: unknown[] | null }>(
            tx,
            sql.raw(
              `select json_agg(t) as rows from (select * from ${quoted(name)} order by ctid ` +
                `limit ${PAGE_ROWS} offset ${offset}) t`,
            ),
          );
          const pageRows = page?.rows ?? [];
          tableRows.push(...pageRows);
          if (pageRows.length < PAGE_ROWS) break;
        }
        await onTable({ name, rows: tableRows });
      }
      const migrations = await rows<{ hash: string; createdAt: string | number }>(
        tx,
        sql`select hash, created_at as "createdAt" from drizzle.__drizzle_migrations order by created_at, id`,
      );
      const sequences = await rows<{ name: string; lastValue: string | number | null }>(
        tx,
        sql`select sequencename as name, last_value as "lastValue" from pg_sequences where schemaname = 'public'
            order by sequencename`,
      );
      return {
        migrations: migrations.map(({ hash, createdAt }) => ({ hash, createdAt: Number(createdAt) })),
        sequences: sequences.map(({ name, lastValue }) => ({
          name,
          lastValue: lastValue === null ? null : Number(lastValue),
        })),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The public tables that hold at least one row (a restore goes only into an empty shop). */
export async function tablesWithRows(db: Executor): Promise<string[]> {
  const filled: string[] = [];
  for (const name of await tablesInLoadOrder(db)) {
    const [row] = await rows<{ filled: boolean }>(
      db,
      sql.raw(`select exists (select 1 from ${quoted(name)}) as filled`),
    );
    if (row?.filled) filled.push(name);
  }
  return filled;
}

/** Loads the tables (already in load order) and sets the sequences, in one transaction: all or nothing. */
export async function loadSnapshot(
  db: Database,
  tables: AsyncIterable<TableSnapshot> | Iterable<TableSnapshot>,
  sequences: SnapshotMeta["sequences"],
): Promise<void> {
  await db.transaction(async (tx) => {
    for await (const { name, rows: tableRows } of tables) {
      for (let start = 0; start < tableRows.length; start += PAGE_ROWS) {
        const page = JSON.stringify(tableRows.slice(start, start + PAGE_ROWS));
        // OVERRIDING SYSTEM VALUE: identity columns keep the ids the rows had (references point at them).
        await tx.execute(
          sql`${sql.raw(`insert into ${quoted(name)} overriding system value select * from json_populate_recordset(null::${quoted(name)}, `)}${page}${sql.raw("::json)")}`,
        );
      }
    }
    for (const { name, lastValue } of sequences) {
      if (lastValue !== null) await tx.execute(sql`select setval(${quoted(name)}::regclass, ${lastValue}, true)`);
    }
  });
}
