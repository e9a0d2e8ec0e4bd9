/**
 * The customer's changes to a placed order (account spec §2.17, §2.21, §7 Orders):
 * - POST users/{u}/orders/{code}/cancellation: cancels units of the order (all of them: the whole order), 200 with
 *   the order as it now is (SAP OCC answers 200 to this call).
 * - POST users/{u}/cartFromOrder?orderCode=: replaces the current cart by the order's entries at today's prices.
 * Signed-in customers only, their own orders only: another's order answers like an unknown one.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { CartModificationList } from "@dukkan/occ/cart";
import { CancellationRequestEntryInputList, Order } from "@dukkan/occ/order";
import { send } from "../../cart/cart-route-support.js";
import type { UserGuards } from "../../guards/user-guard.js";
import { OccQuery } from "../../occ/params.js";
import { customerUidOf } from "../../occ/request-context.js";
import type { OrderService } from "../order-service.js";
import type { CancellationService } from "./cancellation-service.js";
import type { ReorderService } from "./reorder-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const userParams = z.object({ userId: z.string().max(256) });
/** More lines than any order has: a request is refused before it reaches the database. */
const MAX_CANCELLATION_LINES = 200;

export function amendmentRoutes(
  services: { orders: OrderService; cancellations: CancellationService; reorders: ReorderService },
  guards: UserGuards,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/users/:userId/orders/:code/cancellation",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Orders"],
          summary: "Cancel units of one of the customer's orders",
          description:
            "Allowed while the order is placed or accepted and nothing has left the shop (else 400 " +
            "IllegalStateError naming its status). Each entry at most once, 1 to the units not yet cancelled " +
            "(400 CancellationError otherwise; a kit bundle's entry counts kits). The stock goes back at once, " +
            "what remains is re-priced on the server with the order's promotions and vouchers, and a card " +
            "payment is voided, lowered or refunded by a job. Cancelling every unit cancels the order.",
          params: userParams.extend({ code: z.string().min(1).max(100) }),
          querystring: OccQuery,
          body: CancellationRequestEntryInputList.extend({
            cancellationRequestEntryInputs:
              CancellationRequestEntryInputList.shape.cancellationRequestEntryInputs.max(MAX_CANCELLATION_LINES),
          }),
          response: { 200: Order, ...errors },
        },
      },
      async (request, reply) => {
        const uid = customerUidOf(request.context);
        const { order } = await services.cancellations.cancel({
          orderId: request.params.code,
          ownerUid: uid,
          entries: request.body.cancellationRequestEntryInputs,
          actor: { type: "customer", id: uid },
          language: request.context.language,
        });
        return send(reply, JSON.stringify(await services.orders.orderJson(order, request.context.language)));
      },
    );

    app.post(
      "/users/:userId/cartFromOrder",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Orders"],
          summary: "Reorder: a new current cart from one of the customer's orders",
          description:
            "Deletes the current cart and adds the order's entries (cancelled units left out) at today's " +
            "prices, kits as kits and configured products with their text. One modification per entry: success, " +
            "lowStock / maxOrderQuantityExceeded (quantityAdded says how many fitted), noStock or unavailable.",
          params: userParams,
          querystring: OccQuery.extend({ orderCode: z.string().min(1).max(100) }),
          response: { 200: CartModificationList, ...errors },
        },
      },
      async (request, reply) => {
        const list = await services.reorders.cartFromOrder(request.context, request.query.orderCode);
        return send(reply, JSON.stringify(list));
      },
    );
  };
}
