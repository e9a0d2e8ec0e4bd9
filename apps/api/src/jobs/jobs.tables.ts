/**
 * The durable job queue (decision 0024): one row per job. A job is pending until a runner finishes it (done) or
 * gives up after its last attempt (failed). A runner owns a pending job while its lease (locked_by,
 * locked_until) lasts; a lease that ran out means the runner died, and any runner may claim the job again.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export type JobStatus = "pending" | "done" | "failed";

export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    /** Dedupe key: a second job with the same key is not added (e.g. `recommendations:2026-11-26T06:00:00.000Z`). */
    key: text("key"),
    status: text("status").$type<JobStatus>().notNull().default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    /** Claims so far, counted when claimed: a job whose runner died on it used up that attempt. */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_key_idx").on(t.key),
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index("jobs_finished_idx").on(t.finishedAt),
  ],
);
