import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.js";

const Health = z.object({ status: z.enum(["ok", "error"]), database: z.enum(["ok", "error"]) });

/** Liveness and readiness in one: 200 while the database answers, 503 otherwise (for load balancers). */
export function healthRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/health",
      {
        schema: {
          tags: ["Operations"],
          summary: "Health check",
          response: { 200: Health, 503: Health },
        },
      },
      async (request, reply) => {
        try {
          await db.execute(sql`select 1`);
          return { status: "ok" as const, database: "ok" as const };
        } catch (error) {
          request.log.error({ err: error }, "health check: database unreachable");
          return reply.status(503).send({ status: "error", database: "error" });
        }
      },
    );
  };
}
