/**
 * What the order notifications already sent (decision 0040): one row per notification and channel, written
 * after the message left, so a retried `order.notify` job (or the same event enqueued twice) sends each message
 * once. `key` names the event: `{orderId}:{event}:{consignmentCode}:{cancellationId}:{amountFils}`.
 */
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "../orders/orders.tables.js";

export const orderNotificationsSent = pgTable(
  "order_notifications_sent",
  {
    key: text("key").notNull(),
    /** EMAIL or SMS. */
    channel: text("channel").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.channel] })],
);
