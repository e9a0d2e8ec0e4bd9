/**
 * Return requests (account spec §2.18, §2.19, §7 Returns; issue 20; decision 0052).
 * - `return_requests`: one per customer request, numbered like orders (the OCC `rma` is the id zero-padded to 8
 *   digits). `customer_uid` is the order's owner, copied so the customer's list is one index walk. The refund is
 *   worked out when the request is made (the estimate the customer sees) and again when staff refund it.
 * - `return_request_entries`: the order entries and units asked back, what staff received and how many of them go
 *   back to stock, and each line's share of the refund.
 * - `return_request_attachments`: the customer's photos and documents (bytes in the file storage).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ReturnRefundMethod, ReturnStatus } from "@dukkan/occ/returns";
import { customers } from "../db/tables.js";
import { orders } from "../orders/orders.tables.js";

export const returnRequests = pgTable(
  "return_requests",
  {
    /** The OCC `rma` is this number, zero-padded to 8 digits. */
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customerUid: text("customer_uid")
      .notNull()
      .references(() => customers.uid, { onDelete: "cascade" }),
    status: text("status").$type<ReturnStatus>().notNull(),
    /** A code of the shop's return reasons (return-reasons.ts); set by PATCH after the request is made. */
    reasonCode: text("reason_code"),
    /** What staff told the customer when they rejected it. */
    staffMessage: text("staff_message"),
    /** The refund (VAT included) and the VAT in it: estimated at request, fixed when refunded. */
    refundFils: integer("refund_fils").notNull(),
    taxFils: integer("tax_fils").notNull(),
    /**
     * The part of the refund given back as loyalty points, for an order points paid (all or part of): fixed when
     * staff refund it; the rest goes back by `refund_method` (decision 0065).
     */
    loyaltyRefundFils: integer("loyalty_refund_fils").notNull().default(0),
    /** How the money went back: CARD (gateway REFUND) or CASH (recorded by staff); null until refunded. */
    refundMethod: text("refund_method").$type<ReturnRefundMethod>(),
    /** Card refunds asked of the gateway so far (the next one's transaction id is `return-{id}-{n}`). */
    refundAttempts: integer("refund_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    // The customer's list (newest first, or by rma) and the staff list by status walk these.
    index("return_requests_customer_idx").on(t.customerUid, t.createdAt, t.id),
    index("return_requests_customer_rma_idx").on(t.customerUid, t.id),
    index("return_requests_status_idx").on(t.status, t.createdAt, t.id),
    index("return_requests_order_idx").on(t.orderId),
    check("return_requests_refund_not_negative", sql`${t.refundFils} >= 0 and ${t.taxFils} >= 0`),
  ],
);

export const returnRequestEntries = pgTable(
  "return_request_entries",
  {
    returnRequestId: integer("return_request_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    entryNumber: integer("entry_number").notNull(),
    /** Units the customer sends back (OCC expectedQuantity). */
    quantity: integer("quantity").notNull(),
    /** Set when staff receive the parcel: units that arrived, and how many of them went back to stock. */
    receivedQuantity: integer("received_quantity"),
    restockedQuantity: integer("restocked_quantity").notNull().default(0),
    /** This line's share of the refund before order-level promotions (VAT included). */
    refundFils: integer("refund_fils").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnRequestId, t.entryNumber] }),
    check("return_request_entries_quantity_positive", sql`${t.quantity} > 0`),
    check("return_request_entries_restocked_in_range", sql`${t.restockedQuantity} between 0 and ${t.quantity}`),
  ],
);

export const returnRequestAttachments = pgTable(
  "return_request_attachments",
  {
    id: uuid("id").primaryKey(),
    returnRequestId: integer("return_request_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    /** The uploaded name, sanitised. */
    fileName: text("file_name").notNull(),
    /** The type its bytes were recognised as. */
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("return_request_attachments_request_idx").on(t.returnRequestId, t.createdAt)],
);
