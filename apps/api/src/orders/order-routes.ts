/**
 * OCC order routes (checkout spec §7.5; account spec order history):
 * - POST users/{u}/orders?cartId=&termsChecked=true: a cash / pay-on-delivery order of the caller's cart (201), or
 *   the order an earlier submit of the same cart or the same Idempotency-Key made (200).
 * - GET users/{u}/orders/{code}: the customer's own order (code or guid); users/anonymous/orders/{guid}: a guest's.
 * - GET users/{u}/orders: the customer's placed orders, a page at a time, by date or by order number.
 * - GET users/{u}/orders/{code}/consignments/{consignmentCode}/tracking: the carrier, tracking link and events.
 * Only the owner reads an order; a foreign one answers like an unknown one.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import {
  ConsignmentTracking,
  Order,
  ORDER_HISTORY_PAGE_SIZE,
  ORDER_HISTORY_SORTS,
  OrderHistoryList,
} from "@dukkan/occ/order";
import type { UserGuards } from "../guards/user-guard.js";
import { cartContext, send } from "../cart/cart-route-support.js";
import { OccQuery } from "../occ/params.js";
import { invalidIdempotencyKey } from "./order-errors.js";
import type { OrderService } from "./order-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const userParams = z.object({ userId: z.string().max(256) });
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;
const MAX_PAGE_SIZE = 100;

/** The Idempotency-Key header, when given and sane. */
function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== "string" || !IDEMPOTENCY_KEY.test(header)) throw invalidIdempotencyKey();
  return header;
}

export function orderRoutes(orders: OrderService, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/users/:userId/orders",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Orders"],
          summary: "Place a pay-on-delivery order of the cart",
          description:
            "Re-prices the cart on the server, takes the stock, redeems its vouchers and deletes the cart, in one " +
            "transaction. Card orders go through payment/process instead. The same cart (or the same " +
            "`Idempotency-Key` header) again answers the same order with 200. Refusals: no delivery address or " +
            "mode (reason checkoutReview.checkOutHasMissing), no payment mode (checkoutReview.choosePayment), terms " +
            "not accepted (ValidationError termsChecked), stock short (InsufficientStockError, reason " +
            "validation.cannotProceedCheckout).",
          params: userParams,
          querystring: OccQuery.extend({
            cartId: z.string().min(1).max(100).describe("The cart: guest cart guid, or current / code for customers"),
            termsChecked: z
              .enum(["true", "false"])
              .default("false")
              .transform((value) => value === "true")
              .describe("The shopper accepted the terms and conditions"),
          }),
          response: { 200: Order, 201: Order, ...errors },
        },
      },
      async (request, reply) => {
        const { cartId, termsChecked } = request.query;
        const key = idempotencyKey(request.headers["idempotency-key"]);
        const { order, created, committed } = await orders.placeOrder(cartContext(request), cartId, {
          termsChecked,
          ...(key ? { idempotencyKey: key } : {}),
        });
        return send(
          reply,
          JSON.stringify(await orders.orderJson(order, request.context.language, committed)),
          created ? 201 : 200,
        );
      },
    );

    app.get(
      "/users/:userId/orders/:code",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Orders"],
          summary: "Get one of the caller's orders",
          description: "Customers read their own orders by code or guid; guests (`anonymous`) their order by guid.",
          params: userParams.extend({ code: z.string().min(1).max(100) }),
          querystring: OccQuery,
          response: { 200: Order, ...errors },
        },
      },
      async (request, reply) => {
        const order = await orders.findOwned(request.context, request.params.code);
        return send(reply, JSON.stringify(await orders.orderJson(order, request.context.language)));
      },
    );

    app.get(
      "/users/:userId/orders",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Orders"],
          summary: "The customer's order history",
          description:
            "Placed orders a page at a time: `sort` byDate (newest first, the default) or byOrderNumber (highest " +
            "first). Each row has its units, its first entries' products (thumbnails), and its consignments.",
          params: userParams,
          querystring: OccQuery.extend({
            currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
            pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ORDER_HISTORY_PAGE_SIZE),
            sort: z.enum(ORDER_HISTORY_SORTS).default("byDate"),
          }),
          response: { 200: OrderHistoryList, ...errors },
        },
      },
      async (request, reply) => {
        const { currentPage, pageSize, sort } = request.query;
        const history = await orders.history(request.context, { currentPage, pageSize, sort });
        return send(reply, JSON.stringify(history));
      },
    );

    app.get(
      "/users/:userId/orders/:code/consignments/:consignmentCode/tracking",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Orders"],
          summary: "Track a consignment of one of the caller's orders",
          description:
            "The carrier, the tracking number and the carrier's tracking link (when it has one), when it shipped " +
            "and should arrive, and the carrier's events, newest first. Another customer's order answers like an " +
            "unknown one.",
          params: userParams.extend({ code: z.string().min(1).max(100), consignmentCode: z.string().min(1).max(100) }),
          querystring: OccQuery,
          response: { 200: ConsignmentTracking, ...errors },
        },
      },
      async (request, reply) => {
        const order = await orders.findOwned(request.context, request.params.code);
        const tracking = await orders.tracking(order, request.params.consignmentCode, request.context.language);
        return send(reply, JSON.stringify(tracking));
      },
    );
  };
}
