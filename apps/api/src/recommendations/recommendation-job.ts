/**
 * The recommendations job: reads the catalogue and the shop's baskets, ranks with similarity.ts and
 * replaces the recommendation tables in one transaction, writing each family's lists as they are ranked.
 * A recurring job (decision 0024) runs it on one API process per period; an advisory lock taken at the start of the
 * transaction and a fresh look at the last run also keep a direct call (a test, a seed) from computing twice.
 *
 * Baskets come from a {@link BasketSource}. Orders arrive with the checkout issue; until then the shop
 * has no baskets ({@link NO_ORDERS}) and every list comes from the cold-start rules. The orders feature
 * plugs in by passing a source that yields the product codes of each placed order (one array per order),
 * e.g. `SELECT array_agg(product_code) FROM order_entries GROUP BY order_code` over the last 12 months.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { CURRENCY } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import type { JobRunner } from "../jobs/job-runner.js";
import { categories, prices, productCategories, products } from "../db/tables.js";
import {
  homeRecommendations,
  productRecommendations,
  recommendationRuns,
  type ProductReferenceType,
} from "./recommendations.tables.js";
import { rankRecommendations, type CatalogueInput, type Ranked } from "./similarity.js";

export interface BasketSource {
  /** The product codes of each order (one array per order). */
  baskets(db: Database): Promise<string[][]>;
}

export const NO_ORDERS: BasketSource = { baskets: async () => [] };

/** Recompute when the last run is older than this (and on the first start). */
export const RECOMMENDATIONS_MAX_AGE_MS = 6 * 60 * 60 * 1000;
const RUN_ID = "latest";
const RECOMMENDATIONS_JOB = "recommendations";
/** Any fixed number: the key of the job's transaction-scoped advisory lock. */
const JOB_LOCK_KEY = 720_931_008;
const INSERT_CHUNK = 2_000;

/** One query after another: they share the job's transaction, and so its one connection. */
async function loadCatalogue(tx: Database): Promise<CatalogueInput> {
  const productRows = await tx
    .select({
      code: products.code,
      kind: products.kind,
      baseProductCode: products.baseProductCode,
      brandCode: products.brandCode,
      disabled: products.disabled,
      averageRating: products.averageRating,
      numberOfReviews: products.numberOfReviews,
    })
    .from(products);
  const priceRows = await tx.select({ code: prices.productCode }).from(prices).where(eq(prices.currency, CURRENCY));
  const links = await tx
    .select({ productCode: productCategories.productCode, categoryCode: productCategories.categoryCode })
    .from(productCategories);
  const categoryRows = await tx.select({ code: categories.code, parentCode: categories.parentCode }).from(categories);
  return {
    products: productRows,
    pricedCodes: new Set(priceRows.map((row) => row.code)),
    productCategories: links,
    categories: categoryRows,
  };
}

export interface RecommendationRun {
  products: number;
  baskets: number;
  rows: number;
}

/** One insert's rows, column by column: ~2 000 rows bound as five array parameters instead of 10 000 scalars. */
class RowBatch {
  private productCodes: string[] = [];
  private referenceTypes: ProductReferenceType[] = [];
  private targetCodes: string[] = [];
  private positions: number[] = [];
  private scores: number[] = [];
  private rowsWritten = 0;

  constructor(private readonly tx: Database) {}

  get written(): number {
    return this.rowsWritten;
  }

  async add(productCode: string, referenceType: ProductReferenceType, list: readonly Ranked[]): Promise<void> {
    list.forEach((item, position) => {
      this.productCodes.push(productCode);
      this.referenceTypes.push(referenceType);
      this.targetCodes.push(item.code);
      this.positions.push(position);
      this.scores.push(item.score);
    });
    if (this.productCodes.length >= INSERT_CHUNK) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.productCodes.length === 0) return;
    await this.tx.execute(sql`
      insert into ${productRecommendations}
        (product_code, reference_type, target_code, position, score)
      select * from unnest(${sql.param(this.productCodes)}::text[], ${sql.param(this.referenceTypes)}::text[],
        ${sql.param(this.targetCodes)}::text[], ${sql.param(this.positions)}::integer[], ${sql.param(this.scores)}::float8[])`);
    this.rowsWritten += this.productCodes.length;
    this.productCodes = [];
    this.referenceTypes = [];
    this.targetCodes = [];
    this.positions = [];
    this.scores = [];
  }
}

/**
 * Replaces the tables inside `tx`, which holds the job's lock: reads the inputs, then writes each family's
 * lists as they are ranked, a batch at a time, so neither the row list nor the whole result is ever held.
 */
async function replaceRecommendations(tx: Database, source: BasketSource, now: Date): Promise<RecommendationRun> {
  const catalogue = await loadCatalogue(tx);
  const baskets = await source.baskets(tx);
  const ranking = rankRecommendations(catalogue, baskets);
  await tx.delete(productRecommendations);
  await tx.delete(homeRecommendations);
  const batch = new RowBatch(tx);
  for (const family of ranking.families()) {
    await batch.add(family.code, "SIMILAR", family.similar);
    await batch.add(family.code, "CROSSELLING", family.crossSelling);
  }
  await batch.flush();
  if (ranking.home.length > 0) {
    await tx
      .insert(homeRecommendations)
      .values(ranking.home.map((item, position) => ({ productCode: item.code, position, score: item.score })));
  }
  const run = { computedAt: now, products: catalogue.products.length, baskets: baskets.length };
  await tx
    .insert(recommendationRuns)
    .values({ id: RUN_ID, ...run })
    .onConflictDoUpdate({ target: recommendationRuns.id, set: run });
  return { products: catalogue.products.length, baskets: baskets.length, rows: batch.written + ranking.home.length };
}

/**
 * Runs `work` in a transaction holding the job's advisory lock, taken first so that only one API process
 * computes at a time. The transaction stays open while ranking (about a minute on 50 000 products): that is
 * what makes the other processes wait and then find the fresh run instead of computing it again; on PostgreSQL
 * readers are not blocked (they see the previous tables until commit). PGlite has one connection, so the shop's
 * queries wait for the run there; its single process has no one to serialise with, but ranking outside would
 * mean holding every row until the write. Every query inside goes through `tx`: one on `db` would wait for
 * this transaction to end, on PGlite forever.
 */
async function withJobLock<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(JOB_LOCK_KEY))})`);
    return work(tx);
  });
}

/** Recomputes now, whatever the age of the last run (tests, and callers that just changed the inputs). */
export async function runRecommendationJob(
  db: Database,
  source: BasketSource,
  now = new Date(),
): Promise<RecommendationRun> {
  return withJobLock(db, (tx) => replaceRecommendations(tx, source, now));
}

/**
 * Timers drift: a process's 6-hour timer fires a little less than 6 h after the run it (or another process)
 * recorded, and must still find that run stale.
 */
const STALE_MARGIN_MS = 10 * 60 * 1000;

/**
 * Recomputes unless a run is recorded within the last period; answers null when it skipped. The check is made
 * after taking the lock, so a process that waited for another one's run finds it and does not compute again.
 */
export async function refreshRecommendationsIfStale(
  db: Database,
  source: BasketSource,
  now = new Date(),
): Promise<RecommendationRun | null> {
  return withJobLock(db, async (tx) => {
    const [last] = await tx
      .select({ computedAt: recommendationRuns.computedAt })
      .from(recommendationRuns)
      .where(eq(recommendationRuns.id, RUN_ID));
    if (last && now.getTime() - last.computedAt.getTime() < RECOMMENDATIONS_MAX_AGE_MS - STALE_MARGIN_MS) return null;
    return replaceRecommendations(tx, source, now);
  });
}

/**
 * Refreshes the tables when the API starts and every {@link RECOMMENDATIONS_MAX_AGE_MS}, each time only when they
 * are stale (a direct call may have just refreshed them).
 */
export function registerRecommendationJob(
  jobs: Pick<JobRunner, "every">,
  db: Database,
  source: BasketSource,
  logger: Pick<FastifyBaseLogger, "info">,
): void {
  jobs.every(
    RECOMMENDATIONS_JOB,
    RECOMMENDATIONS_MAX_AGE_MS,
    async () => {
      const started = Date.now();
      const run = await refreshRecommendationsIfStale(db, source);
      if (run) logger.info({ ...run, ms: Date.now() - started }, "recommendations computed");
    },
    { runAtStart: true },
  );
}
