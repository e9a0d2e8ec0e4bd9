CREATE TABLE "consignment_entries" (
	"consignment_id" integer NOT NULL,
	"entry_number" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "consignment_entries_consignment_id_entry_number_pk" PRIMARY KEY("consignment_id","entry_number")
);
--> statement-breakpoint
CREATE TABLE "consignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"point_of_service_name" text,
	"warehouse_code" text NOT NULL,
	CONSTRAINT "consignments_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_entries" (
	"order_id" integer NOT NULL,
	"entry_number" integer NOT NULL,
	"product_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"base_price_fils" integer NOT NULL,
	"total_price_fils" integer NOT NULL,
	"configuration" jsonb,
	"bundle_template_id" text,
	"bundle_name" jsonb,
	"components" jsonb,
	CONSTRAINT "order_entries_order_id_entry_number_pk" PRIMARY KEY("order_id","entry_number"),
	CONSTRAINT "order_entries_quantity_positive" CHECK ("order_entries"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"gateway_order_id" text NOT NULL,
	"transaction_id" text,
	"amount_fils" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_gateway_order_id_unique" UNIQUE("gateway_order_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guid" uuid NOT NULL,
	"customer_uid" text,
	"guest_email" text,
	"cart_id" integer NOT NULL,
	"cart_guid" uuid NOT NULL,
	"status" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"area_isocode" text,
	"delivery_mode_code" text NOT NULL,
	"delivery_mode_name" jsonb,
	"delivery_address" jsonb NOT NULL,
	"point_of_service_name" text,
	"payment_mode_code" text NOT NULL,
	"payment_info" jsonb,
	"sub_total_fils" integer NOT NULL,
	"product_discounts_fils" integer NOT NULL,
	"order_discounts_fils" integer NOT NULL,
	"total_discounts_fils" integer NOT NULL,
	"delivery_cost_fils" integer NOT NULL,
	"total_price_fils" integer NOT NULL,
	"total_tax_fils" integer NOT NULL,
	"promotions" jsonb NOT NULL,
	"trn" text,
	"idempotency_key" text,
	"cancel_reason" text,
	"placed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_guid_unique" UNIQUE("guid"),
	CONSTRAINT "orders_totals_not_negative" CHECK ("orders"."total_price_fils" >= 0 and "orders"."delivery_cost_fils" >= 0)
);
--> statement-breakpoint
ALTER TABLE "consignment_entries" ADD CONSTRAINT "consignment_entries_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_entries" ADD CONSTRAINT "order_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_uid_customers_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."customers"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consignments_order_idx" ON "consignments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_entries_product_idx" ON "order_entries" USING btree ("product_code");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id") WHERE "orders"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_idempotency_idx" ON "orders" USING btree ("customer_uid","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_placed_idx" ON "orders" USING btree ("customer_uid","placed_at");