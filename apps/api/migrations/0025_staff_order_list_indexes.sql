CREATE INDEX "orders_staff_list_idx" ON "orders" USING btree (coalesce("placed_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_placed_at_idx" ON "orders" USING btree ("placed_at");