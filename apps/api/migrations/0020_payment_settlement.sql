CREATE TABLE "payment_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"gateway_order_id" text NOT NULL,
	"type" text NOT NULL,
	"transaction_id" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"result" text NOT NULL,
	"gateway_code" text,
	"cancellation_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "authorized_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "captured_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refunded_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_cancellation_id_order_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."order_cancellations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_gateway_idx" ON "payment_transactions" USING btree ("gateway_order_id","transaction_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id","at");--> statement-breakpoint
-- Orders paid before authorise-then-capture (decision 0037) were authorised and captured at once by PAY.
UPDATE "order_payments" SET "authorized_fils" = "amount_fils", "captured_fils" = "amount_fils" WHERE "status" = 'CAPTURED';--> statement-breakpoint
INSERT INTO "payment_transactions" ("order_id", "gateway_order_id", "type", "transaction_id", "amount_fils", "result", "gateway_code", "at")
  SELECT "order_id", "gateway_order_id", 'PAY', coalesce("transaction_id", 'pay-1'), "amount_fils", 'SUCCESS', 'APPROVED', "updated_at"
  FROM "order_payments" WHERE "status" = 'CAPTURED';--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_amounts_in_range" CHECK ("order_payments"."captured_fils" >= 0 and "order_payments"."refunded_fils" >= 0 and "order_payments"."refunded_fils" <= "order_payments"."captured_fils");