import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.js";

const Health = z.object({ status: z.enum(["ok", "error"]), database: z.enum(["ok", "error"]) });
const Readiness = z.object({
  status: z.enum(["ok", "starting", "error"]),
  database: z.enum(["ok", "error"]),
  search: z.enum(["ok", "building"]),
});

/** What readiness asks of the search service. */
export interface SearchReadiness {
  readonly ready: boolean;
}

/**
 * `/health`: liveness, 200 while the database answers, 503 otherwise. `/health/ready`: for load balancers,
 * 200 only once the process can answer every request promptly — the database answers and the search index
 * is built (a 50 000-product catalogue takes about a minute; searches sent before then wait for it).
 */
export function healthRoutes(db: Database, search: SearchReadiness): FastifyPluginAsyncZod {
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
          summary: "Readiness: ready for traffic (database answers, search index built)",
          response: { 200: Readiness, 503: Readiness },
        },
      },
      async (request, reply) => {
        const database = (await databaseAnswers(request.log)) ? ("ok" as const) : ("error" as const);
        const index = search.ready ? ("ok" as const) : ("building" as const);
        if (database === "ok" && index === "ok") return { status: "ok" as const, database, search: index };
        const status = database === "error" ? ("error" as const) : ("starting" as const);
        return reply.status(503).send({ status, database, search: index });
      },
    );
  };
}
