/**
 * Consents (account spec §2.10, §3 Consent template). `consent_templates` are what the shop asks customers to
 * agree to, seeded by the migration in both languages; `customer_consents` is the record of each answer: a row
 * per consent given, closed by `withdrawn_at`, never deleted while the customer exists, so the shop can show
 * when a consent was given and withdrawn. At most one open consent per customer and template.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers, type Localized } from "../db/tables.js";

export const consentTemplates = pgTable("consent_templates", {
  id: text("id").primaryKey(),
  /** Raised when the wording changes in substance: consents to an older version no longer count. */
  version: integer("version").notNull().default(1),
  /** Given by taking part (the registration's terms) and never withdrawn here. */
  required: boolean("required").notNull().default(false),
  position: integer("position").notNull().default(0),
  name: jsonb("name").$type<Localized>().notNull(),
  description: jsonb("description").$type<Localized>().notNull(),
});

export const customerConsents = pgTable(
  "customer_consents",
  {
    /** The OCC consent code (`consents/{code}`), random so it says nothing about the customer. */
    code: text("code").primaryKey(),
    customerUid: text("customer_uid")
      .notNull()
      .references(() => customers.uid, { onDelete: "cascade", onUpdate: "cascade" }),
    templateId: text("template_id")
      .notNull()
      .references(() => consentTemplates.id),
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
