/**
 * OCC cart routes (shopping spec §7): users/{userId}/carts, …/{cartId}, …/entries and …/entries/{entryNumber}.
 * `anonymous` reaches guest carts by guid; `current` (or the customer's uid) reaches the customer's cart by
 * `current`, code or guid. The user guard checks the token; a customer's token on `anonymous` is refused (403
 * CartError); CartService only finds carts the caller owns.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { Cart, CartModification, CartModificationList, StockCheckResult } from "@dukkan/occ/cart";
import { MAX_ENTRY_QUANTITY } from "@dukkan/occ/rules";
import type { UserGuards } from "../guards/user-guard.js";
import { OccQuery } from "../occ/params.js";
import { cartContext, cartParams, entryParams, errors, productCode, send } from "./cart-route-support.js";
import type { CartService } from "./cart-service.js";
import type { CartView } from "./cart-view.js";
import { bundleRoutes } from "./bundle-routes.js";
import { configuratorRoutes } from "./configurator-routes.js";
import { SavedCarts } from "./saved-carts.js";
import { savedCartRoutes } from "./saved-cart-routes.js";

const MISSING_PRODUCT = "Missing product information.";

const addBody = z
  .object({
    product: z.object({ code: productCode.optional() }).optional(),
    productCode: productCode.optional().describe("Alternative to product.code"),
    quantity: z.number().int().min(1).max(MAX_ENTRY_QUANTITY).default(1),
  })
  .refine((body) => Boolean(body.product?.code ?? body.productCode), {
    message: MISSING_PRODUCT,
    path: ["product", "code"],
  });

const quantityBody = z.object({
  quantity: z.number().int().min(0).max(MAX_ENTRY_QUANTITY).describe("0 removes the entry"),
});

export function cartRoutes(carts: CartService, view: CartView, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(bundleRoutes(carts, view, guards));
    await app.register(configuratorRoutes(carts, view, guards));
    await app.register(savedCartRoutes(new SavedCarts(carts), view, guards));

    app.post(
      "/users/:userId/carts",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Carts"],
          summary: "Create the cart, or merge a guest cart into the customer's cart",
          description:
            "Guests (`anonymous`) get a new cart, addressed by its `guid` afterwards. A customer has one cart: " +
            "it is created on first use and returned afterwards. `oldCartId` (a guest cart guid) merges that " +
            "cart into the customer's cart at sign-in and deletes it: quantities of a product in both are summed " +
            "and lowered to what stock and maxOrderQuantity allow, never below what either cart held. " +
            "`toMergeCartGuid`, when given, must be the customer's cart guid.",
          params: z.object({ userId: z.string().max(256) }),
          querystring: OccQuery.extend({
            oldCartId: z.string().max(100).optional().describe("Guest cart guid to merge (customers) or reuse"),
            toMergeCartGuid: z.string().max(100).optional().describe("The customer's cart guid to merge into"),
          }),
          response: { 201: Cart, ...errors },
        },
      },
      async (request, reply) => {
        const { oldCartId, toMergeCartGuid } = request.query;
        const { cart, entries } = await carts.create(cartContext(request), { oldCartId, toMergeCartGuid });
        const { language, area } = request.context;
        return send(reply, await view.cartJson(cart, language, area, request.query.fields, entries), 201);
      },
    );

    app.get(
      "/users/:userId/carts/:cartId",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Carts"],
          summary: "Get a cart with its totals",
          description:
            "Totals are computed on every read from live prices and discounts; `deliveryCost` uses the " +
            "request's `area` (absent without one; free for pick-up and at or above the area's orderThreshold). " +
            "Another owner's cart, or an unknown id, answers 400 CartError notFound.",
          params: cartParams,
          querystring: OccQuery,
          response: { 200: Cart, ...errors },
        },
      },
      async (request, reply) => {
        const cart = await carts.find(cartContext(request), request.params.cartId);
        return send(
          reply,
          await view.cartJson(cart, request.context.language, request.context.area, request.query.fields),
        );
      },
    );

    app.delete(
      "/users/:userId/carts/:cartId",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Carts"],
          summary: "Delete a cart",
          params: cartParams,
          querystring: OccQuery,
          response: { 200: z.undefined().describe("Empty body"), ...errors },
        },
      },
      async (request, reply) => {
        await carts.remove(cartContext(request), request.params.cartId);
        return reply.code(200).send();
      },
    );

    app.post(
      "/users/:userId/carts/:cartId/entries",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Carts"],
          summary: "Add a product to the cart",
          description:
            "Adding a product already in the cart raises that entry's quantity. The entry holds at most the " +
            "stock level and the product's maxOrderQuantity: a larger ask is lowered (statusCode `lowStock` or " +
            "`maxOrderQuantityExceeded` with a statusMessage). Out of stock, already at the maximum, disabled, " +
            "unpriced or base products answer 400; kits are added as bundles.",
          params: cartParams,
          querystring: OccQuery,
          body: addBody,
          response: { 200: CartModification, ...errors },
        },
      },
      async (request, reply) => {
        const { product, productCode: code, quantity } = request.body;
        const { cart, change, entries } = await carts.addEntry(
          cartContext(request),
          request.params.cartId,
          (product?.code ?? code)!,
          quantity,
        );
        const { language, area } = request.context;
        return send(reply, await view.modificationJson(cart, change, language, area, request.query.fields, entries));
      },
    );

    for (const method of ["PATCH", "PUT"] as const) {
      app.route({
        method,
        url: "/users/:userId/carts/:cartId/entries/:entryNumber",
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Carts"],
          summary: "Set an entry's quantity",
          description:
            "Entry numbers are positions (0, 1, …) in the cart. Quantity 0 removes the entry (empty 200). More " +
            "than stock or maxOrderQuantity allow is lowered (statusCode `lowStock`); a product no longer sold " +
            "can only be lowered or removed. An unknown entry number answers 400 CartEntryError.",
          params: entryParams,
          querystring: OccQuery,
          body: quantityBody,
          response: { 200: CartModification.or(z.undefined()), ...errors },
        },
        handler: async (request, reply) => {
          const { cartId, entryNumber } = request.params;
          const updated = await carts.updateEntry(cartContext(request), cartId, entryNumber, request.body.quantity);
          if (!updated.change) return reply.code(200).send(undefined);
          const { cart, change, entries } = updated;
          const { language, area } = request.context;
          return send(reply, await view.modificationJson(cart, change, language, area, request.query.fields, entries));
        },
      });
    }

    app.delete(
      "/users/:userId/carts/:cartId/entries/:entryNumber",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Carts"],
          summary: "Remove an entry",
          description: "The entries after it move up one number. An unknown entry number answers 400 CartEntryError.",
          params: entryParams,
          querystring: OccQuery,
          response: { 200: z.undefined().describe("Empty body"), ...errors },
        },
      },
      async (request, reply) => {
        await carts.removeEntry(cartContext(request), request.params.cartId, request.params.entryNumber);
        return reply.code(200).send();
      },
    );

    app.post(
      "/users/:userId/carts/:cartId/validate",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Carts"],
          summary: "Validate the cart before checkout",
          description:
            "Makes the cart buyable against live data and lists what changed: `unavailable` (disabled or no " +
            "longer sold: removed), `noStock` (removed), `lowStock` (lowered to stock or maxOrderQuantity) and " +
            "`priceChanged` (the unit price differs from when the shopper last added or changed the entry; " +
            "reported once). An empty list means the cart can go to checkout.",
          params: cartParams,
          querystring: OccQuery,
          response: { 200: CartModificationList, ...errors },
        },
      },
      async (request, reply) => {
        const { corrections } = await carts.validate(cartContext(request), request.params.cartId);
        return send(reply, await view.correctionsJson(corrections, request.context.language, request.query.fields));
      },
    );

    app.get(
      "/users/:userId/carts/:cartId/stockCheck",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Carts"],
          summary: "Check the cart against live stock",
          description:
            "`SUCCESS` when every entry is sold and within stock and maxOrderQuantity now, else `FAILED`. " +
            "Changes nothing (validate corrects the cart).",
          params: cartParams,
          querystring: OccQuery,
          response: { 200: StockCheckResult, ...errors },
        },
      },
      async (request, reply) => {
        const fits = await carts.stockCheck(cartContext(request), request.params.cartId);
        return send(reply, JSON.stringify({ message: fits ? "SUCCESS" : "FAILED" }));
      },
    );
  };
}
