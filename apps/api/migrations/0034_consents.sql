CREATE TABLE "customer_consents" (
	"code" text PRIMARY KEY NOT NULL,
	"customer_uid" text NOT NULL,
	"template_id" text NOT NULL,
	"template_version" integer NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_customer_uid_customers_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."customers"("uid") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "customer_consents_customer_idx" ON "customer_consents" USING btree ("customer_uid","template_id","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_consents_open_idx" ON "customer_consents" USING btree ("customer_uid","template_id") WHERE "customer_consents"."withdrawn_at" is null;--> statement-breakpoint
-- Customers who registered with a password before consents were recorded accepted the terms on the registration
-- form (it cannot be sent without them); their registration date is when.
INSERT INTO "customer_consents" ("code", "customer_uid", "template_id", "template_version", "given_at")
SELECT gen_random_uuid()::text, "uid", 'TERMS_AND_CONDITIONS', 1, "created_at" FROM "customers" WHERE "password_hash" IS NOT NULL;
