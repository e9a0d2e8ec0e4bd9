/**
 * Stock notifications (shopping spec §3 Stock interest, §4 Stock notification; account spec §2.9):
 * a customer's product interests (BACK_IN_STOCK) and their notification channel preferences.
 * An interest lives until the back-in-stock job has told the customer, then it is deleted.
 */
import { boolean, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { customers, products } from "../db/tables.js";

export const INTEREST_TYPES = ["BACK_IN_STOCK"] as const;
export type InterestType = (typeof INTEREST_TYPES)[number];

/** SMS carries order updates only (decision 0040); the others are stock notifications' channels. */
export const NOTIFICATION_CHANNELS = ["EMAIL", "PUSH", "SITE_MESSAGE", "SMS"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const productInterests = pgTable(
  "product_interests",
  {
    customerUid: text("customer_uid")
      .notNull()
      .references(() => customers.uid, { onDelete: "cascade" }),
    productCode: text("product_code")
      .notNull()
      .references(() => products.code, { onDelete: "cascade" }),
    interestType: text("interest_type").$type<InterestType>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerUid, t.productCode, t.interestType] }),
    // The job looks interests up by product.
    index("product_interests_product_idx").on(t.productCode),
  ],
);

/** Only the customer's own choices are stored; a channel without a row has its default (see preferences.ts). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    customerUid: text("customer_uid")
      .notNull()
      .references(() => customers.uid, { onDelete: "cascade" }),
    channel: text("channel").$type<NotificationChannel>().notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerUid, t.channel] })],
);
