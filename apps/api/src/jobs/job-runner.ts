/**
 * The one job runner (decision 0024): a durable queue in the `jobs` table, on PGlite and PostgreSQL alike.
 *
 * - `enqueue(tx, …)` inserts a job inside the caller's transaction, so the job exists iff that transaction
 *   committed; a job with a `key` is added once (`ON CONFLICT DO NOTHING`).
 * - Runners claim due jobs with `FOR UPDATE SKIP LOCKED` and a lease: two runners never claim one job. A runner
 *   renews the lease while the handler runs; a lease that ran out means its runner died, and the job is claimed
 *   again by whichever runner polls next.
 * - A failed job is retried after an exponentially growing delay with jitter, until its `maxAttempts`; then it is
 *   marked failed and logged.
 * - Recurring jobs are one job per period, keyed by the period's start (`recommendations:2026-11-26T06:00:00.000Z`):
 *   every process enqueues the same key, one insert wins, one runner claims it, so each period runs once.
 *
 * Every process may enqueue; a process that runs jobs calls `start()` (the app's `backgroundJobs` option). Tests
 * drive a runner with their own clock and `runDueJobs()`.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.js";
import { jobs } from "./jobs.tables.js";

/** Where a job can be enqueued: the database or a business transaction. */
export type JobExecutor = Pick<Database, "insert">;

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Dedupe key: while a job with this key is kept, another one is not added. */
  key?: string;
  /** Attempts before the job is marked failed (default {@link DEFAULT_MAX_ATTEMPTS}). */
  maxAttempts?: number;
  /**
   * With a key: a finished job (done, or failed after its last attempt) holding the key is made pending again with
   * fresh attempts, instead of the key blocking the work for as long as the row is kept. For work that is queued
   * again for as long as it is still owed (its handler checks whether it is), so a job that gave up — or whose
   * runner died on its last attempt — is tried again at the next queueing. A pending job is never touched.
   */
  requeueFinished?: boolean;
}

/** What a feature needs to hand work to the runner. */
export interface JobQueue {
  enqueue(tx: JobExecutor, kind: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  /** Polls now instead of at the next interval: call after the transaction that enqueued commits. */
  wake(): void;
}

export interface JobInfo {
  id: number;
  kind: string;
  /** 1 on the first run. */
  attempt: number;
  key: string | null;
}

export type JobHandler<P> = (payload: P, job: JobInfo) => Promise<unknown>;

export interface RecurringOptions {
  /** Also run the current period's job when the process starts (default: the first run is at the next period). */
  runAtStart?: boolean;
  maxAttempts?: number;
}

export interface JobRunnerOptions {
  db: Database;
  logger: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** The queue's clock (tests pin and advance it). */
  now?: () => Date;
  /** How often an idle runner looks for due jobs (default 1 s); `wake()` looks at once. */
  pollIntervalMs?: number;
  /** How long a claim lasts without renewal (default 60 s); renewed every third of it while the job runs. */
  leaseMs?: number;
  /** Jobs one runner runs at once (default 4). */
  concurrency?: number;
  /** The first retry's delay (default 10 s): attempt n waits between ½ and 1 × retryBaseMs × 2^(n-1). */
  retryBaseMs?: number;
  /** Finished jobs are deleted after this long (default 7 days). */
  retentionMs?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
/** A recurring job's next period runs anyway; a couple of retries cover a process that died mid-run. */
const RECURRING_MAX_ATTEMPTS = 3;
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
const CLEANUP_JOB = "jobs:cleanup";
const HOUR_MS = 60 * 60 * 1000;

type ClaimedJob = Pick<typeof jobs.$inferSelect, "id" | "kind" | "payload" | "key" | "attempts" | "maxAttempts">;

interface Schedule {
  kind: string;
  everyMs: number;
  options: RecurringOptions;
  /** The start of the latest period this process enqueued (ms), so each period is inserted once per process. */
  lastEnqueued: number;
}

export class JobRunner implements JobQueue {
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly db: Database;
  private readonly now: () => Date;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly retryBaseMs: number;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly schedules: Schedule[] = [];
  private readonly running = new Set<Promise<void>>();
  private started = false;
  private stopping = false;
  private polling: Promise<void> | undefined;
  private pollAgain = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: JobRunnerOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.concurrency = options.concurrency ?? 4;
    this.retryBaseMs = options.retryBaseMs ?? 10_000;
    const retentionMs = options.retentionMs ?? 7 * 24 * HOUR_MS;
    this.every(CLEANUP_JOB, HOUR_MS, async () => {
      const before = new Date(this.now().getTime() - retentionMs);
      await this.db.delete(jobs).where(lt(jobs.finishedAt, before));
    });
  }

  /** Registers what runs a job of `kind`; one handler per kind. */
  handle<P>(kind: string, handler: JobHandler<P>): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for job kind ${kind} is already registered`);
    this.handlers.set(kind, handler as JobHandler<unknown>);
  }

  /** Registers `handler` and runs it once per `everyMs` period (periods start at multiples of `everyMs`). */
  every(kind: string, everyMs: number, handler: JobHandler<{ period: string }>, options: RecurringOptions = {}): void {
    this.handle(kind, handler);
    this.schedules.push({ kind, everyMs, options, lastEnqueued: -Infinity });
  }

  async enqueue(tx: JobExecutor, kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
    const values = {
      kind,
      payload: payload ?? {},
      key: options.key ?? null,
      runAt: options.runAt ?? this.now(),
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    };
    const insert = tx.insert(jobs).values(values);
    if (options.key && options.requeueFinished) {
      await insert.onConflictDoUpdate({
        target: jobs.key,
        set: {
          payload: values.payload,
          status: "pending",
          runAt: values.runAt,
          attempts: 0,
          maxAttempts: values.maxAttempts,
          lockedBy: null,
          lockedUntil: null,
          finishedAt: null,
        },
        setWhere: sql`${jobs.status} <> 'pending'`,
      });
    } else {
      await insert.onConflictDoNothing();
    }
    // Outside a transaction the job is already committed: run it now. Inside one, the caller wakes after the commit.
    if (tx === this.db) this.wake();
  }

  /** Whether this process runs jobs (started and not stopping). */
  get isRunning(): boolean {
    return this.started && !this.stopping;
  }

  /** Starts polling; jobs run in this process until `stop()`. */
  start(): void {
    this.started = true;
    this.tick();
  }

  wake(): void {
    if (this.started && !this.stopping) this.tick();
  }

  /** Claims no more jobs, and resolves when the jobs this runner is running have finished. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.polling;
    await Promise.allSettled([...this.running]);
  }

  /** Runs every job due now (and the ones they make due), one batch after another; answers how many ran. */
  async runDueJobs(): Promise<number> {
    let ran = 0;
    for (;;) {
      await this.enqueueRecurring();
      const claimed = await this.claim(this.concurrency);
      if (claimed.length === 0) return ran;
      await Promise.all(claimed.map((job) => this.execute(job)));
      ran += claimed.length;
    }
  }

  /** One poll at a time; a wake during a poll polls again right after it. */
  private tick(): void {
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.polling = this.poll()
      .catch((error: unknown) => this.options.logger.error({ err: error }, "job poll failed"))
      .finally(() => {
        this.polling = undefined;
        if (this.stopping) return;
        if (this.pollAgain) {
          this.pollAgain = false;
          this.tick();
          return;
        }
        this.timer = setTimeout(() => this.tick(), this.pollIntervalMs);
        // A pending poll never keeps the process alive at shutdown.
        this.timer.unref();
      });
  }

  private async poll(): Promise<void> {
    await this.enqueueRecurring();
    const free = this.concurrency - this.running.size;
    if (free <= 0) return;
    const claimed = await this.claim(free);
    for (const job of claimed) {
      const run = this.execute(job)
        // Only recording the outcome can fail here (the database went away): the lease hands the job on.
        .catch((error: unknown) => this.options.logger.error({ err: error, jobId: job.id }, "job outcome not saved"))
        .finally(() => {
          this.running.delete(run);
          // A slot is free: more jobs may be due.
          this.wake();
        });
      this.running.add(run);
    }
  }

  /** Inserts the next period's job of each schedule (and at start the current one's, when asked) once. */
  private async enqueueRecurring(): Promise<void> {
    const now = this.now().getTime();
    for (const schedule of this.schedules) {
      const current = Math.floor(now / schedule.everyMs) * schedule.everyMs;
      const firstPoll = schedule.lastEnqueued === -Infinity;
      const periods =
        firstPoll && schedule.options.runAtStart ? [current, current + schedule.everyMs] : [current + schedule.everyMs];
      for (const start of periods) {
        if (start <= schedule.lastEnqueued) continue;
        const period = new Date(start).toISOString();
        await this.enqueue(
          this.db,
          schedule.kind,
          { period },
          {
            key: `${schedule.kind}:${period}`,
            runAt: new Date(start),
            maxAttempts: schedule.options.maxAttempts ?? RECURRING_MAX_ATTEMPTS,
          },
        );
        schedule.lastEnqueued = start;
      }
    }
  }

  /** Takes up to `limit` due jobs: pending, run_at passed, and unclaimed or with an expired lease. */
  private async claim(limit: number): Promise<ClaimedJob[]> {
    const now = this.now();
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(eq(jobs.status, "pending"), lte(jobs.runAt, now), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now))),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    return this.db
      .update(jobs)
      .set({
        lockedBy: this.workerId,
        lockedUntil: new Date(now.getTime() + this.leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        key: jobs.key,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind);
    if (!handler) {
      // Another version of the app may know it (a rolling deploy): hand it back, without using an attempt.
      this.options.logger.warn({ jobId: job.id, kind: job.kind }, "no handler for this job kind here; released");
      await this.release(job, { attempts: job.attempts - 1, runAt: new Date(this.now().getTime() + this.retryBaseMs) });
      return;
    }
    if (job.attempts > job.maxAttempts) {
      await this.failed(job, new Error("its runner stopped during the last attempt (lease expired)"));
      return;
    }
    const heartbeat = setInterval(() => this.renewLease(job), Math.max(1, Math.floor(this.leaseMs / 3)));
    heartbeat.unref();
    try {
      await handler(job.payload, { id: job.id, kind: job.kind, attempt: job.attempts, key: job.key });
      await this.finish(job, { status: "done", lastError: null });
    } catch (error) {
      if (job.attempts >= job.maxAttempts) {
        await this.failed(job, error);
      } else {
        const delayMs = this.retryDelayMs(job.attempts);
        this.options.logger.warn(
          { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, retryInMs: delayMs },
          "job failed; it will be retried",
        );
        await this.release(job, { runAt: new Date(this.now().getTime() + delayMs), lastError: errorText(error) });
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Equal jitter: half the exponential delay fixed, half random, so retries spread yet always grow. */
  private retryDelayMs(attempt: number): number {
    const exponential = Math.min(this.retryBaseMs * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
    return Math.round(exponential / 2 + (Math.random() * exponential) / 2);
  }

  private async failed(job: ClaimedJob, error: unknown): Promise<void> {
    this.options.logger.error(
      { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts },
      "job failed after its last attempt",
    );
    await this.finish(job, { status: "failed", lastError: errorText(error) });
  }

  /** Updates only while this runner still holds the job: after a lost lease the row is another runner's. */
  private async finish(
    job: ClaimedJob,
    outcome: { status: "done" | "failed"; lastError: string | null },
  ): Promise<void> {
    await this.db
      .update(jobs)
      .set({ ...outcome, finishedAt: this.now(), lockedBy: null, lockedUntil: null })
      .where(this.heldByMe(job));
  }

  private async release(
    job: ClaimedJob,
    change: { runAt: Date; attempts?: number; lastError?: string },
  ): Promise<void> {
    await this.db
      .update(jobs)
      .set({ ...change, lockedBy: null, lockedUntil: null })
      .where(this.heldByMe(job));
  }

  private renewLease(job: ClaimedJob): void {
    this.db
      .update(jobs)
      .set({ lockedUntil: new Date(this.now().getTime() + this.leaseMs) })
      .where(this.heldByMe(job))
      .catch((error: unknown) => this.options.logger.warn({ err: error, jobId: job.id }, "job lease not renewed"));
  }

  private heldByMe(job: ClaimedJob) {
    return and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId), eq(jobs.status, "pending"));
  }
}

const errorText = (error: unknown): string =>
  (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, 2000);
