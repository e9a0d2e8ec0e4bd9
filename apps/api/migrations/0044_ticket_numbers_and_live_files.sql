-- Ticket ids carry the letter T (decision 0073): T00000012, no longer 00000012, which was also an order number. The
-- tickets' ids do not change; the audit log kept the id as text, so what it kept is rewritten to the new form (a
-- link with the bare number still opens the ticket: the API reads both).
UPDATE "audit_log" SET "target_id" = 'T' || "target_id" WHERE "target_type" = 'ticket' AND "target_id" ~ '^[0-9]+$';
--> statement-breakpoint
-- A file added to a message after it was written (the customer's upload follows their message) reaches the live
-- streams: the ticket feed reads new attachments by this number as it reads new messages by theirs.
ALTER TABLE "support_ticket_attachments" ADD COLUMN "feed_id" integer GENERATED ALWAYS AS IDENTITY;
--> statement-breakpoint
ALTER TABLE "support_ticket_attachments" ADD CONSTRAINT "support_ticket_attachments_feed_id_unique" UNIQUE("feed_id");
--> statement-breakpoint
-- The customer's ticket list sorted by number walks this instead of sorting all of the customer's tickets.
CREATE INDEX "support_tickets_customer_id_idx" ON "support_tickets" USING btree ("customer_uid","id");
