/**
 * Staff changes to orders under /admin/v1 (issue 18), each audited in the transaction of the change:
 * - POST /orders/{code}/cancellation (owner, fulfilment, support): cancels the order, or the listed units, with a
 *   reason the customer sees in the order's history; the same service and rules as the customer's cancellation.
 * - POST /orders/{code}/attachments (owner, fulfilment): multipart, a `kind` field and one `file` part: a
 *   delivery note, proof of delivery or other file the customer can then list and download.
 */
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { CancellationRequestEntryInputList, Order, OrderAttachment } from "@dukkan/occ/order";
import { OccHttpError } from "../../occ/errors.js";
import { recordAudit } from "../../staff/audit.js";
import type { StaffGuards } from "../../staff/staff-guards.js";
import { fileMissing, UPLOAD_LIMITS, uploadedBytes } from "../attachments/attachment-files.js";
import type { AttachmentService } from "../attachments/attachment-service.js";
import { ORDER_ATTACHMENT_KINDS, type OrderAttachmentKind } from "../attachments/attachments.tables.js";
import type { OrderService } from "../order-service.js";
import type { CancellationService } from "./cancellation-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const orderParams = z.object({ code: z.string().min(1).max(100) });

const StaffCancellation = z.object({
  reason: z.string().trim().min(1).max(500),
  cancellationRequestEntryInputs: CancellationRequestEntryInputList.shape.cancellationRequestEntryInputs
    .max(200)
    .optional(),
});

const invalidKind = () =>
  new OccHttpError(400, [
    {
      type: "ValidationError",
      reason: "invalid",
      subject: "kind",
      subjectType: "parameter",
      message: `kind must be one of ${ORDER_ATTACHMENT_KINDS.join(", ")}.`,
    },
  ]);

export function staffOrderRoutes(
  services: { orders: OrderService; cancellations: CancellationService; attachments: AttachmentService },
  guards: StaffGuards,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: UPLOAD_LIMITS });

    app.post(
      "/orders/:code/cancellation",
      {
        preValidation: guards.require("fulfilment", "support"),
        schema: {
          tags: ["Staff orders"],
          summary: "Cancel an order (or some of its units) with a reason",
          description:
            "Without cancellationRequestEntryInputs the whole order is cancelled. Same rules as the customer's " +
            "cancellation (state machine, quantities, re-pricing, stock, payment job); audited.",
          params: orderParams,
          body: StaffCancellation,
          response: { 200: Order, ...errors },
        },
      },
      async (request) => {
        const { staff } = request.staffContext;
        const { reason, cancellationRequestEntryInputs } = request.body;
        const { order } = await services.cancellations.cancel({
          orderId: request.params.code,
          ownerUid: null,
          entries: cancellationRequestEntryInputs ?? "all",
          actor: { type: "staff", id: staff.id },
          reason,
          language: "en",
          inTransaction: (tx, result) =>
            recordAudit(tx, request.staffContext, {
              action: "order.cancel",
              targetType: "order",
              targetId: result.order.code,
              details: {
                cancellation: result.cancellationCode,
                complete: result.complete,
                amountFils: result.amountFils,
              },
            }),
        });
        return services.orders.orderJson(order, "en");
      },
    );

    app.post(
      "/orders/:code/attachments",
      {
        preValidation: guards.require("fulfilment"),
        schema: {
          tags: ["Staff orders"],
          summary: "Attach a file to an order",
          description:
            "multipart/form-data: `kind` (DELIVERY_NOTE, PROOF_OF_DELIVERY or OTHER) before one `file` part. " +
            "PDF, JPEG, PNG or WebP, recognised by content, at most 5 MB; audited.",
          params: orderParams,
          consumes: ["multipart/form-data"],
          response: { 201: OrderAttachment, ...errors },
        },
      },
      async (request, reply) => {
        const { staff } = request.staffContext;
        const part = await request.file().catch(() => undefined);
        if (!part) throw fileMissing();
        const bytes = await uploadedBytes(part);
        const kindField = part.fields.kind;
        const kind = kindField && "value" in kindField ? String(kindField.value) : "OTHER";
        if (!(ORDER_ATTACHMENT_KINDS as readonly string[]).includes(kind)) throw invalidKind();
        const row = await services.attachments.attach(
          {
            orderCode: request.params.code,
            kind: kind as OrderAttachmentKind,
            fileName: part.filename,
            bytes,
            staffId: staff.id,
          },
          (tx, attached) =>
            recordAudit(tx, request.staffContext, {
              action: "order.attach",
              targetType: "order",
              targetId: request.params.code,
              details: { attachmentId: attached.id, kind: attached.kind, fileName: attached.fileName },
            }),
        );
        return reply.code(201).send({
          id: row.id,
          fileName: row.fileName,
          mimeType: row.mimeType,
          size: row.sizeBytes,
          createdAt: row.createdAt.toISOString(),
        });
      },
    );
  };
}
