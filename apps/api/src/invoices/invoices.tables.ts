/**
 * Tax invoices and tax credit notes (account spec §2.20, §7 Orders; decision 0040).
 * - `invoices`: one TAX_INVOICE per placed order, one CREDIT_NOTE per `order_cancellations` row and per refunded
 *   return request. `number` is the
 *   document's legal number (INV-2026-000123, CN-2026-000007); the amounts are the document's own, fixed when it
 *   is issued (a tax invoice keeps the order's totals at placing even after items are cancelled). `document` is
 *   the OCC order as it was when the document was issued (in the order's language), so the PDF is the same every
 *   time it is printed.
 * - `invoice_sequences`: the last number of each document type and year. Taking a number increments the row
 *   inside the transaction that inserts the document, so numbers are gap-free (a rollback gives the number back)
 *   and two documents issued at once wait for each other's row lock and get consecutive numbers.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Order } from "@dukkan/occ/order";
import { orderCancellations, orders } from "../orders/orders.tables.js";
import { returnRequests } from "../returns/returns.tables.js";

export const INVOICE_TYPES = ["TAX_INVOICE", "CREDIT_NOTE"] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    type: text("type").$type<InvoiceType>().notNull(),
    /** The legal number, e.g. INV-2026-000123 (the OCC invoiceId). */
    number: text("number").notNull().unique(),
    /** The cancellation a credit note is for (null for tax invoices). */
    cancellationId: integer("cancellation_id").references(() => orderCancellations.id, { onDelete: "cascade" }),
    /** The refunded return request a credit note is for (null otherwise). */
    returnRequestId: integer("return_request_id").references(() => returnRequests.id, { onDelete: "cascade" }),
    netFils: integer("net_fils").notNull(),
    vatFils: integer("vat_fils").notNull(),
    totalFils: integer("total_fils").notNull(),
    /** The OCC order when the document was issued, rendered in the order's language. */
    document: jsonb("document").$type<Order>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_tax_invoice_of_order_idx")
      .on(t.orderId)
      .where(sql`${t.type} = 'TAX_INVOICE'`),
    uniqueIndex("invoices_cancellation_idx").on(t.cancellationId),
    uniqueIndex("invoices_return_request_idx").on(t.returnRequestId),
    index("invoices_order_idx").on(t.orderId),
    check("invoices_type", sql`${t.type} in ('TAX_INVOICE', 'CREDIT_NOTE')`),
    check(
      "invoices_credit_note_has_cancellation",
      sql`(${t.type} = 'CREDIT_NOTE') = ((${t.cancellationId} is not null) <> (${t.returnRequestId} is not null))`,
    ),
    check("invoices_amounts", sql`${t.netFils} + ${t.vatFils} = ${t.totalFils} and ${t.totalFils} >= 0`),
  ],
);

export const invoiceSequences = pgTable(
  "invoice_sequences",
  {
    type: text("type").$type<InvoiceType>().notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.year] })],
);
