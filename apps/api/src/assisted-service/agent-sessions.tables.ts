/**
 * Assisted-service sessions (decision 0076): a staff member acting for one customer on the storefront. A row is made
 * when the agent starts in the back office, with a single-use hand-over code (its SHA-256 only) that expires
 * quickly; the storefront redeems the code once for an `agent` staff session (`staff_session_id`). The session acts
 * until `ended_at` or `expires_at`, whichever comes first. A session without a customer serves a guest (decision
 * 0087): it acts on guest carts (`users/anonymous/…`) only.
 */
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { customers } from "../db/tables.js";
import { staffMembers, staffSessions } from "../staff/staff.tables.js";

export const agentSessions = pgTable(
  "agent_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    /** Null: the agent serves a guest (no account). */
    customerUid: text("customer_uid").references(() => customers.uid, { onDelete: "cascade", onUpdate: "cascade" }),
    /** Hex SHA-256 of the hand-over code: a copy of the table redeems nothing. */
    handoverHash: text("handover_hash").notNull().unique(),
    handoverExpiresAt: timestamp("handover_expires_at", { withTimezone: true }).notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    /** The `agent` staff session the redeemed code became. */
    staffSessionId: uuid("staff_session_id")
      .unique()
      .references(() => staffSessions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("agent_sessions_staff_idx").on(t.staffId), index("agent_sessions_customer_idx").on(t.customerUid)],
);
