import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import { jobQueueState, OVERDUE_AFTER } from "../jobs/job-queue-state.js";

const Health = z.object({ status: z.enum(["ok", "error"]), database: z.enum(["ok", "error"]) });
const Readiness = z.object({
  status: z.enum(["ok", "starting", "error"]),
  database: z.enum(["ok", "error"]),
  search: z.enum(["ok", "building"]),
  jobs: z.object({
    /** Whether this process runs background jobs (one or more processes of a shop must). */
    runner: z.enum(["running", "off"]),
    /** Jobs due more than 5 minutes ago and not yet run: no process is running jobs, or they are stuck. */
    overdue: z.number().int(),
    /** Jobs that gave up after their last attempt in the past hour. */
    failedLastHour: z.number().int(),
  }),
  /** Which adapter each outside service goes through (never a secret): sandboxes must not serve a real shop. */
  adapters: z.object({
    email: z.enum(["sandbox", "smtp"]),
    sms: z.enum(["sandbox", "http"]),
    payment: z.string().describe("the card gateway's host"),
    geocoder: z.enum(["sandbox", "http"]),
    files: z.enum(["local", "s3"]),
  }),
  /** What an operator should look at, in words; empty when all is well. */
  problems: z.array(z.string()),
});
type Readiness = z.infer<typeof Readiness>;

/** What readiness asks of the search service and the job runner. */
export interface SearchReadiness {
  readonly ready: boolean;
}
export interface JobRunnerState {
  readonly isRunning: boolean;
}

function adaptersOf(config: Config): Readiness["adapters"] {
  return {
    email: config.email.adapter,
    sms: config.sms.adapter,
    payment: new URL(config.payment.gatewayUrl).host,
    geocoder: config.geocoder.adapter,
    files: config.files.adapter,
  };
}

/**
 * `/health`: liveness, 200 while the database answers, 503 otherwise. `/health/ready`: for load balancers,
 * 200 only once the process can answer every request promptly — the database answers and the search index
 * is built (a 50 000-product catalogue takes about a minute; searches sent before then wait for it). Its body
 * also tells an operator what is wrong elsewhere (jobs not running or failing, sandbox adapters), without taking
 * the process out of service for it: those are not fixed by sending traffic elsewhere.
 */
export function healthRoutes(
  db: Database,
  search: SearchReadiness,
  jobs: JobRunnerState,
  config: Config,
  now: () => Date,
): FastifyPluginAsyncZod {
  return async (app) => {
    const databaseAnswers = async (log: { error: (details: object, message: string) => void }) => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch (error) {
        log.error({ err: error }, "health check: database unreachable");
        return false;
      }
    };

    app.get(
      "/health",
      {
        schema: {
          tags: ["Operations"],
          summary: "Liveness: the API and its database answer",
          response: { 200: Health, 503: Health },
        },
      },
      async (request, reply) => {
        if (await databaseAnswers(request.log)) return { status: "ok" as const, database: "ok" as const };
        return reply.status(503).send({ status: "error", database: "error" });
      },
    );

    app.get(
      "/health/ready",
      {
        schema: {
          tags: ["Operations"],
          summary: "Readiness: ready for traffic (database answers, search index built), and what needs attention",
          response: { 200: Readiness, 503: Readiness },
        },
      },
      async (request, reply) => {
        const adapters = adaptersOf(config);
        const index = search.ready ? ("ok" as const) : ("building" as const);
        if (!(await databaseAnswers(request.log))) {
          const jobsUnknown = { runner: jobs.isRunning ? "running" : "off", overdue: 0, failedLastHour: 0 } as const;
          return reply.status(503).send({
            status: "error",
            database: "error",
            search: index,
            jobs: jobsUnknown,
            adapters,
            problems: ["The database does not answer: check DATABASE_URL and the database server."],
          });
        }
        const queue = await jobQueueState(db, now());
        const jobState = {
          runner: jobs.isRunning ? ("running" as const) : ("off" as const),
          overdue: queue.overdue,
          failedLastHour: queue.failedLastHour,
        };
        const problems: string[] = [];
        if (jobState.overdue > 0) {
          problems.push(
            `${jobState.overdue} background jobs are overdue by more than ${OVERDUE_AFTER}: make sure an API process ` +
              "with background jobs is running.",
          );
        }
        if (jobState.failedLastHour > 0) {
          problems.push(
            `${jobState.failedLastHour} background jobs failed in the last hour (${queue.failedKinds.join(", ")}): see the log lines ` +
              "'job failed after its last attempt' for why.",
          );
        }
        if (config.env === "production" && (adapters.email === "sandbox" || adapters.sms === "sandbox")) {
          problems.push("E-mail or SMS goes to the sandbox outbox: customers receive nothing.");
        }
        const body = { database: "ok" as const, search: index, jobs: jobState, adapters, problems };
        if (index === "ok") return { status: "ok" as const, ...body };
        return reply.status(503).send({ status: "starting", ...body });
      },
    );
  };
}
