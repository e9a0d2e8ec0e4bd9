-- Scheduled replenishment orders paid by a saved card (decision 0066): the schedule keeps the customer's card (gone
-- when they delete it), the stored-credential agreement its holder established when scheduling, and the days in a
-- row its charge was declined; a run records what happened that day and the gateway's answer.
ALTER TABLE "replenishment_orders" ADD COLUMN "saved_payment_method_id" text;--> statement-breakpoint
ALTER TABLE "replenishment_orders" ADD COLUMN "agreement_id" text;--> statement-breakpoint
ALTER TABLE "replenishment_orders" ADD COLUMN "declined_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "replenishment_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "replenishment_orders" ADD CONSTRAINT "replenishment_orders_saved_payment_method_id_saved_payment_methods_id_fk" FOREIGN KEY ("saved_payment_method_id") REFERENCES "public"."saved_payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_runs" ADD COLUMN "outcome" text DEFAULT 'PLACED' NOT NULL;--> statement-breakpoint
ALTER TABLE "replenishment_runs" ADD COLUMN "payment_result" text;--> statement-breakpoint
UPDATE "replenishment_runs" SET "outcome" = 'NOTHING_IN_STOCK' WHERE "order_id" IS NULL;--> statement-breakpoint
CREATE INDEX "replenishment_orders_saved_card_idx" ON "replenishment_orders" USING btree ("saved_payment_method_id");
