/**
 * The loyalty points ledger (issue 21): one append-only row per change of a customer's points. The balance is
 * always the sum of a customer's rows, never a stored counter, so every point can be traced to what caused it.
 * - earned (+): an order reached COMPLETED; `expires_at` is when its unspent part lapses.
 * - redeemed (−): points spent on an order.
 * - reverted: points given back for a redemption that did not hold (+: a cancelled order, a refused payment) or
 *   earned points taken back (−: returned goods refunded).
 * - adjusted (±): a staff member's correction, with the reason and the member in the audit log.
 * - expired (−): the expiry job's removal of points older than the configured period.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "../db/tables.js";
import { orders } from "../orders/orders.tables.js";

export const LOYALTY_ENTRY_KINDS = ["earned", "redeemed", "reverted", "adjusted", "expired"] as const;
export type LoyaltyEntryKind = (typeof LOYALTY_ENTRY_KINDS)[number];

export const loyaltyEntries = pgTable(
  "loyalty_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    customerUid: text("customer_uid")
      .notNull()
      .references(() => customers.uid, { onDelete: "cascade" }),
    kind: text("kind").$type<LoyaltyEntryKind>().notNull(),
    /** Signed: positive adds to the balance, negative takes from it. */
    points: integer("points").notNull(),
    orderId: integer("order_id").references(() => orders.id),
    /** Why: a staff adjustment's reason, or what a reversal answers (cancellation code, return number …). */
    note: text("note"),
    /** Credits only: when what is left of them lapses (the expiry job). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("loyalty_entries_customer_idx").on(t.customerUid, t.createdAt),
    // An order earns once and spends once, however often a step or a job runs again.
    uniqueIndex("loyalty_entries_order_once_idx")
      .on(t.orderId, t.kind)
      .where(sql`${t.kind} in ('earned', 'redeemed')`),
    check("loyalty_entries_kind_known", sql`${t.kind} in ('earned', 'redeemed', 'reverted', 'adjusted', 'expired')`),
    check("loyalty_entries_points_nonzero", sql`${t.points} <> 0`),
  ],
);
