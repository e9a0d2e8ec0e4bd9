CREATE TABLE "payment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"cart_guid" uuid NOT NULL,
	"customer_uid" text,
	"attempt" integer NOT NULL,
	"gateway_order_id" text NOT NULL,
	"session_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"saved_payment_method_id" text,
	"authentication_status" text,
	"pay_result" text,
	"failure_reason" text,
	"order_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_gateway_order_id_unique" UNIQUE("gateway_order_id")
);
--> statement-breakpoint
CREATE TABLE "saved_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_uid" text NOT NULL,
	"gateway_token" text NOT NULL,
	"masked_number" text NOT NULL,
	"scheme" text NOT NULL,
	"expiry_month" text NOT NULL,
	"expiry_year" text NOT NULL,
	"holder_name" text,
	"billing_address" jsonb,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_outbox_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content_base64" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_payment_methods" ADD CONSTRAINT "saved_payment_methods_customer_uid_customers_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."customers"("uid") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sandbox_outbox_attachments" ADD CONSTRAINT "sandbox_outbox_attachments_message_id_sandbox_outbox_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sandbox_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_cart_attempt_idx" ON "payment_attempts" USING btree ("cart_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_payment_methods_token_idx" ON "saved_payment_methods" USING btree ("customer_uid","gateway_token");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_payment_methods_default_idx" ON "saved_payment_methods" USING btree ("customer_uid") WHERE "saved_payment_methods"."is_default";--> statement-breakpoint
CREATE INDEX "sandbox_outbox_attachments_message_idx" ON "sandbox_outbox_attachments" USING btree ("message_id");