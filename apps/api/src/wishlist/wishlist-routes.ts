import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList, PRODUCT_CODE_PATTERN, Wishlist } from "@dukkan/occ";
import type { UserGuards } from "../guards/user-guard.js";
import { OccQuery } from "../occ/params.js";
import type { WishlistService } from "./wishlist-service.js";

const JSON_TYPE = "application/json; charset=utf-8";
const productCode = z.string().max(100).regex(PRODUCT_CODE_PATTERN, "is not a valid product code");
const userParams = z.object({ userId: z.string().max(256) });
const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };

export function wishlistRoutes(wishlist: WishlistService, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/users/:userId/wishlist",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Wishlist"],
          summary: "Get the customer's wishlist",
          description:
            "Newest first; products that are disabled are hidden. `fields` selects product attributes as " +
            "`entries(product(code,price))` or a level (BASIC, DEFAULT, FULL).",
          params: userParams,
          querystring: OccQuery,
          response: { 200: Wishlist, ...errors },
        },
      },
      async (request, reply) => {
        const json = await wishlist.wishlistJson(request.context, request.query.fields);
        return reply.type(JSON_TYPE).send(json as never);
      },
    );

    app.post(
      "/users/:userId/wishlist/entries",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Wishlist"],
          summary: "Add a product to the wishlist",
          description:
            "Answers 201 with the wishlist. Kitting products answer 400 WishlistError; unknown or disabled " +
            "products 400 UnknownIdentifierError. Adding a product twice keeps one entry.",
          params: userParams,
          querystring: OccQuery,
          body: z.object({ productCode }),
          response: { 201: Wishlist, ...errors },
        },
      },
      async (request, reply) => {
        await wishlist.add(request.context, request.body.productCode);
        const json = await wishlist.wishlistJson(request.context, request.query.fields);
        return reply
          .code(201)
          .type(JSON_TYPE)
          .send(json as never);
      },
    );

    app.delete(
      "/users/:userId/wishlist/entries/:productCode",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Wishlist"],
          summary: "Remove a product from the wishlist",
          description: "Answers with the wishlist; removing a product that is not on it changes nothing.",
          params: userParams.extend({ productCode }),
          querystring: OccQuery,
          response: { 200: Wishlist, ...errors },
        },
      },
      async (request, reply) => {
        await wishlist.remove(request.context, request.params.productCode);
        const json = await wishlist.wishlistJson(request.context, request.query.fields);
        return reply.type(JSON_TYPE).send(json as never);
      },
    );
  };
}
