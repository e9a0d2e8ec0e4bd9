CREATE TABLE "return_request_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_request_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_request_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "return_request_entries" (
	"return_request_id" integer NOT NULL,
	"entry_number" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer,
	"restocked_quantity" integer DEFAULT 0 NOT NULL,
	"refund_fils" integer NOT NULL,
	CONSTRAINT "return_request_entries_return_request_id_entry_number_pk" PRIMARY KEY("return_request_id","entry_number"),
	CONSTRAINT "return_request_entries_quantity_positive" CHECK ("return_request_entries"."quantity" > 0),
	CONSTRAINT "return_request_entries_restocked_in_range" CHECK ("return_request_entries"."restocked_quantity" between 0 and "return_request_entries"."quantity")
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"customer_uid" text NOT NULL,
	"status" text NOT NULL,
	"reason_code" text,
	"staff_message" text,
	"refund_fils" integer NOT NULL,
	"tax_fils" integer NOT NULL,
	"refund_method" text,
	"refund_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "return_requests_refund_not_negative" CHECK ("return_requests"."refund_fils" >= 0 and "return_requests"."tax_fils" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_credit_note_has_cancellation";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "returnable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "return_request_id" integer;--> statement-breakpoint
ALTER TABLE "return_request_attachments" ADD CONSTRAINT "return_request_attachments_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_entries" ADD CONSTRAINT "return_request_entries_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_customer_uid_customers_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."customers"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_request_attachments_request_idx" ON "return_request_attachments" USING btree ("return_request_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_customer_idx" ON "return_requests" USING btree ("customer_uid","created_at","id");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_return_request_idx" ON "invoices" USING btree ("return_request_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_has_cancellation" CHECK (("invoices"."type" = 'CREDIT_NOTE') = (("invoices"."cancellation_id" is not null) <> ("invoices"."return_request_id" is not null)));