/**
 * Push targets (shopping spec §3 Native app and push, §4 Native app bridge and Web push): the shop app's devices
 * that registered a push token for a customer, and the browsers that subscribed to web push. A device belongs to
 * one customer at a time (the last one signed in on it); a browser subscription likewise, by its endpoint.
 */
import { boolean, index, pgTable, primaryKey, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "../db/tables.js";

export const pushDevices = pgTable(
  "push_devices",
  {
    customerUid: text("customer_uid")
      .notNull()
      .references(() => customers.uid, { onDelete: "cascade" }),
    /** The app's device id (`id` of the notification info). */
    deviceId: text("device_id").notNull(),
    /** The provider's registration token the app push goes to. */
    token: text("token").notNull(),
    active: boolean("active").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerUid, t.deviceId] }),
    // Registering a device for one customer ends it for any other customer who used it before.
    index("push_devices_device_idx").on(t.deviceId),
  ],
);

export const webPushSubscriptions = pgTable(
  "web_push_subscriptions",
  {
    id: serial("id").primaryKey(),
    customerUid: text("customer_uid")
      .notNull()
      .references(() => customers.uid, { onDelete: "cascade" }),
    /** The push service's URL for this browser; unique, so a browser re-subscribing replaces its row. */
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The web push consent the customer gave when subscribing (spec §9: true = 1, false = 2). */
    consent: smallint("consent").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("web_push_subscriptions_customer_idx").on(t.customerUid)],
);
