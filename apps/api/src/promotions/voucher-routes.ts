/**
 * OCC voucher and customer-coupon routes (shopping spec §2.13, §7 voucher add; account spec §2.11, couponClaim):
 * - POST   users/{userId}/carts/{cartId}/vouchers?voucherId=   (or couponCode=)
 * - GET    users/{userId}/carts/{cartId}/vouchers
 * - DELETE users/{userId}/carts/{cartId}/vouchers/{voucherId}
 * - GET    users/{userId}/customercoupons
 * - POST   users/{userId}/customercoupons/{couponCode}/claim
 * Cart routes find the cart exactly like the other cart routes (CartService.find with the caller), so another
 * owner's cart answers 400 CartError notFound.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { CustomerCouponClaim, CustomerCouponSearchResult, VoucherList } from "@dukkan/occ/cart";
import type { UserGuards } from "../guards/user-guard.js";
import { cartContext } from "../cart/cart-route-support.js";
import type { CartService } from "../cart/cart-service.js";
import { invalidParameter } from "../occ/errors.js";
import { OccQuery } from "../occ/params.js";
import type { VoucherService } from "./voucher-service.js";
import { callerUid } from "../occ/request-context.js";

const voucherCode = z.string().trim().min(1).max(64);
const cartParams = z.object({ userId: z.string().max(256), cartId: z.string().min(1).max(100) });
const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList, 429: OccErrorList };
const MAX_PAGE_SIZE = 100;

export function voucherRoutes(carts: CartService, vouchers: VoucherService, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/users/:userId/carts/:cartId/vouchers",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Vouchers"],
          summary: "Apply a voucher (coupon code) to the cart",
          description:
            "Codes are case-insensitive. 400 VoucherOperationError (reason notFound, notYetValid, expired, " +
            "alreadyApplied, usageLimitReached, customerLimitReached, signInRequired for codes limited per " +
            "customer, tooManyVouchers) with a message to show as it is, in the request language (lang). After 10 failed codes per cart or 30 " +
            "per client IP in 15 minutes, every attempt answers 429 until the window ends. Empty 200 on success; " +
            "the cart then lists it in appliedVouchers and applies its promotion.",
          params: cartParams,
          querystring: OccQuery.extend({
            voucherId: voucherCode.optional().describe("The code to apply"),
            couponCode: voucherCode.optional().describe("Alternative to voucherId"),
          }),
          response: { 200: z.undefined().describe("Empty body"), ...errors },
        },
      },
      async (request, reply) => {
        const code = request.query.voucherId ?? request.query.couponCode;
        if (!code) throw invalidParameter("voucherId", "voucherId is required");
        const cart = await carts.find(cartContext(request), request.params.cartId);
        await vouchers.apply(cart, code, request.ip, request.context.language);
        return reply.code(200).send();
      },
    );

    app.get(
      "/users/:userId/carts/:cartId/vouchers",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Vouchers"],
          summary: "The vouchers applied to the cart",
          description: "Only vouchers valid now are listed (an expired one stays on the cart but does nothing).",
          params: cartParams,
          querystring: OccQuery,
          response: { 200: VoucherList, ...errors },
        },
      },
      async (request) => {
        const cart = await carts.find(cartContext(request), request.params.cartId);
        return { vouchers: await vouchers.list(cart, request.context.language) };
      },
    );

    app.delete(
      "/users/:userId/carts/:cartId/vouchers/:voucherId",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Vouchers"],
          summary: "Remove a voucher from the cart",
          description: "400 VoucherOperationError notApplied when the cart does not hold the code.",
          params: cartParams.extend({ voucherId: voucherCode }),
          querystring: OccQuery,
          response: { 200: z.undefined().describe("Empty body"), ...errors },
        },
      },
      async (request, reply) => {
        const cart = await carts.find(cartContext(request), request.params.cartId);
        await vouchers.remove(cart, request.params.voucherId, request.context.language);
        return reply.code(200).send();
      },
    );

    app.get(
      "/users/:userId/customercoupons",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Vouchers"],
          summary: "The customer's claimed coupons they can still use",
          description:
            "Expired and used-up coupons are left out. `couponId` is the code to apply to the cart " +
            "(POST …/carts/{cartId}/vouchers?voucherId={couponId}).",
          params: z.object({ userId: z.string().max(256) }),
          querystring: OccQuery.extend({
            currentPage: z.coerce.number().int().min(0).default(0),
            pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
          }),
          response: { 200: CustomerCouponSearchResult, ...errors },
        },
      },
      async (request) => {
        const { currentPage, pageSize } = request.query;
        return vouchers.customerCoupons(callerUid(request.context)!, request.context.language, {
          currentPage,
          pageSize,
        });
      },
    );

    app.post(
      "/users/:userId/customercoupons/:couponCode/claim",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Vouchers"],
          summary: "Claim a customer coupon into the account",
          description:
            "Claiming twice is harmless. 400 VoucherOperationError notFound, notClaimable or expired; failed " +
            "claims count towards the same 429 limits as failed voucher codes.",
          params: z.object({ userId: z.string().max(256), couponCode: voucherCode }),
          querystring: OccQuery,
          response: { 200: CustomerCouponClaim, ...errors },
        },
      },
      async (request) => {
        const uid = callerUid(request.context)!;
        const coupon = await vouchers.claim(uid, request.params.couponCode, request.ip, request.context.language);
        return { coupon, customer: { uid } };
      },
    );
  };
}
