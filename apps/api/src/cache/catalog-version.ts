/**
 * Cache invalidation across API processes: every catalogue or content write adds rows to `catalog_change_log` in
 * its own transaction; each process reads the log at most once per interval and tells its caches what changed.
 * Several processes can share one PostgreSQL without talking to each other.
 *
 * - recordProductChanges(tx, codes) logs the product codes, so readers refresh just those products (a price,
 *   stock, text or enabled/disabled change).
 * - recordContentChange(tx) logs a content change: readers drop rendered content (CMS pages and components, media)
 *   and keep their products and search index (a staff content edit).
 * - bumpCatalogVersion(tx) logs a change of anything else: readers reload everything (categories, brands).
 *
 * Writers never wait for one another (decision 0090): a row carries its transaction's id, and a reader reads the
 * rows at or above its last *horizon*, the lowest transaction id still running when it last read. Every transaction
 * below the horizon has ended, so nothing can appear below it later; rows above it that were already committed are
 * read too (and remembered, so they count once), so a process sees its own writes at its next check.
 */
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { kitsContaining } from "../catalog/kit-stock.js";
import { catalogChangeLog } from "./cache.tables.js";

/**
 * What changed since the last check: some products and/or content (`content`: CMS data), or (unknown or too much)
 * everything.
 */
export type CatalogChange = { kind: "products"; codes: ReadonlySet<string>; content: boolean } | { kind: "everything" };

/** More changed products than this in one check: reload everything instead of refreshing them one by one. */
const MAX_REPLAYED_PRODUCTS = 5_000;
/** How long the change log is kept (pruneCatalogChangeLog); a process asleep for half of it reloads everything. */
export const CHANGE_LOG_RETENTION_MS = 24 * 60 * 60 * 1000;

/** A log row as a reader sees it. */
type LoggedChange = Pick<typeof catalogChangeLog.$inferSelect, "transactionId" | "kind" | "productCode">;

/** Where a reader stands in the log: its horizon, and the rows at or above it it has already applied. */
export interface LogPosition {
  horizon: number;
  applied: ReadonlySet<string>;
}

export class CatalogVersionWatcher {
  /** The local count of changes seen, for tagging cache entries (processes do not compare it with each other). */
  private known: number | undefined;
  private position: LogPosition | undefined;
  private checkedAt = 0;
  private pending: Promise<number> | undefined;
  private readonly listeners: Array<(change: CatalogChange) => void> = [];

  constructor(
    private readonly db: Database,
    private readonly checkIntervalMs = 1000,
  ) {}

  /** Called (synchronously, before `current()` answers the new version) whenever a change is seen. */
  onChange(listener: (change: CatalogChange) => void): void {
    this.listeners.push(listener);
  }

  /** The version caches may serve, after reading the log when the last check is older than the interval. */
  current(): Promise<number> {
    if (this.known !== undefined && Date.now() - this.checkedAt < this.checkIntervalMs) {
      return Promise.resolve(this.known);
    }
    // One query however many requests arrive while it runs.
    this.pending ??= this.read().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** The last version seen, for tagging cache entries; undefined before the first check. */
  get version(): number | undefined {
    return this.known;
  }

  private async read(): Promise<number> {
    const asleep = this.position !== undefined && Date.now() - this.checkedAt > CHANGE_LOG_RETENTION_MS / 2;
    const { position, change } = await readChangesSince(this.db, asleep ? undefined : this.position);
    const seen: CatalogChange | undefined = asleep ? { kind: "everything" } : change;
    this.position = position;
    this.checkedAt = Date.now();
    if (this.known === undefined) {
      this.known = 0;
    } else if (seen) {
      this.known += 1;
      for (const listener of this.listeners) listener(seen);
    }
    return this.known;
  }
}

/**
 * The changes committed since `from` (none when `from` is undefined: the reader starts here), and the position to
 * read from next time. One statement, so the horizon and the rows come from one snapshot.
 */
export async function readChangesSince(
  db: Database,
  from: LogPosition | undefined,
): Promise<{ position: LogPosition; change: CatalogChange | undefined }> {
  const result = (await db.execute(sql`
    select h.horizon::text as horizon, l.transaction_id::text as transaction_id, l.kind, l.product_code
    from (select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as horizon) h
    left join ${catalogChangeLog} l on l.transaction_id >= coalesce(${from?.horizon ?? null}::bigint, h.horizon)`)) as unknown as {
    rows: {
      horizon: string;
      transaction_id: string | null;
      kind: LoggedChange["kind"] | null;
      product_code: string | null;
    }[];
  };
  const rows = result.rows;
  const snapshotHorizon = Number(rows[0]!.horizon);
  const seen = rows
    .filter((row) => row.transaction_id !== null)
    .map((row) => ({ transactionId: Number(row.transaction_id), kind: row.kind!, productCode: row.product_code }));
  // A horizon never goes back; keep the later one should a snapshot say otherwise.
  const horizon = Math.max(snapshotHorizon, from?.horizon ?? 0);
  const unseen = seen.filter((row) => !from?.applied.has(changeKey(row)));
  const applied = new Set(seen.filter((row) => row.transactionId >= horizon).map(changeKey));
  return { position: { horizon, applied }, change: from ? describeChanges(unseen) : undefined };
}

function changeKey(row: LoggedChange): string {
  return `${row.transactionId}\n${row.kind}\n${row.productCode ?? ""}`;
}

/** What these log rows changed, or undefined for none. */
function describeChanges(rows: readonly LoggedChange[]): CatalogChange | undefined {
  if (rows.length === 0) return undefined;
  if (rows.some((row) => row.kind === "everything") || rows.length > MAX_REPLAYED_PRODUCTS) {
    return { kind: "everything" };
  }
  const codes = new Set(rows.flatMap((row) => (row.kind === "product" && row.productCode ? [row.productCode] : [])));
  return { kind: "products", codes, content: rows.some((row) => row.kind === "content") };
}

type Writer = Pick<Database, "insert" | "select">;

/** Records a catalogue change other than products' own data or content; call it in the same transaction. */
export async function bumpCatalogVersion(db: Pick<Database, "insert">): Promise<void> {
  await db.insert(catalogChangeLog).values({ kind: "everything" });
}

/**
 * Records that these products changed (price, discount, stock, text, categories, features, enabled…); call it in
 * the same transaction as the change. A variant's code is enough: readers refresh its whole family. The kits
 * containing a changed product are logged too: their stock is what their components make (kit-stock.ts).
 */
export async function recordProductChanges(db: Writer, productCodes: Iterable<string>): Promise<void> {
  const changed = [...new Set(productCodes)];
  const codes = [...new Set([...changed, ...(await kitsContaining(db, changed))])];
  if (codes.length === 0) return;
  await db.insert(catalogChangeLog).values(codes.map((productCode) => ({ kind: "product" as const, productCode })));
}

/**
 * Records a content change (CMS pages, components, banners, campaigns); call it in the same transaction. Every
 * process drops its rendered content within a second; products and the search index stay as they are.
 */
export async function recordContentChange(db: Pick<Database, "insert">): Promise<void> {
  await db.insert(catalogChangeLog).values({ kind: "content" });
}

/** Deletes log rows older than the retention (an hourly job, once across processes). */
export async function pruneCatalogChangeLog(db: Pick<Database, "delete">, now: Date): Promise<void> {
  await db
    .delete(catalogChangeLog)
    .where(lt(catalogChangeLog.changedAt, new Date(now.getTime() - CHANGE_LOG_RETENTION_MS)));
}
