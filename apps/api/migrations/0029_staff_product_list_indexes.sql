-- Trigram matching for the staff product search ("code or name contains"); a trusted extension since PostgreSQL 13.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_staff_search_idx" ON "products" USING gin (lower("code" || ' ' || coalesce("name" ->> 'en', '') || ' ' || coalesce("name" ->> 'ar', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_staff_name_idx" ON "products" USING btree (lower("name" ->> 'en'),"code");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at" DESC NULLS LAST,"code");--> statement-breakpoint
CREATE INDEX "stock_levels_low_idx" ON "stock_levels" USING btree ("available","product_code") WHERE "stock_levels"."available" <= "stock_levels"."low_stock_threshold";