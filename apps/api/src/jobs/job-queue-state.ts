/** How the shop's job queue stands, read from the queue table: for readiness and for the metrics. */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.js";

/** A job due longer ago than this has waited too long: no process is running jobs, or they are stuck. */
export const OVERDUE_AFTER = "5 minutes";

export interface JobQueueState {
  pending: number;
  /** Pending jobs due more than OVERDUE_AFTER ago. */
  overdue: number;
  /** Jobs that gave up after their last attempt in the past hour, and their kinds. */
  failedLastHour: number;
  failedKinds: string[];
}

/**
 * `now` is the app's clock, the one jobs are scheduled by (tests pin it), not the database's: a job due at the
 * app's "now" is not overdue however far the database's clock has moved on.
 */
export async function jobQueueState(db: Pick<Database, "execute">, now: Date): Promise<JobQueueState> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    select
      (select count(*)::int from jobs where status = 'pending') as pending,
      (select count(*)::int from jobs
        where status = 'pending' and run_at < ${at}::timestamptz - ${OVERDUE_AFTER}::interval) as overdue,
      (select count(*)::int from jobs
        where status = 'failed' and finished_at > ${at}::timestamptz - interval '1 hour') as failed,
      (select coalesce(array_agg(distinct kind), '{}') from jobs
        where status = 'failed' and finished_at > ${at}::timestamptz - interval '1 hour') as "failedKinds"`);
  const [row] = (
    result as unknown as { rows: { pending: number; overdue: number; failed: number; failedKinds: string[] }[] }
  ).rows;
  return {
    pending: Number(row?.pending ?? 0),
    overdue: Number(row?.overdue ?? 0),
    failedLastHour: Number(row?.failed ?? 0),
    failedKinds: row?.failedKinds ?? [],
  };
}
