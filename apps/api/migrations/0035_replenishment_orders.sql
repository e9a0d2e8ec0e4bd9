CREATE TABLE "replenishment_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "replenishment_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_uid" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"recurrence_period" text NOT NULL,
	"number_of_days" integer,
	"number_of_weeks" integer,
	"days_of_week" jsonb,
	"nth_day_of_month" integer,
	"first_date" date NOT NULL,
	"next_date" date,
	"language" text NOT NULL,
	"area_isocode" text,
	"delivery_mode_code" text NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"point_of_service_name" text,
	"payment_mode_code" text NOT NULL,
	"entries" jsonb NOT NULL,
	"total_price_fils" integer NOT NULL,
	"total_items" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "replenishment_orders_next_date_when_active" CHECK (("replenishment_orders"."active") = ("replenishment_orders"."next_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "replenishment_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "replenishment_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"replenishment_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"order_id" integer,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "replenishment_orders" ADD CONSTRAINT "replenishment_orders_customer_uid_customers_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."customers"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_orders" ADD CONSTRAINT "replenishment_orders_delivery_mode_code_delivery_modes_code_fk" FOREIGN KEY ("delivery_mode_code") REFERENCES "public"."delivery_modes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_runs" ADD CONSTRAINT "replenishment_runs_replenishment_id_replenishment_orders_id_fk" FOREIGN KEY ("replenishment_id") REFERENCES "public"."replenishment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_runs" ADD CONSTRAINT "replenishment_runs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "replenishment_orders_customer_idx" ON "replenishment_orders" USING btree ("customer_uid","id");--> statement-breakpoint
CREATE INDEX "replenishment_orders_due_idx" ON "replenishment_orders" USING btree ("next_date") WHERE "replenishment_orders"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "replenishment_runs_due_idx" ON "replenishment_runs" USING btree ("replenishment_id","due_date");
