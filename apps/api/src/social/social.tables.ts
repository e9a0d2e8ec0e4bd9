/**
 * Social sign-in links: which customer a provider's account signs in as. The key is the provider and the
 * provider's stable subject (`sub`), never the e-mail, which a person can change at the provider.
 */
import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "../db/tables.js";

export const socialIdentities = pgTable(
  "social_identities",
  {
    /** google, facebook, apple or twitter. */
    provider: text("provider").notNull(),
    /** The provider's `sub` claim: stable per person and client. */
    subject: text("subject").notNull(),
    customerUid: text("customer_uid")
      .notNull()
      .references(() => customers.uid, { onDelete: "cascade", onUpdate: "cascade" }),
    /** The e-mail the provider last reported (informational; the uid keeps the first one, as the spec's form). */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("social_identities_customer_idx").on(t.customerUid)],
);
