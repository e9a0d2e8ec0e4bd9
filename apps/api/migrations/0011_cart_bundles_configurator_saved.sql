CREATE TABLE "textfield_configurator_settings" (
	"product_code" text NOT NULL,
	"position" integer NOT NULL,
	"label" jsonb NOT NULL,
	"default_value" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"max_length" integer DEFAULT 60 NOT NULL,
	CONSTRAINT "textfield_configurator_settings_product_code_position_pk" PRIMARY KEY("product_code","position")
);
--> statement-breakpoint
DROP INDEX "carts_customer_idx";--> statement-breakpoint
DROP INDEX "cart_entries_cart_product_idx";--> statement-breakpoint
ALTER TABLE "cart_entries" ADD COLUMN "bundle_template_id" text;--> statement-breakpoint
ALTER TABLE "cart_entries" ADD COLUMN "configuration" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "save_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "textfield_configurator_settings" ADD CONSTRAINT "textfield_configurator_settings_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_bundle_template_id_kit_bundle_templates_id_fk" FOREIGN KEY ("bundle_template_id") REFERENCES "public"."kit_bundle_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer_current_idx" ON "carts" USING btree ("customer_uid") WHERE "carts"."save_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_entries_cart_product_idx" ON "cart_entries" USING btree ("cart_id","product_code") WHERE "cart_entries"."configuration" is null;