/**
 * GET /dev/outbox: what the sandbox e-mail and SMS adapters sent, newest first, with the links and codes
 * pulled out so a developer can click through activation, sign-in codes and password resets locally.
 * Registered only when NODE_ENV is not production.
 */
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OutboxMessage } from "@dukkan/occ";
import { z } from "zod";
import type { Database } from "../db/client.js";
import { sandboxOutbox } from "../db/schema.js";

export function outboxRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/dev/outbox",
      {
        schema: {
          tags: ["Development"],
          summary: "Sandbox e-mails and SMS (development only)",
          querystring: z.object({
            to: z.string().max(320).optional().describe("Only messages to this e-mail address or phone number"),
            limit: z.coerce.number().int().min(1).max(200).default(50),
          }),
          response: { 200: z.object({ messages: z.array(OutboxMessage) }) },
        },
      },
      async (request) => {
        const { to, limit } = request.query;
        const rows = await db
          .select()
          .from(sandboxOutbox)
          .where(to ? eq(sandboxOutbox.recipient, to.trim().toLowerCase()) : undefined)
          .orderBy(desc(sandboxOutbox.id))
          .limit(limit);
        return {
          messages: rows.map((row) => ({
            id: row.id,
            channel: row.channel,
            to: row.recipient,
            subject: row.subject,
            body: row.body,
            links: row.body.match(/https?:\/\/\S+/g) ?? [],
            codes: row.body.match(/(?<![\w/=-])\d{6}(?![\w-])/g) ?? [],
            sentAt: row.createdAt.toISOString(),
          })),
        };
      },
    );
  };
}
