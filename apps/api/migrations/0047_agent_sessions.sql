-- Assisted service (issue 19 screen 10, decision 0076): an agent's session acting for one customer. Staff start it
-- in the back office, which hands the storefront a single-use code (stored as its SHA-256, valid briefly); the
-- storefront trades the code for a staff token of kind 'agent' that only acts for that customer, until the session
-- ends or expires. Back-office tokens are kind 'back-office' and never act for a customer.
ALTER TABLE "staff_sessions" ADD COLUMN "kind" text DEFAULT 'back-office' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_kind_known" CHECK ("staff_sessions"."kind" in ('back-office', 'agent'));--> statement-breakpoint
CREATE TABLE "agent_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"customer_uid" text NOT NULL,
	"handover_hash" text NOT NULL,
	"handover_expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"staff_session_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_sessions_handover_hash_unique" UNIQUE("handover_hash"),
	CONSTRAINT "agent_sessions_staff_session_id_unique" UNIQUE("staff_session_id")
);
--> statement-breakpoint
ALTER TABLE "agent_sessions" ADD CONSTRAINT "agent_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_sessions" ADD CONSTRAINT "agent_sessions_customer_uid_customers_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."customers"("uid") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "agent_sessions" ADD CONSTRAINT "agent_sessions_staff_session_id_staff_sessions_id_fk" FOREIGN KEY ("staff_session_id") REFERENCES "public"."staff_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_sessions_staff_idx" ON "agent_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "agent_sessions_customer_idx" ON "agent_sessions" USING btree ("customer_uid");
