/**
 * Staff accounts of the back office (decision 0036), kept apart from customers: their own table, their own
 * opaque session tokens and an append-only audit log of every staff write.
 * - `staff_members`: one per person; e-mail unique (stored lower-case); role owner | fulfilment | support |
 *   merchandiser; argon2id hash (null until an invited member sets a password); failures since the last
 *   successful sign-in and the moment a lock ends.
 * - `staff_sessions`: bearer tokens, stored as their SHA-256 only; a session ends when idle too long, at its
 *   hard expiry, or when revoked (sign out, deactivation, password change).
 * - `staff_password_tokens`: single-use, expiring set-password links (invitation or reset), HMAC-stored like
 *   the customers' reset links.
 * - `staff_recovery_codes`, `staff_sign_in_challenges`: the second factor (decision 0044).
 * - `audit_log`: who did what to what, when, from which request; the member's e-mail and role are copied so
 *   the row still reads right after the member changes or leaves.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { STAFF_ROLES, type StaffRole } from "@dukkan/staff-api";

export { STAFF_ROLES, type StaffRole };

export const staffMembers = pgTable(
  "staff_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    passwordHash: text("password_hash"),
    active: boolean("active").notNull().default(true),
    /** Failed sign-ins since the last successful one (from any address). */
    failedAttempts: integer("failed_attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The authenticator's TOTP secret, AES-256-GCM under a key derived from TOKEN_SECRET (decision 0044). */
    totpSecret: text("totp_secret"),
    /** A secret handed out by enrolment and not yet confirmed with a code (same encryption). */
    totpPendingSecret: text("totp_pending_secret"),
    /** When the secret was confirmed; null = not enrolled (the member's sessions may only enrol). */
    totpEnrolledAt: timestamp("totp_enrolled_at", { withTimezone: true }),
    /** The last accepted TOTP time-step: a code of that step or an earlier one is a replay. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("staff_members_email_lower_case", sql`${t.email} = lower(${t.email})`),
    check("staff_members_role_known", sql`${t.role} in ('owner', 'fulfilment', 'support', 'merchandiser')`),
  ],
);

export type StaffSessionKind = "back-office" | "agent";

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Hex SHA-256 of the bearer token: a copy of the table signs nobody in. */
    tokenHash: text("token_hash").notNull().unique(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull(),
    /** The hard end, however busy the session is. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    /**
     * `back-office`: a signed-in member's token for /admin/v1. `agent`: a token the storefront holds for an
     * assisted-service session (decision 0076); it only acts for that session's customer, never on /admin/v1.
     */
    kind: text("kind").$type<StaffSessionKind>().notNull().default("back-office"),
  },
  (t) => [
    index("staff_sessions_staff_idx").on(t.staffId),
    check("staff_sessions_kind_known", sql`${t.kind} in ('back-office', 'agent')`),
  ],
);

export const staffPasswordTokens = pgTable(
  "staff_password_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["INVITE", "RESET"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_password_tokens_staff_idx").on(t.staffId)],
);

/** Single-use recovery codes (ten per set; a new set or a reset retires the old), HMAC-stored like link tokens. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_recovery_codes_staff_idx").on(t.staffId)],
);

/**
 * The step between a right password and the code: a random challenge (HMAC-stored), single use, five minutes,
 * dead after SECOND_FACTOR.maxWrongCodes wrong codes.
 */
export const staffSignInChallenges = pgTable(
  "staff_sign_in_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    challengeHash: text("challenge_hash").notNull().unique(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    wrongCodes: integer("wrong_codes").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_sign_in_challenges_staff_idx").on(t.staffId)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null only for writes no signed-in member made (the command-line owner creation). */
    staffId: uuid("staff_id"),
    staffEmail: text("staff_email").notNull(),
    role: text("role").notNull(),
    /** Dotted verb, e.g. `staff.invite`, `stock.set`, `consignment.ship`. */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    requestId: text("request_id"),
    ip: text("ip"),
  },
  (t) => [
    // Browsing newest first, by member, by action and by target; id breaks ties of one instant.
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_staff_at_idx").on(t.staffId, t.at.desc()),
    index("audit_log_action_at_idx").on(t.action, t.at.desc()),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.at.desc()),
  ],
);
