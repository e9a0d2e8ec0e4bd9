/**
 * Carts (shopping spec §3 Cart, Entry): one row per cart, one row per product in it.
 * - Guests' carts have no customer and are addressed by their unguessable `guid`; customers' carts by code.
 * - A customer has at most one cart (unique index), so lazy creation from two tabs cannot make two.
 * - An entry is unique per (cart, product): concurrent adds of one product upsert the same row.
 * Entry numbers are not stored: they are the entries' positions in the order they were first added.
 * Totals are never stored: they are computed from live prices on every read (decision 0014).
 */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers, deliveryModes, products } from "../db/schema.js";

export const carts = pgTable(
  "carts",
  {
    /** The OCC cart `code` is this number, zero-padded to 8 digits. */
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid("guid").notNull().unique(),
    /** Null for a guest's (anonymous) cart. */
    customerUid: text("customer_uid").references(() => customers.uid, { onDelete: "cascade" }),
    /** Chosen at checkout; a pick-up mode makes delivery free. */
    deliveryModeCode: text("delivery_mode_code").references(() => deliveryModes.code),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("carts_customer_idx").on(t.customerUid)],
);

export const cartEntries = pgTable(
  "cart_entries",
  {
    /** Orders entries by when they were first added: entryNumber is the position in that order. */
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productCode: text("product_code")
      .notNull()
      .references(() => products.code, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /**
     * The unit price (after product discounts) when the shopper last added or changed this line, or when
     * validate last reported it: validate compares it with the live price to report price changes.
     */
    seenUnitPriceFils: integer("seen_unit_price_fils").notNull(),
  },
  (t) => [
    uniqueIndex("cart_entries_cart_product_idx").on(t.cartId, t.productCode),
    check("cart_entries_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
