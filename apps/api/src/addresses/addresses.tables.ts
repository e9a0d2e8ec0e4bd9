/**
 * Customers' saved addresses (account spec §2.7, §3 Address; checkout spec §3 Address). Each row belongs
 * to one customer (cascade with the customer); at most one row per customer is the default address.
 * Region and area are stored by iso code and checked against the delivery areas when written; they are
 * not foreign keys so staff can retire an area without losing customers' addresses.
 */
import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "../db/tables.js";

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: text("id").primaryKey(),
    customerUid: text("customer_uid")
      .notNull()
      .references(() => customers.uid, { onDelete: "cascade", onUpdate: "cascade" }),
    titleCode: text("title_code"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    line1: text("line1").notNull(),
    line2: text("line2"),
    town: text("town").notNull(),
    postalCode: text("postal_code"),
    countryIsocode: text("country_isocode").notNull(),
    regionIsocode: text("region_isocode").notNull(),
    areaIsocode: text("area_isocode").notNull(),
    trn: text("trn"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    email: text("email"),
    phone: text("phone").notNull(),
    cellphone: text("cellphone"),
    isDefault: boolean("is_default").notNull().default(false),
    shippingAddress: boolean("shipping_address").notNull().default(true),
    visibleInAddressBook: boolean("visible_in_address_book").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("customer_addresses_customer_idx").on(t.customerUid, t.createdAt),
    // The database, not only the service, guarantees one default address per customer.
    uniqueIndex("customer_addresses_one_default_idx")
      .on(t.customerUid)
      .where(sql`${t.isDefault}`),
  ],
);
