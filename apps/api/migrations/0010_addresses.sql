CREATE TABLE "customer_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_uid" text NOT NULL,
	"title_code" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"town" text NOT NULL,
	"postal_code" text,
	"country_isocode" text NOT NULL,
	"region_isocode" text NOT NULL,
	"area_isocode" text NOT NULL,
	"trn" text,
	"latitude" double precision,
	"longitude" double precision,
	"email" text,
	"phone" text NOT NULL,
	"cellphone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"shipping_address" boolean DEFAULT true NOT NULL,
	"visible_in_address_book" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_uid_customers_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."customers"("uid") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_default_idx" ON "customer_addresses" USING btree ("customer_uid") WHERE "customer_addresses"."is_default";