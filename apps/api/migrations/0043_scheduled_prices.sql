-- Scheduled price changes (issue 19, decision 0071): a product's price from a time, optionally until a time. The
-- job runner applies each row at starts_at and puts the price before it back at ends_at; cancelled rows never apply.
CREATE TABLE "scheduled_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheduled_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_code" text NOT NULL,
	"price_fils" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"previous_price_fils" integer,
	"applied_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_prices_price" CHECK ("scheduled_prices"."price_fils" > 0),
	CONSTRAINT "scheduled_prices_window" CHECK ("scheduled_prices"."ends_at" is null or "scheduled_prices"."ends_at" > "scheduled_prices"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "scheduled_prices" ADD CONSTRAINT "scheduled_prices_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_prices_product_idx" ON "scheduled_prices" USING btree ("product_code","starts_at");
