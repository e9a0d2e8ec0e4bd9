CREATE TABLE "cart_checkout" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"delivery_address" jsonb,
	"point_of_service_name" text,
	"payment_mode_code" text,
	"payment_details" jsonb,
	"guest_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_checkout" ADD CONSTRAINT "cart_checkout_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;