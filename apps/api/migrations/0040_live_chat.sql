ALTER TABLE "support_tickets" ALTER COLUMN "customer_uid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "channel" text DEFAULT 'FORM' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "chat_key_hash" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "customer_present_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_chat_key_hash_unique" UNIQUE("chat_key_hash");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_customer_or_guest" CHECK ("support_tickets"."customer_uid" is not null or ("support_tickets"."guest_email" is not null and "support_tickets"."channel" = 'CHAT'));--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_chat_has_key" CHECK (("support_tickets"."channel" = 'CHAT') = ("support_tickets"."chat_key_hash" is not null));
