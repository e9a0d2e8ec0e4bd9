/**
 * OCC replenishment order routes (account spec §2.22, §7 Replenishment; checkout spec §2.16), signed-in customers
 * only, their own schedules only (another's code answers like an unknown one):
 * - POST  users/{u}/replenishmentOrders?cartId&termsChecked=true, body ScheduleReplenishmentForm → 201 the schedule;
 * - GET   users/{u}/replenishmentOrders?currentPage&pageSize(5)&sort(byDate|byReplenishmentNumber|byNextOrderDate);
 * - GET   users/{u}/replenishmentOrders/{code} and …/{code}/orders?currentPage&pageSize(5)&sort(byDate|byOrderNumber);
 * - PATCH users/{u}/replenishmentOrders/{code} → cancels it (400 when already cancelled).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { OrderHistoryList } from "@dukkan/occ/order";
import {
  REPLENISHMENT_PAGE_SIZE,
  REPLENISHMENT_SORTS,
  ReplenishmentOrder,
  ReplenishmentOrderList,
  ScheduleReplenishmentForm,
} from "@dukkan/occ/replenishment";
import { send } from "../cart/cart-route-support.js";
import type { UserGuards } from "../guards/user-guard.js";
import { OccQuery } from "../occ/params.js";
import type { ReplenishmentService } from "./replenishment-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const userParams = z.object({ userId: z.string().max(256) });
const codeParams = userParams.extend({ code: z.string().min(1).max(100) });
const MAX_PAGE_SIZE = 100;
const paging = {
  currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(REPLENISHMENT_PAGE_SIZE),
};

export function replenishmentRoutes(replenishments: ReplenishmentService, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/users/:userId/replenishmentOrders",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Replenishment orders"],
          summary: "Turn the checkout cart into a scheduled replenishment order",
          description:
            "The cart needs a delivery address and mode and cash on delivery (card payments are not scheduled). " +
            "Each order is placed on its day with that day's prices and stock; the cart is deleted. The start date " +
            "is a UAE day from today to a year ahead.",
          params: userParams,
          querystring: OccQuery.extend({
            cartId: z.string().min(1).max(100).describe("The cart: current or its code"),
            termsChecked: z
              .enum(["true", "false"])
              .default("false")
              .transform((value) => value === "true")
              .describe("The customer accepted the terms and conditions"),
          }),
          body: ScheduleReplenishmentForm,
          response: { 201: ReplenishmentOrder, ...errors },
        },
      },
      async (request, reply) => {
        const { cartId, termsChecked } = request.query;
        const schedule = await replenishments.schedule(request.context, cartId, termsChecked, request.body);
        return send(reply, JSON.stringify(schedule), 201);
      },
    );

    app.get(
      "/users/:userId/replenishmentOrders",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Replenishment orders"],
          summary: "The customer's scheduled replenishment orders",
          params: userParams,
          querystring: OccQuery.extend({ ...paging, sort: z.enum(REPLENISHMENT_SORTS).default("byDate") }),
          response: { 200: ReplenishmentOrderList, ...errors },
        },
      },
      async (request, reply) => {
        const { currentPage, pageSize, sort } = request.query;
        return send(reply, JSON.stringify(await replenishments.list(request.context, { currentPage, pageSize, sort })));
      },
    );

    app.get(
      "/users/:userId/replenishmentOrders/:code",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Replenishment orders"],
          summary: "One of the customer's scheduled replenishment orders",
          params: codeParams,
          querystring: OccQuery,
          response: { 200: ReplenishmentOrder, ...errors },
        },
      },
      async (request, reply) =>
        send(reply, JSON.stringify(await replenishments.get(request.context, request.params.code))),
    );

    app.patch(
      "/users/:userId/replenishmentOrders/:code",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Replenishment orders"],
          summary: "Cancel a scheduled replenishment order",
          description: "Only an active schedule can be cancelled (400 ReplenishmentOrderError otherwise).",
          params: codeParams,
          querystring: OccQuery,
          response: { 200: ReplenishmentOrder, ...errors },
        },
      },
      async (request, reply) =>
        send(reply, JSON.stringify(await replenishments.cancel(request.context, request.params.code))),
    );

    app.get(
      "/users/:userId/replenishmentOrders/:code/orders",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Replenishment orders"],
          summary: "The orders a scheduled replenishment order placed",
          params: codeParams,
          querystring: OccQuery.extend({ ...paging, sort: z.enum(["byDate", "byOrderNumber"]).default("byDate") }),
          response: { 200: OrderHistoryList, ...errors },
        },
      },
      async (request, reply) => {
        const { currentPage, pageSize, sort } = request.query;
        const page = { currentPage, pageSize, sort };
        return send(
          reply,
          JSON.stringify(await replenishments.orderHistory(request.context, request.params.code, page)),
        );
      },
    );
  };
}
