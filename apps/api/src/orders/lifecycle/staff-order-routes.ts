/**
 * Staff order routes under /admin/v1 (issue 18; roles owner and fulfilment): the shop's orders with filters and
 * paging, one order with its full history, and the fulfilment steps. Every write goes through the fulfilment
 * service (the state machine, the row locks) and records its audit row in the same transaction.
 *
 * The delivery step may carry the proof of delivery (a signed note, a photo at the door): it is attached when
 * the parcel is delivered, not when it ships, because only then does the proof exist. It is sent as a multipart
 * body, stored through the order attachments (checked by content, at most 5 MB) and recorded in the delivery's
 * own transaction, so a refused delivery leaves no file and a refused file changes nothing.
 */
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import {
  StaffConsignmentParams,
  StaffLanguageQuery,
  StaffOrder,
  StaffOrderFilter,
  StaffOrderList,
  StaffOrderParams,
  PickListQuery,
  StaffShip,
  StaffStepReason,
  StaffTrackingEvent,
} from "@dukkan/staff-api";
import type { Language } from "@dukkan/occ";
import type { Database } from "../../db/client.js";
import { staffPaymentOf } from "../../payment/staff-payment-view.js";
import { recordAudit } from "../../staff/audit.js";
import type { StaffActor } from "../../staff/staff-context.js";
import type { StaffGuards } from "../../staff/staff-guards.js";
import type { OrderService } from "../order-service.js";
import { UPLOAD_LIMITS, uploadedBytes } from "../attachments/attachment-files.js";
import type { AttachmentRow, AttachmentService } from "../attachments/attachment-service.js";
import type { Executor } from "../../cart/cart-service.js";
import { CARRIER_CODES } from "./carriers.js";
import type { FulfilmentService, StepRequest } from "./fulfilment-service.js";
import { staffOrderEvents, staffOrderList } from "./staff-order-query.js";
import { orderNotFound } from "../order-errors.js";
import type { ShopConfig } from "../../config.js";
import { renderPackingSlip, renderPickList } from "./staff-documents-pdf.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const TAGS = ["Staff orders"];
const orderParams = StaffOrderParams;
const consignmentParams = StaffConsignmentParams;
const Reason = StaffStepReason;
const Ship = StaffShip.extend({ carrierCode: z.enum(CARRIER_CODES) });
const TrackingEvent = StaffTrackingEvent;

const sendPdf = (reply: FastifyReply, filename: string, pdf: Buffer) =>
  reply
    .type("application/pdf")
    .header("content-disposition", `inline; filename="${filename}"`)
    .header("cache-control", "private, no-store")
    .send(pdf);

const STEPS = [
  ["pick", "pick", "Start picking and packing a consignment (READY → PICKPACK)"],
  ["ready-for-pickup", "readyForPickup", "Put a pick-up consignment out for collection (PICKPACK → READY_FOR_PICKUP)"],
  ["hand-over", "handOver", "The customer collected it (READY_FOR_PICKUP → PICKUP_COMPLETE)"],
] as const;

/** The proof of delivery a multipart delivery carried, read before validation (readProofOfDelivery). */
const proofsOfDelivery = new WeakMap<FastifyRequest, { fileName: string; bytes: Uint8Array }>();

/**
 * For a multipart delivery: keeps its `file` part (when one was chosen) for the handler and puts its fields in
 * the body, which is then validated like a JSON body. Runs after the role guard, so a caller without the role
 * is refused before the upload is read.
 */
async function readProofOfDelivery(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === "file") {
      const bytes = await uploadedBytes(part);
      // A file input left empty still sends a part, with no name and no bytes.
      if (part.fieldname === "file" && (part.filename || bytes.byteLength > 0)) {
        proofsOfDelivery.set(request, { fileName: part.filename, bytes });
      }
    } else if (typeof part.value === "string" && part.value.trim()) fields[part.fieldname] = part.value;
  }
  request.body = { ...(fields.reason ? { reason: fields.reason } : {}) };
}

export function staffOrderRoutes(deps: {
  db: Database;
  orders: OrderService;
  fulfilment: FulfilmentService;
  attachments: AttachmentService;
  guards: StaffGuards;
  shop: ShopConfig;
}): FastifyPluginAsyncZod {
  const { orders, fulfilment, attachments, guards } = deps;
  const allowed = guards.require("fulfilment");

  /** The step's actor, and its audit row written in the step's transaction. */
  const staffStep = (
    context: StaffActor,
    action: string,
    targetType: "order" | "consignment",
    targetId: string,
    details?: Record<string, unknown>,
  ): Pick<StepRequest, "actor" | "alongside"> => ({
    actor: { type: "staff", id: context.staff.id },
    alongside: (tx) => recordAudit(tx, context, { action, targetType, targetId, details }),
  });

  /** The order as staff read it; product names in `language` (the back office page's). */
  const staffOrder = async (code: string, language: Language = "en") => {
    const order = await orders.findByCode(code);
    if (!order) throw orderNotFound(code);
    return {
      order: await orders.orderJson(order, language),
      events: await staffOrderEvents(deps.db, order.id),
      payment: await staffPaymentOf(deps.db, order.id),
    };
  };

  return async (app) => {
    app.get(
      "/orders",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "The shop's orders, newest first",
          description:
            "Filters: `status`, placed `from` (inclusive) / `to` (exclusive), `q` an order code or part of the customer's e-mail.",
          querystring: StaffOrderFilter,
          response: { 200: StaffOrderList, ...errors },
        },
      },
      async (request) => staffOrderList(deps.db, request.query),
    );

    app.get(
      "/orders/:code/packing-slip.pdf",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "An order's packing slip (PDF, English and Arabic): where it goes and each line's quantity",
          params: orderParams,
          response: { 200: z.any().describe("application/pdf"), ...errors },
        },
      },
      async (request, reply) => {
        const order = await orders.findByCode(request.params.code);
        if (!order) throw orderNotFound(request.params.code);
        const language = order.language === "ar" ? "ar" : "en";
        const pdf = await renderPackingSlip(await orders.orderJson(order, language), deps.shop, language);
        return sendPdf(reply, `packing-slip-${request.params.code}.pdf`, pdf);
      },
    );

    app.get(
      "/pick-list.pdf",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "A pick list for several orders (PDF): their lines grouped by product, with quantities",
          description: "`orders`: order codes separated by commas (at most 100); an unknown code answers 400.",
          querystring: PickListQuery,
          response: { 200: z.any().describe("application/pdf"), ...errors },
        },
      },
      async (request, reply) => {
        const picked = [];
        for (const code of request.query.orders) {
          const order = await orders.findByCode(code);
          if (!order) throw orderNotFound(code);
          picked.push(await orders.orderJson(order, "en"));
        }
        return sendPdf(reply, "pick-list.pdf", await renderPickList(picked, deps.shop));
      },
    );

    app.get(
      "/orders/:code",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "One order with its full history",
          params: orderParams,
          querystring: StaffLanguageQuery,
          response: { 200: StaffOrder, ...errors },
        },
      },
      async (request) => staffOrder(request.params.code, request.query.lang),
    );

    app.post(
      "/orders/:code/accept",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Accept an order (CREATED → PROCESSING)",
          params: orderParams,
          body: Reason,
          response: { 200: StaffOrder, ...errors },
        },
      },
      async (request) => {
        const { code } = request.params;
        await fulfilment.accept(code, {
          ...staffStep(request.staffContext, "order.accept", "order", code),
          reason: request.body.reason,
        });
        return staffOrder(code);
      },
    );

    app.post(
      "/orders/:code/consignments/:consignmentCode/ship",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Ship a consignment with its carrier and tracking number (PICKPACK → SHIPPED)",
          params: consignmentParams,
          body: Ship,
          response: { 200: StaffOrder, ...errors },
        },
      },
      async (request) => {
        const { code, consignmentCode } = request.params;
        const { carrierCode, trackingId, targetArrivalDate, reason } = request.body;
        await fulfilment.ship(code, consignmentCode, {
          ...staffStep(request.staffContext, "consignment.ship", "consignment", consignmentCode, {
            carrierCode,
            trackingId,
          }),
          carrierCode,
          trackingId,
          targetArrivalDate: targetArrivalDate ?? null,
          reason,
        });
        return staffOrder(code);
      },
    );

    for (const [path, method, summary] of STEPS) {
      app.post(
        `/orders/:code/consignments/:consignmentCode/${path}`,
        {
          preValidation: allowed,
          schema: {
            tags: TAGS,
            summary,
            params: consignmentParams,
            body: Reason,
            response: { 200: StaffOrder, ...errors },
          },
        },
        async (request) => {
          const { code, consignmentCode } = request.params;
          await fulfilment[method](code, consignmentCode, {
            ...staffStep(request.staffContext, `consignment.${path}`, "consignment", consignmentCode),
            reason: request.body.reason,
          });
          return staffOrder(code);
        },
      );
    }

    // Its own scope, so only the delivery step takes multipart bodies.
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: UPLOAD_LIMITS });
      scope.withTypeProvider<ZodTypeProvider>().post(
        "/orders/:code/consignments/:consignmentCode/deliver",
        {
          preValidation: [allowed, readProofOfDelivery],
          schema: {
            tags: TAGS,
            summary: "The consignment was delivered (SHIPPED → DELIVERY_COMPLETED), with an optional proof of delivery",
            description:
              "JSON `{reason?}`, or multipart/form-data with an optional `reason` field and an optional `file` part: " +
              "the proof of delivery (PDF, JPEG, PNG or WebP, recognised by content, at most 5 MB). The file is " +
              "listed among the order's attachments (kind PROOF_OF_DELIVERY) for the customer; it is stored with " +
              "the delivery or not at all; audited.",
            consumes: ["application/json", "multipart/form-data"],
            params: consignmentParams,
            body: Reason,
            response: { 200: StaffOrder, ...errors },
          },
        },
        async (request) => {
          const { code, consignmentCode } = request.params;
          const { staff } = request.staffContext;
          const proof = proofsOfDelivery.get(request);
          const deliver = (recordProof?: (tx: Executor) => Promise<AttachmentRow>) =>
            fulfilment.deliver(code, consignmentCode, {
              actor: { type: "staff", id: staff.id },
              reason: request.body.reason,
              alongside: async (tx) => {
                const attached = await recordProof?.(tx);
                await recordAudit(tx, request.staffContext, {
                  action: "consignment.deliver",
                  targetType: "consignment",
                  targetId: consignmentCode,
                  details: attached
                    ? { proofOfDelivery: { attachmentId: attached.id, fileName: attached.fileName } }
                    : undefined,
                });
              },
            });
          if (proof) {
            await attachments.attachDuring(
              { orderCode: code, kind: "PROOF_OF_DELIVERY", ...proof, staffId: staff.id },
              deliver,
            );
          } else await deliver();
          return staffOrder(code);
        },
      );
    });

    app.post(
      "/orders/:code/consignments/:consignmentCode/tracking-events",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Add a carrier tracking event to a shipped consignment",
          params: consignmentParams,
          body: TrackingEvent,
          response: { 200: StaffOrder, ...errors },
        },
      },
      async (request) => {
        const { code, consignmentCode } = request.params;
        const { eventDate, detail, location, referenceCode } = request.body;
        await fulfilment.addTrackingEvent(code, consignmentCode, {
          ...staffStep(request.staffContext, "consignment.tracking-event", "consignment", consignmentCode, {
            eventDate: eventDate.toISOString(),
          }),
          eventDate,
          detail: typeof detail === "string" ? { en: detail, ar: detail } : detail,
          location: location ?? null,
          referenceCode: referenceCode ?? null,
        });
        return staffOrder(code);
      },
    );
  };
}
