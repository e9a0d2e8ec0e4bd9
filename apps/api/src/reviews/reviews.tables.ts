/**
 * Product reviews (shopping spec §3 Review, §4 Reviews). Text is stored exactly as written (plain text,
 * never HTML); the storefront escapes it when rendering. Only APPROVED reviews are shown and counted in the
 * product's averageRating / numberOfReviews; staff hide a review by setting it REJECTED.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { customers, products } from "../db/tables.js";

export const REVIEW_STATUSES = ["APPROVED", "PENDING", "REJECTED"] as const;

export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productCode: text("product_code")
      .notNull()
      .references(() => products.code, { onDelete: "cascade" }),
    /** The customer who wrote it; null for reviews imported without an account (and once an account is deleted). */
    customerUid: text("customer_uid").references(() => customers.uid, { onDelete: "set null" }),
    /** The writer's name when the review was written (OCC principal.name). */
    principalName: text("principal_name").notNull(),
    /** The name the writer chose to show instead (OCC alias), if any. */
    alias: text("alias"),
    rating: smallint("rating").notNull(),
    headline: text("headline").notNull(),
    comment: text("comment").notNull(),
    /** The storefront language it was written in. */
    language: text("language").notNull().default("en"),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("APPROVED"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_product_idx").on(t.productCode, t.status, t.createdAt),
    index("reviews_latest_idx").on(t.status, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
