/**
 * Saved-cart routes as SAP's OCC has them (shopping spec §2.16, §7): list, save, read, restore, flag for deletion
 * and clone. Signed-in customers only: `anonymous` answers 403 CartError; another customer's cart answers like an
 * unknown one (400 CartError notFound).
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CartList, SaveCartResult } from "@dukkan/occ/cart";
import type { UserGuards } from "../guards/user-guard.js";
import { OccQuery } from "../occ/params.js";
import { savedCartsNeedSignIn } from "./cart-errors.js";
import { cartParams, errors, send } from "./cart-route-support.js";
import type { CartView } from "./cart-view.js";
import type { SavedCarts } from "./saved-carts.js";
import { callerUid } from "../occ/request-context.js";

const MAX_NAME = 255;
const MAX_DESCRIPTION = 1000;
const text = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim() || undefined)
    .optional();

/** The signed-in customer; guests have no saved carts. */
const customer = (request: FastifyRequest) => {
  const uid = callerUid(request.context);
  if (uid === null) throw savedCartsNeedSignIn();
  return uid;
};

export function savedCartRoutes(saved: SavedCarts, view: CartView, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    const result = { 200: SaveCartResult, ...errors };

    app.get(
      "/users/:userId/carts",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Saved carts"],
          summary: "The customer's carts",
          description:
            "With `savedCartsOnly=true` the saved carts (newest saved first), each with name, description, " +
            "saveTime, entries and totals; otherwise the current cart first, then the saved ones. " +
            "`fields` applies to the list: `carts(code,name,…)`.",
          params: z.object({ userId: z.string().max(256) }),
          querystring: OccQuery.extend({
            savedCartsOnly: z.enum(["true", "false"]).default("false"),
            currentPage: z.coerce.number().int().min(0).max(1000).default(0),
            pageSize: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: { 200: CartList, ...errors },
        },
      },
      async (request, reply) => {
        const { savedCartsOnly, currentPage, pageSize } = request.query;
        const { records } = await saved.list(customer(request), savedCartsOnly === "true", { currentPage, pageSize });
        return send(
          reply,
          await view.cartListJson(records, request.context.language, request.context.area, request.query.fields),
        );
      },
    );

    app.patch(
      "/users/:userId/carts/:cartId/save",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Saved carts"],
          summary: "Save a cart under a name",
          description:
            "The cart becomes a saved cart (the customer's next cart starts empty); saving a saved cart again " +
            "changes its name and description. An empty cart cannot be saved (400 CartError).",
          params: cartParams,
          querystring: OccQuery.extend({
            saveCartName: text(MAX_NAME),
            saveCartDescription: text(MAX_DESCRIPTION),
          }),
          response: result,
        },
      },
      async (request, reply) => {
        const { saveCartName, saveCartDescription } = request.query;
        const cart = await saved.save(customer(request), request.params.cartId, saveCartName, saveCartDescription);
        return send(
          reply,
          await view.savedCartJson(cart, request.context.language, request.context.area, request.query.fields),
        );
      },
    );

    app.get(
      "/users/:userId/carts/:cartId/savedcart",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Saved carts"],
          summary: "A saved cart",
          description: "The current cart is not a saved cart (400 CartError notSaved).",
          params: cartParams,
          querystring: OccQuery,
          response: result,
        },
      },
      async (request, reply) => {
        const cart = await saved.get(customer(request), request.params.cartId);
        return send(
          reply,
          await view.savedCartJson(cart, request.context.language, request.context.area, request.query.fields),
        );
      },
    );

    app.patch(
      "/users/:userId/carts/:cartId/restoresavedcart",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Saved carts"],
          summary: "Make a saved cart the current cart",
          description:
            "The current cart it replaces is saved (named after its code) when it has entries, or deleted when " +
            "empty.",
          params: cartParams,
          querystring: OccQuery,
          response: result,
        },
      },
      async (request, reply) => {
        const cart = await saved.restore(customer(request), request.params.cartId);
        return send(
          reply,
          await view.savedCartJson(cart, request.context.language, request.context.area, request.query.fields),
        );
      },
    );

    app.patch(
      "/users/:userId/carts/:cartId/flagForDeletion",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Saved carts"],
          summary: "Delete a saved cart",
          description: "Answers the saved cart as it was. DELETE users/{userId}/carts/{cartId} deletes it too.",
          params: cartParams,
          querystring: OccQuery,
          response: result,
        },
      },
      async (request, reply) => {
        const who = customer(request);
        const { cartId } = request.params;
        // Rendered before it goes: the answer describes the cart that was deleted.
        const json = await view.savedCartJson(
          await saved.get(who, cartId),
          request.context.language,
          request.context.area,
          request.query.fields,
        );
        await saved.discard(who, cartId);
        return send(reply, json);
      },
    );

    app.post(
      "/users/:userId/carts/:cartId/clonesavedcart",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Saved carts"],
          summary: "Copy a saved cart",
          description: "A new saved cart with the same entries, named `name` (default 'Copy of {name}').",
          params: cartParams,
          querystring: OccQuery.extend({ name: text(MAX_NAME), description: text(MAX_DESCRIPTION) }),
          response: result,
        },
      },
      async (request, reply) => {
        const { name, description } = request.query;
        const cart = await saved.clone(customer(request), request.params.cartId, name, description);
        return send(
          reply,
          await view.savedCartJson(cart, request.context.language, request.context.area, request.query.fields),
        );
      },
    );
  };
}
