/**
 * Scheduled price changes (issue 19, decision 0071): a product's price from `startsAt`, optionally until `endsAt`.
 * The job runner applies a row at its start (recording the price it replaced) and, at its end, puts that price
 * back. A row is upcoming (no timestamps), active (applied), done (ended) or cancelled; cancelled rows never apply.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "../../db/tables.js";

export const scheduledPrices = pgTable(
  "scheduled_prices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productCode: text("product_code")
      .notNull()
      .references(() => products.code, { onDelete: "cascade" }),
    /** AED fils, VAT included. */
    priceFils: integer("price_fils").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** The price this one replaced, recorded when it applied (null: the product had no price). */
    previousPriceFils: integer("previous_price_fils"),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The staff member's e-mail (the audit log has the rest). */
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("scheduled_prices_product_idx").on(t.productCode, t.startsAt),
    check("scheduled_prices_price", sql`${t.priceFils} > 0`),
    check("scheduled_prices_window", sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);
