CREATE TABLE "consignment_tracking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consignment_tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consignment_id" integer NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"reference_code" text,
	"detail" jsonb NOT NULL,
	"location" text
);
--> statement-breakpoint
CREATE TABLE "order_cancellations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_cancellations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"code" text NOT NULL,
	"complete" boolean NOT NULL,
	"entries" jsonb NOT NULL,
	"amount_fils" integer NOT NULL,
	"tax_fils" integer NOT NULL,
	"delivery_refund_fils" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cancellations_code_unique" UNIQUE("code"),
	CONSTRAINT "order_cancellations_amount_not_negative" CHECK ("order_cancellations"."amount_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"consignment_id" integer,
	"kind" text DEFAULT 'STATUS' NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"reason" text,
	"details" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "status_date" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "carrier_code" text;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "tracking_id" text;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "target_arrival_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_entries" ADD COLUMN "cancelled_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consignment_tracking_events" ADD CONSTRAINT "consignment_tracking_events_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consignment_tracking_events_consignment_idx" ON "consignment_tracking_events" USING btree ("consignment_id","event_date");--> statement-breakpoint
CREATE INDEX "order_cancellations_order_idx" ON "order_cancellations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "consignments_status_idx" ON "consignments" USING btree ("status");--> statement-breakpoint
ALTER TABLE "order_entries" ADD CONSTRAINT "order_entries_cancelled_in_range" CHECK ("order_entries"."cancelled_quantity" >= 0 and "order_entries"."cancelled_quantity" <= "order_entries"."quantity");