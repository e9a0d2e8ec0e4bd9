CREATE TABLE "notification_preferences" (
	"customer_uid" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_customer_uid_channel_pk" PRIMARY KEY("customer_uid","channel")
);
--> statement-breakpoint
CREATE TABLE "product_interests" (
	"customer_uid" text NOT NULL,
	"product_code" text NOT NULL,
	"interest_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_interests_customer_uid_product_code_interest_type_pk" PRIMARY KEY("customer_uid","product_code","interest_type")
);
--> statement-breakpoint
CREATE TABLE "home_recommendations" (
	"product_code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"score" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_recommendations" (
	"product_code" text NOT NULL,
	"reference_type" text NOT NULL,
	"target_code" text NOT NULL,
	"position" integer NOT NULL,
	"score" double precision NOT NULL,
	CONSTRAINT "product_recommendations_product_code_reference_type_target_code_pk" PRIMARY KEY("product_code","reference_type","target_code")
);
--> statement-breakpoint
CREATE TABLE "recommendation_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"products" integer NOT NULL,
	"baskets" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_customer_uid_customers_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."customers"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_interests" ADD CONSTRAINT "product_interests_customer_uid_customers_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."customers"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_interests" ADD CONSTRAINT "product_interests_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_interests_product_idx" ON "product_interests" USING btree ("product_code");