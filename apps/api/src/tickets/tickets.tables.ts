/**
 * Support tickets (account spec §2.23, §3, §4.9; issue 20; decision 0055).
 * - `support_tickets`: one per customer request; the OCC ticket id is T and the number zero-padded to 8 digits
 *   (T00000012; decision 0073). The language it was opened in is the language of the e-mails about it.
 *   `modified_at` moves with every message and status change (the list's 'changed on' sort walks the customer
 *   index).
 * - `support_ticket_events`: the conversation: each message, from the customer or an agent (the staff member),
 *   with the status it moved the ticket to; `customer_notified_at` records the e-mail of an agent's reply, so a
 *   retried job sends it once.
 * - `support_ticket_attachments`: files on a message (bytes in the file storage); `feed_id` numbers them as they
 *   are added, so the live feed sends a message again when a file joins it after it was written.
 * Live chat (decision 0067, migration 0040): a chat conversation is a ticket of the CHAT channel. A guest's has no
 * customer but the e-mail and name they gave; every chat carries the SHA-256 of its chat key, the secret the
 * storefront keeps in the visitor's sealed session (the ticket id alone never reaches a conversation).
 * `customer_present_until` is set while the customer holds a live stream open (renewed by each API process that
 * relays one), so an agent's reply is e-mailed only when nobody is watching.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TicketAssociatedType, TicketCategoryId, TicketChannel, TicketStatus } from "@dukkan/occ/tickets";
import { customers } from "../db/tables.js";
import { staffMembers } from "../staff/staff.tables.js";

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The signed-in customer's; null for a guest's chat. */
    customerUid: text("customer_uid").references(() => customers.uid, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    categoryId: text("category_id").$type<TicketCategoryId>().notNull(),
    associatedType: text("associated_type").$type<TicketAssociatedType>(),
    associatedCode: text("associated_code"),
    status: text("status").$type<TicketStatus>().notNull(),
    language: text("language").$type<"en" | "ar">().notNull(),
    assignedStaffId: uuid("assigned_staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
    /** FORM: opened from My Account; CHAT: the storefront's chat panel. */
    channel: text("channel").$type<TicketChannel>().notNull().default("FORM"),
    guestEmail: text("guest_email"),
    guestName: text("guest_name"),
    chatKeyHash: text("chat_key_hash").unique(),
    customerPresentUntil: timestamp("customer_present_until", { withTimezone: true }),
  },
  (t) => [
    index("support_tickets_customer_modified_idx").on(t.customerUid, t.modifiedAt, t.id),
    index("support_tickets_customer_id_idx").on(t.customerUid, t.id),
    index("support_tickets_status_modified_idx").on(t.status, t.modifiedAt, t.id),
    index("support_tickets_assigned_idx").on(t.assignedStaffId),
    check(
      "support_tickets_associated_both_or_neither",
      sql`(${t.associatedType} is null) = (${t.associatedCode} is null)`,
    ),
    check(
      "support_tickets_customer_or_guest",
      sql`${t.customerUid} is not null or (${t.guestEmail} is not null and ${t.channel} = 'CHAT')`,
    ),
    check("support_tickets_chat_has_key", sql`(${t.channel} = 'CHAT') = (${t.chatKeyHash} is not null)`),
  ],
);

export const supportTicketEvents = pgTable(
  "support_ticket_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    addedByAgent: boolean("added_by_agent").notNull(),
    /** The agent who wrote it (null for the customer's messages, or once the member is removed). */
    staffId: uuid("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    toStatus: text("to_status").$type<TicketStatus>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    customerNotifiedAt: timestamp("customer_notified_at", { withTimezone: true }),
  },
  (t) => [index("support_ticket_events_ticket_idx").on(t.ticketId, t.id)],
);

export const supportTicketAttachments = pgTable(
  "support_ticket_attachments",
  {
    id: uuid("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => supportTicketEvents.id, { onDelete: "cascade" }),
    /** The uploaded name, sanitised. */
    fileName: text("file_name").notNull(),
    /** The type its bytes were recognised as. */
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** In the order files were added: the live feed's cursor over files (migration 0044). */
    feedId: integer("feed_id").generatedAlwaysAsIdentity().unique(),
  },
  (t) => [index("support_ticket_attachments_event_idx").on(t.eventId)],
);
