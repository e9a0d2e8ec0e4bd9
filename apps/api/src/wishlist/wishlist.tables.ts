/**
 * Wishlists (shopping spec §3 Wishlist, §5, §6): one list per signed-in customer, one row per product.
 * Rows go with the customer or the product (cascade); a product that is later disabled keeps its row
 * but is hidden when the list is read, so it comes back if the product is enabled again.
 */
import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { customers, products } from "../db/tables.js";

export const wishlistEntries = pgTable(
  "wishlist_entries",
  {
    customerUid: text("customer_uid")
      .notNull()
      .references(() => customers.uid, { onDelete: "cascade" }),
    productCode: text("product_code")
      .notNull()
      .references(() => products.code, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The key's leading customer_uid also serves "this customer's list".
  (t) => [primaryKey({ columns: [t.customerUid, t.productCode] })],
);
