/**
 * The customer's order attachments (account spec §2.21, §7 Orders):
 * - GET users/{u}/orders/{code}/attachments → `sapAttachments`;
 * - GET users/{u}/orders/{code}/attachments/{id} → the file, shown in the browser when it can preview the type
 *   (Content-Disposition inline) and downloaded under its name otherwise; `nosniff` so a browser never runs it
 *   as something else.
 * Customers read their orders by code or guid, guests (`anonymous`) theirs by guid; another's answers as unknown.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { OrderAttachmentList } from "@dukkan/occ/order";
import { send } from "../../cart/cart-route-support.js";
import type { UserGuards } from "../../guards/user-guard.js";
import { OccQuery } from "../../occ/params.js";
import { sendStoredFile } from "../../files/uploaded-files.js";
import type { AttachmentService } from "./attachment-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const orderParams = z.object({ userId: z.string().max(256), code: z.string().min(1).max(100) });

export function attachmentRoutes(attachments: AttachmentService, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/users/:userId/orders/:code/attachments",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Orders"],
          summary: "The files staff attached to one of the caller's orders",
          params: orderParams,
          querystring: OccQuery,
          response: { 200: OrderAttachmentList, ...errors },
        },
      },
      async (request, reply) =>
        send(reply, JSON.stringify(await attachments.list(request.context, request.params.code))),
    );

    app.get(
      "/users/:userId/orders/:code/attachments/:attachmentId",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Orders"],
          summary: "Download one attachment of one of the caller's orders",
          description:
            "The file's bytes with its type; PDFs and pictures inline (a browser tab), others as a download.",
          params: orderParams.extend({ attachmentId: z.string().min(1).max(100) }),
          querystring: OccQuery,
          response: { 200: z.any().describe("The file"), ...errors },
        },
      },
      async (request, reply) => {
        const { code, attachmentId } = request.params;
        const file = await attachments.download(request.context, code, attachmentId);
        return sendStoredFile(reply, file);
      },
    );
  };
}
