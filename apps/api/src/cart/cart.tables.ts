/**
 * Carts (shopping spec §3 Cart, Entry): one row per cart, one row per product in it.
 * - Guests' carts have no customer and are addressed by their unguessable `guid`; customers' carts by code.
 * - A customer has at most one current cart (partial unique index), so lazy creation from two tabs cannot make two;
 *   saved carts (`save_time` set) are the customer's other carts (decision 0018).
 * - A plain entry is unique per (cart, product): concurrent adds of one product upsert the same row. A kit bundle is
 *   the kit product's entry with its template (its components are read from the template); a configured entry
 *   carries its text-field values and is never merged with another configuration.
 * Entry numbers are not stored: they are the entries' positions in the order they were first added.
 * Totals are never stored: they are computed from live prices on every read (decision 0014).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { customers, deliveryModes, kitBundleTemplates, products, type Localized } from "../db/tables.js";

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
    /** Set when the customer saved the cart (saved carts, shopping spec §2.16); null for the current cart. */
    saveTime: timestamp("save_time", { withTimezone: true }),
    name: text("name"),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carts_customer_current_idx")
      .on(t.customerUid)
      .where(sql`${t.saveTime} is null`),
  ],
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
    /** Set on a kit bundle's entry (the kitting entry): the template its components come from. */
    bundleTemplateId: text("bundle_template_id").references(() => kitBundleTemplates.id, { onDelete: "cascade" }),
    /**
     * A configurable product's text-field values once the shopper configured it (null: not configured yet, its
     * required fields then show status ERROR). Configured entries are separate lines, one per configuration.
     */
    configuration: jsonb("configuration").$type<ConfiguredField[]>(),
  },
  (t) => [
    uniqueIndex("cart_entries_cart_product_idx")
      .on(t.cartId, t.productCode)
      .where(sql`${t.configuration} is null`),
    check("cart_entries_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** One text field of a configured entry: which field (its position in the product's settings) and the value. */
export interface ConfiguredField {
  position: number;
  value: string;
}

/**
 * The text fields a TEXTFIELD-configurable product asks for (SAP's TextFieldConfiguratorSetting): one row per
 * field, in position order. A required field left empty makes the entry's configuration status ERROR.
 */
export const textfieldConfiguratorSettings = pgTable(
  "textfield_configurator_settings",
  {
    productCode: text("product_code")
      .notNull()
      .references(() => products.code, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: jsonb("label").$type<Localized>().notNull(),
    defaultValue: text("default_value").notNull().default(""),
    required: boolean("required").notNull().default(true),
    maxLength: integer("max_length").notNull().default(60),
  },
  (t) => [primaryKey({ columns: [t.productCode, t.position] })],
);
