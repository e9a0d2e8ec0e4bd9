CREATE TABLE "invoice_sequences" (
	"type" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_sequences_type_year_pk" PRIMARY KEY("type","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"cancellation_id" integer,
	"net_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"total_fils" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_type" CHECK ("invoices"."type" in ('TAX_INVOICE', 'CREDIT_NOTE')),
	CONSTRAINT "invoices_credit_note_has_cancellation" CHECK (("invoices"."type" = 'CREDIT_NOTE') = ("invoices"."cancellation_id" is not null)),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."net_fils" + "invoices"."vat_fils" = "invoices"."total_fils" and "invoices"."total_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_notifications_sent" (
	"key" text NOT NULL,
	"channel" text NOT NULL,
	"order_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notifications_sent_key_channel_pk" PRIMARY KEY("key","channel")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancellation_id_order_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."order_cancellations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notifications_sent" ADD CONSTRAINT "order_notifications_sent_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_tax_invoice_of_order_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."type" = 'TAX_INVOICE';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_cancellation_idx" ON "invoices" USING btree ("cancellation_id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");