ALTER TABLE "customers" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_full_name_prefix_idx" ON "customers" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_last_name_prefix_idx" ON "customers" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_prefix_idx" ON "customers" USING btree ("phone_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at","uid");--> statement-breakpoint
CREATE INDEX "customers_name_sort_idx" ON "customers" USING btree (lower("last_name"),lower("first_name"),"uid");