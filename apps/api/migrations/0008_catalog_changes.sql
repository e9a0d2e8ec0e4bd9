CREATE TABLE "catalog_changes" (
	"version" integer NOT NULL,
	"product_code" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_changes_version_product_code_pk" PRIMARY KEY("version","product_code")
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_changed_at_idx" ON "catalog_changes" USING btree ("changed_at");