/** The catalogue change log read by every API process to update its caches and search index incrementally. */
import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per change a catalogue or content write made, tagged with the id of the transaction that wrote it
 * (catalog-version.ts reads it behind the database's "every transaction below this id has ended" horizon, so
 * writers never wait for one another). `kind`:
 * - `product`: `product_code` changed (price, stock, text, categories…); readers refresh that product's family;
 * - `content`: CMS data changed; readers drop rendered content and keep products and the search index;
 * - `everything`: something else (categories, brands); readers reload everything.
 * Rows older than a day are pruned; a reader asleep that long reloads everything.
 */
export const catalogChangeLog = pgTable(
  "catalog_change_log",
  {
    transactionId: bigint("transaction_id", { mode: "number" })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    kind: text("kind", { enum: ["product", "content", "everything"] }).notNull(),
    productCode: text("product_code"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("catalog_change_log_transaction_idx").on(t.transactionId),
    index("catalog_change_log_changed_at_idx").on(t.changedAt),
  ],
);
