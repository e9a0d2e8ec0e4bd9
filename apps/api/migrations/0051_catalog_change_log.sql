CREATE TABLE "catalog_change_log" (
	"transaction_id" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"kind" text NOT NULL,
	"product_code" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_change_log_transaction_idx" ON "catalog_change_log" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "catalog_change_log_changed_at_idx" ON "catalog_change_log" USING btree ("changed_at");--> statement-breakpoint
DROP TABLE "catalog_version" CASCADE;--> statement-breakpoint
DROP TABLE "catalog_changes" CASCADE;--> statement-breakpoint
DROP TABLE "content_changes" CASCADE;