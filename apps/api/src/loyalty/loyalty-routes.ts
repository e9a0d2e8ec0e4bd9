/**
 * OCC loyalty routes (checkout spec §7.2; account spec §7; issue 21): users/{u}/redemption/loyalty-point (+ /qr-code,
 * /histories) for signed-in customers, and users/{u}/carts/{c}/redemption/value. The user guard checks the token;
 * guests have no points.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  LOYALTY_HISTORY_PAGE_SIZE,
  LOYALTY_HISTORY_SORTS,
  LoyaltyHistoryList,
  LoyaltyQrCode,
  LoyaltySummary,
  RedemptionValue,
} from "@dukkan/occ/loyalty";
import { cartContext, cartParams, errors } from "../cart/cart-route-support.js";
import type { UserGuards } from "../guards/user-guard.js";
import { OccQuery } from "../occ/params.js";
import { customerUidOf } from "../occ/request-context.js";
import type { CartRedemptions } from "./cart-redemption.js";
import type { LoyaltyService } from "./loyalty-service.js";

const TAGS = ["Loyalty"];
const userParams = z.object({ userId: z.string().max(256) });
const responses = { ...errors, 404: errors[400] };

export function loyaltyRoutes(
  loyalty: LoyaltyService,
  redemptions: CartRedemptions,
  guards: UserGuards,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/users/:userId/redemption/loyalty-point",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "The customer's loyalty points and what they are worth",
          description:
            "`points` and `value` (AED). With `cartId`: also the cart's `total`, the `redeemableValue` (the smaller " +
            "of the points' value and the total) and the `totalRedeemValue` chosen for it.",
          params: userParams,
          querystring: OccQuery.extend({ cartId: z.string().min(1).max(100).optional() }),
          response: { 200: LoyaltySummary, ...responses },
        },
      },
      async (request) =>
        request.query.cartId
          ? redemptions.summary(request.context, request.query.cartId)
          : loyalty.summary(customerUidOf(request.context)),
    );

    app.get(
      "/users/:userId/redemption/loyalty-point/qr-code",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "The member QR code for the shop's tills",
          description:
            "`encryptedQRCode`: a base64 PNG of a signed token naming the member, valid 15 minutes (`expiresAt`); " +
            "the token itself and the member number come with it. Staff check a scanned token at " +
            "POST /admin/v1/loyalty/qr-code/verify.",
          params: userParams,
          querystring: OccQuery,
          response: { 200: LoyaltyQrCode, ...responses },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return loyalty.qrCode(customerUidOf(request.context));
      },
    );

    app.get(
      "/users/:userId/redemption/loyalty-point/histories",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "The customer's points history",
          description:
            "Earned, spent, given back, adjusted and expired points, a page at a time (5 by default): `sort` " +
            "byDate (the default) or byTransaction, newest first unless `asc=true`.",
          params: userParams,
          querystring: OccQuery.extend({
            currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
            pageSize: z.coerce.number().int().min(1).max(100).default(LOYALTY_HISTORY_PAGE_SIZE),
            asc: z
              .enum(["true", "false"])
              .default("false")
              .transform((value) => value === "true"),
            sort: z.enum(LOYALTY_HISTORY_SORTS).default("byDate"),
          }),
          response: { 200: LoyaltyHistoryList, ...responses },
        },
      },
      async (request) => {
        const { currentPage, pageSize, asc, sort } = request.query;
        return loyalty.history(customerUidOf(request.context), request.context.language, {
          currentPage,
          pageSize,
          asc,
          sort,
        });
      },
    );

    app.put(
      "/users/:userId/carts/:cartId/redemption/value",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: TAGS,
          summary: "Pay part or all of the cart with loyalty points",
          description:
            "`totalRedeemValue` in AED (at most 2 decimals, 0 removes the points). Refused with nothing changed: " +
            "guests (403), a negative amount or a third decimal (400 reason invalidAmount), more than the points " +
            "are worth (insufficientPoints) or than the cart total (exceedsTotal). Answers the cart's summary.",
          params: cartParams,
          querystring: OccQuery,
          body: RedemptionValue,
          response: { 200: LoyaltySummary, ...responses },
        },
      },
      async (request) =>
        redemptions.setValue(cartContext(request), request.params.cartId, {
          choices: null,
          totalRedeemValue: request.body.totalRedeemValue,
        }),
    );
  };
}
