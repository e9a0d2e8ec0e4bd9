/**
 * Cache invalidation across API processes: every catalogue or content write bumps `catalog_version.version`
 * (see bumpCatalogVersion); each process checks the number at most once per interval and drops its caches
 * when it changed. Several processes can share one PostgreSQL without talking to each other.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { catalogVersion } from "../db/schema.js";

export class CatalogVersionWatcher {
  private known: number | undefined;
  private checkedAt = 0;
  private pending: Promise<number> | undefined;
  private readonly listeners: Array<() => void> = [];

  constructor(
    private readonly db: Database,
    private readonly checkIntervalMs = 1000,
  ) {}

  /** Called (synchronously) whenever a newer version is seen. */
  onChange(listener: () => void): void {
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
    const rows = await this.db
      .select({ version: catalogVersion.version })
      .from(catalogVersion)
      .where(eq(catalogVersion.id, 1));
    const version = rows[0]?.version ?? 0;
    this.checkedAt = Date.now();
    if (version !== this.known) {
      const changed = this.known !== undefined;
      this.known = version;
      if (changed) for (const listener of this.listeners) listener();
    }
    return version;
  }
}

/** Records a catalogue or content change; call it in the same transaction as the change. */
export async function bumpCatalogVersion(db: Pick<Database, "insert">): Promise<void> {
  await db
    .insert(catalogVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: catalogVersion.id,
      set: { version: sql`${catalogVersion.version} + 1`, changedAt: sql`now()` },
    });
}
