/**
 * Cache invalidation across API processes: every catalogue or content write bumps `catalog_version.version`;
 * each process checks the number at most once per interval and, when it changed, tells its caches what changed.
 * Several processes can share one PostgreSQL without talking to each other.
 *
 * - recordProductChanges(tx, codes) bumps the version and logs the product codes in `catalog_changes`, so
 *   readers refresh just those products (a price, stock, text or enabled/disabled change).
 * - recordContentChange(tx) bumps the version and logs it in `content_changes`: readers drop rendered content
 *   (CMS pages and components, media) and keep their products and search index (a staff content edit).
 * - bumpCatalogVersion(tx) bumps the version alone: readers reload everything (categories, brands, content).
 * Both take a row lock on `catalog_version` until the transaction ends, so versions commit in order: once a
 * reader sees version V, every change up to V is visible and the log has no gaps to miss.
 */
import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { kitsContaining } from "../catalog/kit-stock.js";
import { catalogVersion } from "../db/tables.js";
import { catalogChanges, contentChanges } from "./cache.tables.js";

/**
 * What changed between two versions: some products and/or content (`content`: CMS data), or (unknown or too much)
 * everything.
 */
export type CatalogChange = { kind: "products"; codes: ReadonlySet<string>; content: boolean } | { kind: "everything" };

/** A reader further behind than this many versions reloads everything instead of replaying the log. */
const MAX_REPLAYED_VERSIONS = 1_000;
/** How long the change log is kept; a process asleep for longer reloads everything. */
const CHANGE_LOG_RETENTION = "1 day";

export class CatalogVersionWatcher {
  private known: number | undefined;
  private checkedAt = 0;
  private pending: Promise<number> | undefined;
  private readonly listeners: Array<(change: CatalogChange) => void> = [];

  constructor(
    private readonly db: Database,
    private readonly checkIntervalMs = 1000,
  ) {}

  /** Called (synchronously, before `current()` answers the new version) whenever a newer version is seen. */
  onChange(listener: (change: CatalogChange) => void): void {
    this.listeners.push(listener);
  }

  /** The version caches may serve, re-read from the database when the last check is older than the interval. */
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
    const version = await readCatalogVersion(this.db);
    const previous = this.known;
    if (version !== previous) {
      const change = previous === undefined ? undefined : await loadCatalogChange(this.db, previous, version);
      this.known = version;
      if (change) for (const listener of this.listeners) listener(change);
    }
    this.checkedAt = Date.now();
    return version;
  }
}

export async function readCatalogVersion(db: Database): Promise<number> {
  const rows = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
  return rows[0]?.version ?? 0;
}

/** What the writes after version `from` up to `to` changed, read from the change log. */
export async function loadCatalogChange(db: Database, from: number, to: number): Promise<CatalogChange> {
  if (to < from || to - from > MAX_REPLAYED_VERSIONS) return { kind: "everything" };
  const rows = await db
    .select({ version: catalogChanges.version, productCode: catalogChanges.productCode })
    .from(catalogChanges)
    .where(and(gt(catalogChanges.version, from), lte(catalogChanges.version, to)));
  const contentRows = await db
    .select({ version: contentChanges.version })
    .from(contentChanges)
    .where(and(gt(contentChanges.version, from), lte(contentChanges.version, to)));
  // A version in neither log changed more than products and content (or its rows were pruned).
  const logged = new Set([...rows.map((row) => row.version), ...contentRows.map((row) => row.version)]);
  if (logged.size !== to - from) return { kind: "everything" };
  return {
    kind: "products",
    codes: new Set(rows.map((row) => row.productCode)),
    content: contentRows.length > 0,
  };
}

type Writer = Pick<Database, "insert" | "delete" | "select">;

async function nextVersion(db: Pick<Database, "insert">): Promise<number> {
  const [row] = await db
    .insert(catalogVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: catalogVersion.id,
      set: { version: sql`${catalogVersion.version} + 1`, changedAt: sql`now()` },
    })
    .returning({ version: catalogVersion.version });
  return row!.version;
}

/** Records a catalogue or content change other than products' own data; call it in the same transaction. */
export async function bumpCatalogVersion(db: Pick<Database, "insert">): Promise<void> {
  await nextVersion(db);
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
  const version = await nextVersion(db);
  await db.insert(catalogChanges).values(codes.map((productCode) => ({ version, productCode })));
  if (version % 100 === 0) {
    await db.delete(catalogChanges).where(lt(catalogChanges.changedAt, sql`now() - ${CHANGE_LOG_RETENTION}::interval`));
  }
}

/**
 * Records a content change (CMS pages, components, banners, campaigns); call it in the same transaction. Every
 * process drops its rendered content within a second; products and the search index stay as they are.
 */
export async function recordContentChange(db: Writer): Promise<void> {
  const version = await nextVersion(db);
  await db.insert(contentChanges).values({ version });
  if (version % 100 === 0) {
    await db.delete(contentChanges).where(lt(contentChanges.changedAt, sql`now() - ${CHANGE_LOG_RETENTION}::interval`));
  }
}
