/**
 * GET /dev/outbox: what the sandbox e-mail and SMS adapters sent, newest first, with the links and codes
 * pulled out so a developer can click through activation, sign-in codes and password resets locally, and the
 * files attached (GET /dev/outbox/attachments/{id} downloads one). Registered only when NODE_ENV is not production.
 */
import { desc, eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OutboxMessage } from "@dukkan/occ";
import { z } from "zod";
import type { Database } from "../db/client.js";
import { sandboxOutbox, sandboxOutboxAttachments } from "../db/tables.js";
import { OccErrorList } from "@dukkan/occ";
import { OccHttpError } from "../occ/errors.js";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = ip.startsWith("::ffff:") ? ip.slice("::ffff:".length) : ip;
  return v4 === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export function outboxRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    // The outbox holds sign-in codes and reset links: only callers on this machine (the developer, the local
    // storefront relaying its shopper's loopback address) may read it. request.ip honours TRUST_PROXY.
    app.addHook("onRequest", async (request) => {
      if (!isLoopbackAddress(request.ip)) {
        throw new OccHttpError(404, [{ type: "UnknownResourceError", message: "Not found" }]);
      }
    });
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
        const attachments =
          rows.length === 0
            ? []
            : await db
                .select({
                  id: sandboxOutboxAttachments.id,
                  messageId: sandboxOutboxAttachments.messageId,
                  filename: sandboxOutboxAttachments.filename,
                  contentType: sandboxOutboxAttachments.contentType,
                  size: sandboxOutboxAttachments.size,
                })
                .from(sandboxOutboxAttachments)
                .where(
                  inArray(
                    sandboxOutboxAttachments.messageId,
                    rows.map((row) => row.id),
                  ),
                )
                .orderBy(sandboxOutboxAttachments.id);
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
            attachments: attachments
              .filter((attachment) => attachment.messageId === row.id)
              .map(({ id, filename, contentType, size }) => ({ id, filename, contentType, size })),
          })),
        };
      },
    );

    app.get(
      "/dev/outbox/attachments/:attachmentId",
      {
        schema: {
          tags: ["Development"],
          summary: "Download a file attached to a sandbox e-mail (development only)",
          params: z.object({ attachmentId: z.coerce.number().int().min(1).max(2_147_483_647) }),
          response: { 200: z.any().describe("The attached file's bytes"), 404: OccErrorList },
        },
      },
      async (request, reply) => {
        const [attachment] = await db
          .select()
          .from(sandboxOutboxAttachments)
          .where(eq(sandboxOutboxAttachments.id, request.params.attachmentId));
        if (!attachment) {
          throw new OccHttpError(404, [
            { type: "UnknownIdentifierError", message: `Attachment ${request.params.attachmentId} not found` },
          ]);
        }
        return reply
          .header("content-type", attachment.contentType)
          .header("content-disposition", `attachment; filename="${attachment.filename.replace(/["\\\r\n]/g, "_")}"`)
          .send(Buffer.from(attachment.contentBase64, "base64"));
      },
    );
  };
}
