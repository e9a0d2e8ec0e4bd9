CREATE TABLE "payment_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"customer_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
