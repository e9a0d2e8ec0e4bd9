/**
 * Files staff attach to an order (account spec §2.21: delivery note, proof of delivery …). The bytes live in the
 * file storage (files/file-storage.ts) under `storage_key`; this row is what the customer's list shows and what
 * the download checks ownership against.
 */
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "../orders.tables.js";

export const ORDER_ATTACHMENT_KINDS = ["DELIVERY_NOTE", "PROOF_OF_DELIVERY", "OTHER"] as const;
export type OrderAttachmentKind = (typeof ORDER_ATTACHMENT_KINDS)[number];

export const orderAttachments = pgTable(
  "order_attachments",
  {
    id: uuid("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<OrderAttachmentKind>().notNull(),
    /** The uploaded name, sanitised (what the download offers). */
    fileName: text("file_name").notNull(),
    /** The type its bytes were recognised as (never the uploader's claim). */
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    /** The staff member who uploaded it (null when the shop's own process attached it). */
    uploadedByStaffId: text("uploaded_by_staff_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_attachments_order_idx").on(t.orderId, t.createdAt)],
);
