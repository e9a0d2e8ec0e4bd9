/**
 * Product recommendations computed by the recommendations job (recommendation-job.ts) and read by the
 * product-page and home carousels. The job replaces the whole table in one transaction, so readers see
 * either the previous run or the new one.
 */
import { doublePrecision, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * SIMILAR: same categories / brand (the product page's 'recommended' carousel).
 * CROSSELLING: bought together with the product ('frequently bought').
 */
export const PRODUCT_REFERENCE_TYPES = ["SIMILAR", "CROSSELLING"] as const;
export type ProductReferenceType = (typeof PRODUCT_REFERENCE_TYPES)[number];

/** Per source product (a family's base code, a standard product or a kit): ranked targets per type. */
export const productRecommendations = pgTable(
  "product_recommendations",
  {
    productCode: text("product_code").notNull(),
    referenceType: text("reference_type").$type<ProductReferenceType>().notNull(),
    targetCode: text("target_code").notNull(),
    position: integer("position").notNull(),
    score: doublePrecision("score").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productCode, t.referenceType, t.targetCode] })],
);

/** The home page's 'recommended for you' list: the shop's most bought products, or the best rated before any order. */
export const homeRecommendations = pgTable("home_recommendations", {
  productCode: text("product_code").primaryKey(),
  position: integer("position").notNull(),
  score: doublePrecision("score").notNull(),
});

/** When the job last ran and on what, so a restart need not recompute a fresh table. */
export const recommendationRuns = pgTable("recommendation_runs", {
  id: text("id").primaryKey(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  products: integer("products").notNull(),
  baskets: integer("baskets").notNull(),
});
