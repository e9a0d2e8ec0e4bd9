/**
 * The recommendations job: reads the catalogue and the shop's baskets, ranks with similarity.ts and
 * replaces the recommendation tables in one transaction (under an advisory lock, so two API processes
 * running it at once take turns instead of colliding).
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
import { categories, prices, productCategories, products } from "../db/schema.js";
import { homeRecommendations, productRecommendations, recommendationRuns } from "./recommendations.schema.js";
import { computeRecommendations, type CatalogueInput } from "./similarity.js";

export interface BasketSource {
  /** The product codes of each order (one array per order). */
  baskets(db: Database): Promise<string[][]>;
}

export const NO_ORDERS: BasketSource = { baskets: async () => [] };

/** Recompute when the last run is older than this (and on the first start). */
export const RECOMMENDATIONS_MAX_AGE_MS = 6 * 60 * 60 * 1000;
const RUN_ID = "latest";
/** Any fixed number: the key of the job's transaction-scoped advisory lock. */
const JOB_LOCK_KEY = 720_931_008;
const INSERT_CHUNK = 2_000;

async function loadCatalogue(db: Database): Promise<CatalogueInput> {
  const [productRows, priceRows, links, categoryRows] = await Promise.all([
    db
      .select({
        code: products.code,
        kind: products.kind,
        baseProductCode: products.baseProductCode,
        brandCode: products.brandCode,
        disabled: products.disabled,
        averageRating: products.averageRating,
        numberOfReviews: products.numberOfReviews,
      })
      .from(products),
    db.select({ code: prices.productCode }).from(prices).where(eq(prices.currency, CURRENCY)),
    db
      .select({ productCode: productCategories.productCode, categoryCode: productCategories.categoryCode })
      .from(productCategories),
    db.select({ code: categories.code, parentCode: categories.parentCode }).from(categories),
  ]);
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

export async function runRecommendationJob(
  db: Database,
  source: BasketSource,
  now = new Date(),
): Promise<RecommendationRun> {
  const [catalogue, baskets] = await Promise.all([loadCatalogue(db), source.baskets(db)]);
  const result = computeRecommendations(catalogue, baskets);
  const rows = [
    ...[...result.similar].flatMap(([productCode, list]) =>
      list.map((item, position) => ({
        productCode,
        referenceType: "SIMILAR" as const,
        targetCode: item.code,
        position,
        score: item.score,
      })),
    ),
    ...[...result.crossSelling].flatMap(([productCode, list]) =>
      list.map((item, position) => ({
        productCode,
        referenceType: "CROSSELLING" as const,
        targetCode: item.code,
        position,
        score: item.score,
      })),
    ),
  ];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(JOB_LOCK_KEY))})`);
    await tx.delete(productRecommendations);
    await tx.delete(homeRecommendations);
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await tx.insert(productRecommendations).values(rows.slice(start, start + INSERT_CHUNK));
    }
    if (result.home.length > 0) {
      await tx
        .insert(homeRecommendations)
        .values(result.home.map((item, position) => ({ productCode: item.code, position, score: item.score })));
    }
    const run = { computedAt: now, products: catalogue.products.length, baskets: baskets.length };
    await tx
      .insert(recommendationRuns)
      .values({ id: RUN_ID, ...run })
      .onConflictDoUpdate({ target: recommendationRuns.id, set: run });
  });
  return { products: catalogue.products.length, baskets: baskets.length, rows: rows.length + result.home.length };
}

/** Runs the job in the API process: at start when the tables are stale, then every {@link RECOMMENDATIONS_MAX_AGE_MS}. */
export class RecommendationScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Database,
    private readonly source: BasketSource,
    private readonly logger: FastifyBaseLogger,
  ) {}

  start(): void {
    this.running = this.runIfStale();
    this.timer = setInterval(() => {
      this.running = this.run();
    }, RECOMMENDATIONS_MAX_AGE_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async runIfStale(): Promise<void> {
    try {
      const [last] = await this.db.select().from(recommendationRuns).where(eq(recommendationRuns.id, RUN_ID));
      if (last && Date.now() - last.computedAt.getTime() < RECOMMENDATIONS_MAX_AGE_MS) return;
    } catch (error) {
      this.logger.error({ err: error }, "could not read the last recommendations run");
      return;
    }
    await this.run();
  }

  private async run(): Promise<void> {
    try {
      const started = Date.now();
      const run = await runRecommendationJob(this.db, this.source);
      this.logger.info({ ...run, ms: Date.now() - started }, "recommendations computed");
    } catch (error) {
      this.logger.error({ err: error }, "recommendations job failed");
    }
  }
}
