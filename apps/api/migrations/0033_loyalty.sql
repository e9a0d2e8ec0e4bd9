CREATE TABLE "loyalty_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_uid" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"order_id" integer,
	"note" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_entries_kind_known" CHECK ("loyalty_entries"."kind" in ('earned', 'redeemed', 'reverted', 'adjusted', 'expired')),
	CONSTRAINT "loyalty_entries_points_nonzero" CHECK ("loyalty_entries"."points" <> 0)
);
--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_customer_uid_customers_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."customers"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_entries_customer_idx" ON "loyalty_entries" USING btree ("customer_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_entries_order_once_idx" ON "loyalty_entries" USING btree ("order_id","kind") WHERE "loyalty_entries"."kind" in ('earned', 'redeemed');--> statement-breakpoint
ALTER TABLE "cart_checkout" ADD COLUMN "loyalty_redeem_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_checkout" ADD COLUMN "loyalty_choice" text;
