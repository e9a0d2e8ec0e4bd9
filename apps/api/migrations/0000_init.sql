CREATE TABLE "areas" (
	"isocode" text PRIMARY KEY NOT NULL,
	"region_isocode" text NOT NULL,
	"name" jsonb NOT NULL,
	"shipping_fee_fils" integer NOT NULL,
	"order_threshold_fils" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" text NOT NULL,
	"logo_media_code" text,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image_media_code" text,
	"seo_title" jsonb,
	"seo_description" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_components" (
	"uid" text PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"name" text NOT NULL,
	"properties" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"uid" text PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"label" text,
	"template" text NOT NULL,
	"name" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"keywords" jsonb,
	"robots" text[],
	"category_codes" text[],
	"default_page" boolean DEFAULT false NOT NULL,
	"properties" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_slot_components" (
	"slot_id" text NOT NULL,
	"component_uid" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "cms_slot_components_slot_id_component_uid_pk" PRIMARY KEY("slot_id","component_uid")
);
--> statement-breakpoint
CREATE TABLE "cms_slots" (
	"page_uid" text NOT NULL,
	"position" text NOT NULL,
	"slot_id" text NOT NULL,
	CONSTRAINT "cms_slots_page_uid_position_pk" PRIMARY KEY("page_uid","position")
);
--> statement-breakpoint
CREATE TABLE "delivery_modes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"pickup" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"absolute" boolean NOT NULL,
	"value" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "future_stocks" (
	"product_code" text NOT NULL,
	"date" date NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "future_stocks_product_code_date_pk" PRIMARY KEY("product_code","date")
);
--> statement-breakpoint
CREATE TABLE "kit_bundle_components" (
	"template_id" text NOT NULL,
	"product_code" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kit_bundle_components_template_id_product_code_pk" PRIMARY KEY("template_id","product_code")
);
--> statement-breakpoint
CREATE TABLE "kit_bundle_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"version" text DEFAULT '1.0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medias" (
	"code" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"content_base64" text NOT NULL,
	"alt_text" jsonb,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_nodes" (
	"uid" text PRIMARY KEY NOT NULL,
	"parent_uid" text,
	"title" jsonb,
	"url" text,
	"target" text,
	"style_classes" text,
	"style_attributes" text,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"pos_name" text NOT NULL,
	"weekday" smallint NOT NULL,
	"opens" time,
	"closes" time,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "opening_hours_pos_name_weekday_pk" PRIMARY KEY("pos_name","weekday")
);
--> statement-breakpoint
CREATE TABLE "points_of_service" (
	"name" text PRIMARY KEY NOT NULL,
	"display_name" jsonb NOT NULL,
	"region_isocode" text NOT NULL,
	"line1" jsonb NOT NULL,
	"line2" jsonb,
	"town" jsonb NOT NULL,
	"phone" text,
	"email" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"product_code" text NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"value_fils" integer NOT NULL,
	CONSTRAINT "prices_product_code_currency_pk" PRIMARY KEY("product_code","currency")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_code" text NOT NULL,
	"category_code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_code_category_code_pk" PRIMARY KEY("product_code","category_code")
);
--> statement-breakpoint
CREATE TABLE "product_features" (
	"product_code" text NOT NULL,
	"feature_code" text NOT NULL,
	"classification_code" text NOT NULL,
	"classification_name" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"value" jsonb NOT NULL,
	"unit_symbol" text,
	"unit_type" text,
	"facet" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_features_product_code_feature_code_pk" PRIMARY KEY("product_code","feature_code")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_code" text NOT NULL,
	"image_type" text NOT NULL,
	"format" text NOT NULL,
	"gallery_index" smallint DEFAULT 0 NOT NULL,
	"media_code" text NOT NULL,
	"alt_text" jsonb,
	CONSTRAINT "product_images_product_code_image_type_gallery_index_format_pk" PRIMARY KEY("product_code","image_type","gallery_index","format")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'STANDARD' NOT NULL,
	"base_product_code" text,
	"variant_type" text,
	"name" jsonb NOT NULL,
	"subname" jsonb,
	"summary" jsonb,
	"description" jsonb,
	"usage" jsonb,
	"keywords" jsonb,
	"seo_title" jsonb,
	"seo_description" jsonb,
	"brand_code" text,
	"manufacturer" text,
	"url" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"purchasable" boolean DEFAULT true NOT NULL,
	"configurable" boolean DEFAULT false NOT NULL,
	"configurator_type" text,
	"available_for_pickup" boolean DEFAULT true NOT NULL,
	"max_order_quantity" integer,
	"average_rating" double precision,
	"number_of_reviews" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"isocode" text PRIMARY KEY NOT NULL,
	"country_isocode" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"product_code" text PRIMARY KEY NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_qualifiers" (
	"product_code" text NOT NULL,
	"qualifier" text NOT NULL,
	"value" jsonb NOT NULL,
	"image_media_code" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variant_qualifiers_product_code_qualifier_pk" PRIMARY KEY("product_code","qualifier")
);
--> statement-breakpoint
CREATE INDEX "areas_region_idx" ON "areas" USING btree ("region_isocode");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_label_idx" ON "cms_pages" USING btree ("label");--> statement-breakpoint
CREATE INDEX "cms_pages_type_idx" ON "cms_pages" USING btree ("type_code");--> statement-breakpoint
CREATE INDEX "discounts_product_idx" ON "discounts" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "kit_bundle_templates_product_idx" ON "kit_bundle_templates" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "navigation_nodes_parent_idx" ON "navigation_nodes" USING btree ("parent_uid");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_code");--> statement-breakpoint
CREATE INDEX "product_features_code_idx" ON "product_features" USING btree ("feature_code");--> statement-breakpoint
CREATE INDEX "products_base_idx" ON "products" USING btree ("base_product_code");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_code");