CREATE TABLE "cart_vouchers" (
	"cart_id" integer NOT NULL,
	"coupon_code" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_vouchers_cart_id_coupon_code_pk" PRIMARY KEY("cart_id","coupon_code")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_code" text NOT NULL,
	"customer_uid" text,
	"order_code" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"promotion_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_per_customer" integer,
	"max_total" integer,
	"claimable" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code"))
);
--> statement-breakpoint
CREATE TABLE "customer_coupons" (
	"customer_uid" text NOT NULL,
	"coupon_code" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_coupons_customer_uid_coupon_code_pk" PRIMARY KEY("customer_uid","coupon_code")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"percent_basis_points" integer,
	"amount_fils" integer,
	"threshold_fils" integer,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"buy_quantity" integer,
	"free_quantity" integer,
	"product_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"brand_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"coupon_only" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"potential_message" jsonb,
	"potential_from_fils" integer,
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('PRODUCT_PERCENT', 'PRODUCT_AMOUNT', 'BUY_X_GET_Y', 'ORDER_PERCENT', 'ORDER_AMOUNT', 'FREE_SHIPPING')),
	CONSTRAINT "promotions_percent" CHECK ("promotions"."percent_basis_points" is null or "promotions"."percent_basis_points" between 1 and 10000),
	CONSTRAINT "promotions_amounts" CHECK (coalesce("promotions"."amount_fils", 0) >= 0 and coalesce("promotions"."threshold_fils", 0) >= 0),
	CONSTRAINT "promotions_quantities" CHECK ("promotions"."min_quantity" >= 1 and coalesce("promotions"."buy_quantity", 1) >= 1 and coalesce("promotions"."free_quantity", 1) >= 1)
);
--> statement-breakpoint
ALTER TABLE "cart_vouchers" ADD CONSTRAINT "cart_vouchers_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_vouchers" ADD CONSTRAINT "cart_vouchers_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_uid_customers_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."customers"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_promotion_code_promotions_code_fk" FOREIGN KEY ("promotion_code") REFERENCES "public"."promotions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_customer_uid_customers_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."customers"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("coupon_code","order_code");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("coupon_code","customer_uid");--> statement-breakpoint
CREATE INDEX "coupons_promotion_idx" ON "coupons" USING btree ("promotion_code");