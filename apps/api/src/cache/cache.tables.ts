/** The catalogue change log read by every API process to update its caches and search index incrementally. */
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per product changed by the write that set `catalog_version.version` to `version` (see
 * recordProductChanges). A version with no rows here changed something else (categories, brands, content):
 * readers then reload everything. Old rows are pruned; a reader that far behind reloads everything too.
 */
export const catalogChanges = pgTable(
  "catalog_changes",
  {
    version: integer("version").notNull(),
    productCode: text("product_code").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.version, t.productCode] }), index("catalog_changes_changed_at_idx").on(t.changedAt)],
);

/**
 * One row per version set by a content write (CMS pages, components, banners, campaigns; recordContentChange):
 * readers drop their rendered content but keep their products and search index, which content never changes.
 */
export const contentChanges = pgTable(
  "content_changes",
  {
    version: integer("version").primaryKey(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_changes_changed_at_idx").on(t.changedAt)],
);
