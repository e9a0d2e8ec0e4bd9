/**
 * Files attached to sandbox e-mails (the order confirmation's tax invoice), so developers and tests can open
 * what a customer would receive. Kept as base64 text: PGlite and PostgreSQL read it back the same way, and
 * sandbox attachments are small PDFs. Rows go with their message.
 */
import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { sandboxOutbox } from "../db/tables.js";

export const sandboxOutboxAttachments = pgTable(
  "sandbox_outbox_attachments",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => sandboxOutbox.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    contentBase64: text("content_base64").notNull(),
  },
  (t) => [index("sandbox_outbox_attachments_message_idx").on(t.messageId)],
);
