/**
 * The job runner on the real database (PGlite, and PostgreSQL in the api-postgres project): jobs exist only when
 * their transaction commits, failures retry with growing delays and then fail, runners sharing a database run
 * each job once, an expired lease hands a job to another runner, recurring jobs run once per period, and stop
 * waits for the running job. Every runner here runs on a test clock that the tests move.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { JobRunner, type JobRunnerOptions } from "./job-runner.js";
import { jobs } from "./jobs.tables.js";

let database: TestDatabase;
let now: Date;
const logged: { level: string; message: string }[] = [];
const logger = {
  info: () => undefined,
  warn: (_details: unknown, message?: string) => void logged.push({ level: "warn", message: message ?? "" }),
  error: (_details: unknown, message?: string) => void logged.push({ level: "error", message: message ?? "" }),
};

const runner = (options: Partial<JobRunnerOptions> = {}) =>
  new JobRunner({ db: database.db, logger, now: () => now, pollIntervalMs: 60_000, ...options });
const at = (iso: string) => new Date(iso);
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const jobsOf = (kind: string) => database.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);

/** A promise and the function that settles it. */
function gate(): { promise: Promise<void>; open: () => void; fail: (error: Error) => void } {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  now = at("2026-11-26T12:00:30.000Z");
  logged.length = 0;
  await database.db.delete(jobs);
});

describe("enqueue", () => {
  it("adds a job only when its transaction commits", async () => {
    const queue = runner();
    const ran: string[] = [];
    queue.handle<{ order: string }>("confirm", async (payload) => void ran.push(payload.order));

    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, "confirm", { order: "rolled-back" });
        tx.rollback();
      }),
    ).rejects.toThrow();
    await database.db.transaction((tx) => queue.enqueue(tx, "confirm", { order: "committed" }));

    expect(await queue.runDueJobs()).toBe(1);
    expect(ran).toEqual(["committed"]);
    expect((await jobsOf("confirm")).map((job) => job.status)).toEqual(["done"]);
  });

  it("adds a job with a key once", async () => {
    const queue = runner();
    let runs = 0;
    queue.handle("mail", async () => void runs++);
    await queue.enqueue(database.db, "mail", {}, { key: "mail:42" });
    await queue.enqueue(database.db, "mail", {}, { key: "mail:42" });

    await queue.runDueJobs();
    await queue.enqueue(database.db, "mail", {}, { key: "mail:42" });
    await queue.runDueJobs();
    expect(runs).toBe(1);
  });

  it("runs a job no earlier than its runAt", async () => {
    const queue = runner();
    let runs = 0;
    queue.handle("later", async () => void runs++);
    await queue.enqueue(database.db, "later", {}, { runAt: at("2026-11-26T12:05:00.000Z") });

    expect(await queue.runDueJobs()).toBe(0);
    now = at("2026-11-26T12:05:00.000Z");
    expect(await queue.runDueJobs()).toBe(1);
    expect(runs).toBe(1);
  });
});

describe("a failing job", () => {
  it("is retried after growing delays, then marked failed and logged", async () => {
    const queue = runner({ retryBaseMs: 1000 });
    let runs = 0;
    queue.handle("flaky", async () => {
      runs++;
      throw new Error(`gateway down (${runs})`);
    });
    await queue.enqueue(database.db, "flaky", {}, { maxAttempts: 4 });

    const delays: number[] = [];
    for (let attempt = 1; attempt < 4; attempt++) {
      expect(await queue.runDueJobs()).toBe(1);
      const [job] = await jobsOf("flaky");
      expect(job).toMatchObject({ status: "pending", attempts: attempt, lockedBy: null });
      expect(job!.lastError).toContain(`gateway down (${attempt})`);
      const delay = job!.runAt.getTime() - now.getTime();
      delays.push(delay);
      // Not before its delay: one millisecond early nothing runs.
      advance(delay - 1);
      expect(await queue.runDueJobs()).toBe(0);
      advance(1);
    }
    expect(await queue.runDueJobs()).toBe(1);

    expect(runs).toBe(4);
    // Attempt n waits between ½ and 1 × 1 s × 2^(n-1): 0.5–1 s, 1–2 s, 2–4 s.
    expect(delays[0]).toBeGreaterThanOrEqual(500);
    expect(delays[0]).toBeLessThanOrEqual(1000);
    expect(delays[1]).toBeGreaterThanOrEqual(1000);
    expect(delays[1]).toBeLessThanOrEqual(2000);
    expect(delays[2]).toBeGreaterThanOrEqual(2000);
    expect(delays[2]).toBeLessThanOrEqual(4000);
    const [job] = await jobsOf("flaky");
    expect(job).toMatchObject({ status: "failed", attempts: 4, lockedBy: null, lockedUntil: null });
    expect(job!.lastError).toContain("gateway down (4)");
    expect(job!.finishedAt).toEqual(now);
    expect(logged).toContainEqual({ level: "error", message: "job failed after its last attempt" });

    advance(60 * 60 * 1000);
    await queue.runDueJobs();
    expect(runs).toBe(4);
  });
});

describe("runners sharing one database", () => {
  it("run each of 50 jobs exactly once", async () => {
    const runs = new Map<number, number>();
    const count = async (payload: { n: number }) => {
      runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
      // Yield, so that the two runners' claims interleave.
      await new Promise((resolve) => setImmediate(resolve));
    };
    const first = runner();
    const second = runner();
    first.handle("work", count);
    second.handle("work", count);
    for (let n = 0; n < 50; n++) await first.enqueue(database.db, "work", { n });

    const [byFirst, bySecond] = await Promise.all([first.runDueJobs(), second.runDueJobs()]);

    expect(byFirst + bySecond).toBe(50);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    expect((await jobsOf("work")).every((job) => job.status === "done" && job.attempts === 1)).toBe(true);
  });

  it("hand a job whose runner died to another runner once its lease expired", async () => {
    const leaseMs = 30_000;
    const dying = runner({ leaseMs });
    const survivor = runner({ leaseMs });
    const claimed = gate();
    const neverEnds = gate();
    dying.handle("import", async () => {
      claimed.open();
      await neverEnds.promise;
    });
    let survivorRuns = 0;
    survivor.handle("import", async () => void survivorRuns++);
    await dying.enqueue(database.db, "import", {});

    // The dying runner claims the job and never finishes it.
    const abandoned = dying.runDueJobs();
    await claimed.promise;
    expect(await survivor.runDueJobs()).toBe(0);
    advance(leaseMs - 1);
    expect(await survivor.runDueJobs()).toBe(0);

    advance(1);
    expect(await survivor.runDueJobs()).toBe(1);
    expect(survivorRuns).toBe(1);
    expect(await jobsOf("import")).toMatchObject([{ status: "done", attempts: 2, lockedBy: null }]);

    // Were the first runner only slow, its late failure leaves the survivor's outcome as it is.
    neverEnds.fail(new Error("late"));
    await abandoned;
    expect(await jobsOf("import")).toMatchObject([{ status: "done", attempts: 2, lastError: null }]);
  });

  it("run a recurring job once per period", async () => {
    let runs = 0;
    const periods: string[] = [];
    const tick = async (payload: { period: string }) => {
      runs++;
      periods.push(payload.period);
    };
    const first = runner();
    const second = runner();
    first.every("scan", 60_000, tick);
    second.every("scan", 60_000, tick);
    const both = () => Promise.all([first.runDueJobs(), second.runDueJobs()]);

    // 12:00:30: the first run is at the next period.
    await both();
    expect(runs).toBe(0);
    now = at("2026-11-26T12:01:00.000Z");
    await both();
    expect(runs).toBe(1);
    now = at("2026-11-26T12:01:59.999Z");
    await both();
    expect(runs).toBe(1);
    now = at("2026-11-26T12:02:10.000Z");
    await both();
    await both();
    expect(runs).toBe(2);
    expect(periods).toEqual(["2026-11-26T12:01:00.000Z", "2026-11-26T12:02:00.000Z"]);
  });

  it("run a recurring job asked to run at start once for the current period", async () => {
    const periods: string[] = [];
    const refresh = async (payload: { period: string }) => void periods.push(payload.period);
    const first = runner();
    const second = runner();
    first.every("refresh", 6 * 60 * 60 * 1000, refresh, { runAtStart: true });
    second.every("refresh", 6 * 60 * 60 * 1000, refresh, { runAtStart: true });

    await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(periods).toEqual(["2026-11-26T12:00:00.000Z"]);
    now = at("2026-11-26T18:00:00.000Z");
    await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(periods).toEqual(["2026-11-26T12:00:00.000Z", "2026-11-26T18:00:00.000Z"]);
  });
});

describe("a started runner", () => {
  it("runs a job as soon as it is woken, and stop waits for the running job", async () => {
    const queue = runner();
    const started = gate();
    const release = gate();
    const events: string[] = [];
    queue.handle("slow", async () => {
      events.push("started");
      started.open();
      await release.promise;
      events.push("finished");
    });
    queue.start();
    await queue.enqueue(database.db, "slow", {});
    queue.wake();
    await started.promise;

    const stopping = queue.stop().then(() => events.push("stopped"));
    // A database round trip: stop is still waiting for the job.
    await jobsOf("slow");
    expect(events).toEqual(["started"]);
    release.open();
    await stopping;

    expect(events).toEqual(["started", "finished", "stopped"]);
    expect(await jobsOf("slow")).toMatchObject([{ status: "done" }]);
    // A stopped runner claims nothing more.
    await queue.enqueue(database.db, "slow", {});
    queue.wake();
    await jobsOf("slow");
    expect((await jobsOf("slow")).map((job) => job.status)).toEqual(["done", "pending"]);
  });
});
