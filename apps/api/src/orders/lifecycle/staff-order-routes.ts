/**
 * Staff order routes under /admin/v1 (issue 18; roles owner and fulfilment): the shop's orders with filters and
 * paging, one order with its full history, and the fulfilment steps. Every write goes through the fulfilment
 * service (the state machine, the row locks) and records its audit row in the same transaction.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import {
  StaffConsignmentParams,
  StaffOrder,
  StaffOrderFilter,
  StaffOrderList,
  StaffOrderParams,
  StaffShip,
  StaffStepReason,
  StaffTrackingEvent,
} from "@dukkan/staff-api";
import type { Database } from "../../db/client.js";
import { recordAudit } from "../../staff/audit.js";
import { currentStaff, type StaffGuards } from "../../staff/staff-guards.js";
import type { OrderService } from "../order-service.js";
import { CARRIER_CODES } from "./carriers.js";
import type { FulfilmentService, StepRequest } from "./fulfilment-service.js";
import { staffOrderEvents, staffOrderList } from "./staff-order-query.js";
import { orderNotFound } from "../order-errors.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const TAGS = ["Staff orders"];
const orderParams = StaffOrderParams;
const consignmentParams = StaffConsignmentParams;
const Reason = StaffStepReason;
const Ship = StaffShip.extend({ carrierCode: z.enum(CARRIER_CODES) });
const TrackingEvent = StaffTrackingEvent;

const STEPS = [
  ["pick", "pick", "Start picking and packing a consignment (READY → PICKPACK)"],
  ["deliver", "deliver", "The consignment was delivered (SHIPPED → DELIVERY_COMPLETED)"],
  ["ready-for-pickup", "readyForPickup", "Put a pick-up consignment out for collection (PICKPACK → READY_FOR_PICKUP)"],
  ["hand-over", "handOver", "The customer collected it (READY_FOR_PICKUP → PICKUP_COMPLETE)"],
] as const;

export function staffOrderRoutes(deps: {
  db: Database;
  orders: OrderService;
  fulfilment: FulfilmentService;
  guards: StaffGuards;
}): FastifyPluginAsyncZod {
  const { orders, fulfilment, guards } = deps;
  const allowed = guards.require("fulfilment");

  /** The step's actor, and its audit row written in the step's transaction. */
  const staffStep = (
    request: FastifyRequest,
    action: string,
    targetType: "order" | "consignment",
    targetId: string,
    details?: Record<string, unknown>,
  ): Pick<StepRequest, "actor" | "alongside"> => {
    const staff = currentStaff(request);
    return {
      actor: { type: "staff", id: staff.id },
      alongside: (tx) =>
        recordAudit(tx, { staff, action, targetType, targetId, details, request: { id: request.id, ip: request.ip } }),
    };
  };

  const staffOrder = async (code: string) => {
    const order = await orders.findByCode(code);
    if (!order) throw orderNotFound(code);
    return {
      order: await orders.orderJson(order, "en"),
      events: await staffOrderEvents(deps.db, order.id),
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
      "/orders/:code",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "One order with its full history",
          params: orderParams,
          response: { 200: StaffOrder, ...errors },
        },
      },
      async (request) => staffOrder(request.params.code),
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
          ...staffStep(request, "order.accept", "order", code),
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
          ...staffStep(request, "consignment.ship", "consignment", consignmentCode, { carrierCode, trackingId }),
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
            ...staffStep(request, `consignment.${path}`, "consignment", consignmentCode),
            reason: request.body.reason,
          });
          return staffOrder(code);
        },
      );
    }

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
        const step = staffStep(request, "consignment.tracking-event", "consignment", consignmentCode, {
          eventDate: eventDate.toISOString(),
        });
        await fulfilment.addTrackingEvent(code, consignmentCode, {
          eventDate,
          detail: typeof detail === "string" ? { en: detail, ar: detail } : detail,
          location: location ?? null,
          referenceCode: referenceCode ?? null,
          actor: step.actor,
          alongside: step.alongside,
        });
        return staffOrder(code);
      },
    );
  };
}
