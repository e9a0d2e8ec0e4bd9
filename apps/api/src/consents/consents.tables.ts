/**
 * Consents (account spec §2.10, §3 Consent template). The templates are the shop's, in code
 * (`consent-templates.ts`, texts in `@dukkan/i18n/api`); `customer_consents` is the record of each answer: a row per
 * consent given, closed by `withdrawn_at`, never deleted while the customer exists, so the shop can show when a
 * consent was given and withdrawn. At most one open consent per customer and template.
 */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "../db/tables.js";

export const customerConsents = pgTable(
  "customer_consents",
  {
    /** The OCC consent code (`consents/{code}`), random so it says nothing about the customer. */
    code: text("code").primaryKey(),
    customerUid: text("customer_uid")
      .notNull()
      .references(() => customers.uid, { onDelete: "cascade", onUpdate: "cascade" }),
    /** A template id of `CONSENT_TEMPLATES`. */
    templateId: text("template_id").notNull(),
    templateVersion: integer("template_version").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    index("customer_consents_customer_idx").on(t.customerUid, t.templateId, t.givenAt),
    uniqueIndex("customer_consents_open_idx")
      .on(t.customerUid, t.templateId)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);
