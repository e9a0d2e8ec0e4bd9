CREATE TABLE "consent_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_template_id_consent_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."consent_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_consents_customer_idx" ON "customer_consents" USING btree ("customer_uid","template_id","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_consents_open_idx" ON "customer_consents" USING btree ("customer_uid","template_id") WHERE "customer_consents"."withdrawn_at" is null;--> statement-breakpoint
INSERT INTO "consent_templates" ("id", "version", "required", "position", "name", "description") VALUES
	('MARKETING_EMAIL', 1, false, 1,
	 '{"en": "Marketing e-mails", "ar": "رسائل تسويقية بالبريد الإلكتروني"}',
	 '{"en": "News, offers and new products from Dukkan by e-mail (our newsletter).", "ar": "أخبار وعروض ومنتجات جديدة من دكان عبر البريد الإلكتروني (نشرتنا الإخبارية)."}'),
	('SMS_OFFERS', 1, false, 2,
	 '{"en": "Offers by SMS", "ar": "عروض عبر الرسائل النصية"}',
	 '{"en": "Occasional offers and discount codes by text message to your phone number.", "ar": "عروض ورموز خصم من حين لآخر برسالة نصية إلى رقم هاتفك."}'),
	('PERSONALISED_RECOMMENDATIONS', 1, false, 3,
	 '{"en": "Personalised recommendations", "ar": "توصيات مخصصة"}',
	 '{"en": "Product suggestions based on what you view and order.", "ar": "اقتراحات منتجات بناءً على ما تتصفحه وتطلبه."}'),
	('TERMS_AND_CONDITIONS', 1, true, 4,
	 '{"en": "Terms and conditions", "ar": "الشروط والأحكام"}',
	 '{"en": "The shop''s terms and conditions, accepted when you registered.", "ar": "شروط وأحكام المتجر التي وافقت عليها عند التسجيل."}');
--> statement-breakpoint
-- Customers who registered with a password before consents were recorded accepted the terms on the registration
-- form (it cannot be sent without them); their registration date is when.
INSERT INTO "customer_consents" ("code", "customer_uid", "template_id", "template_version", "given_at")
SELECT gen_random_uuid()::text, "uid", 'TERMS_AND_CONDITIONS', 1, "created_at" FROM "customers" WHERE "password_hash" IS NOT NULL;
