/**
 * Staff promotion and voucher routes under /admin/v1 (issue 19 screen 7): merchandisers and the owner list, read,
 * create and replace the promotion engine's rules and the vouchers that unlock them. Enabling or disabling is part
 * of the replacement (`enabled`). Every write records its audit row in its own transaction (staff-promotions.ts).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OccErrorList } from "@dukkan/occ";
import {
  StaffPromotion,
  StaffPromotionCreate,
  StaffPromotionFilter,
  StaffPromotionInput,
  StaffPromotionList,
  StaffPromotionParams,
  StaffVoucher,
  StaffVoucherCreate,
  StaffVoucherFilter,
  StaffVoucherInput,
  StaffVoucherList,
  StaffVoucherParams,
} from "@dukkan/staff-api";
import type { StaffGuards } from "../staff/staff-guards.js";
import type { StaffPromotions } from "./staff-promotions.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList, 404: OccErrorList };
const TAGS = ["Staff promotions"];
const ROLES = "Roles merchandiser and owner.";
const AT_ONCE = "The next cart read on every API process prices with it; product pages show it within a second.";

export function staffPromotionRoutes(deps: { service: StaffPromotions; guards: StaffGuards }): FastifyPluginAsyncZod {
  const { service } = deps;
  const allowed = deps.guards.require("merchandiser");
  return async (app) => {
    app.get(
      "/promotions",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "The promotion engine's rules, with how many orders each priced: search, filters, sort, pages",
          description: ROLES,
          querystring: StaffPromotionFilter,
          response: { 200: StaffPromotionList, ...errors },
        },
      },
      async (request) => service.listPromotions(request.query),
    );

    app.post(
      "/promotions",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Create a promotion rule",
          description:
            `${ROLES} ${AT_ONCE} \`code\` is its permanent id. 400 DuplicatePromotionError when the code is taken; ` +
            "400 ValidationError for an unknown product, category or brand of the scope, an end before the start, " +
            "or an amount the kind does not take.",
          body: StaffPromotionCreate,
          response: { 201: StaffPromotion, ...errors },
        },
      },
      async (request, reply) => {
        const { code, ...input } = request.body;
        return reply.status(201).send(await service.createPromotion(request.staffContext, code, input));
      },
    );

    app.get(
      "/promotions/:code",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "One promotion rule, with its usage",
          description: ROLES,
          params: StaffPromotionParams,
          response: { 200: StaffPromotion, ...errors },
        },
      },
      async (request) => service.promotion(request.params.code),
    );

    app.put(
      "/promotions/:code",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Replace a promotion rule (kind, amounts, scope, window, priority, enabled…)",
          description: `${ROLES} ${AT_ONCE}`,
          params: StaffPromotionParams,
          body: StaffPromotionInput,
          response: { 200: StaffPromotion, ...errors },
        },
      },
      async (request) => service.replacePromotion(request.staffContext, request.params.code, request.body),
    );

    app.get(
      "/vouchers",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "The voucher codes, with how many orders used each: search, filters, sort, pages",
          description: ROLES,
          querystring: StaffVoucherFilter,
          response: { 200: StaffVoucherList, ...errors },
        },
      },
      async (request) => service.listVouchers(request.query),
    );

    app.post(
      "/vouchers",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Create a voucher code for a promotion, with its window and usage limits",
          description:
            `${ROLES} Shoppers can apply it at once. The code is stored upper-case. 400 DuplicateVoucherError when ` +
            "the code is taken; 400 ValidationError for an unknown promotion or an end before the start.",
          body: StaffVoucherCreate,
          response: { 201: StaffVoucher, ...errors },
        },
      },
      async (request, reply) => {
        const { code, ...input } = request.body;
        return reply.status(201).send(await service.createVoucher(request.staffContext, code, input));
      },
    );

    app.get(
      "/vouchers/:code",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "One voucher, with its usage",
          description: ROLES,
          params: StaffVoucherParams,
          response: { 200: StaffVoucher, ...errors },
        },
      },
      async (request) => service.voucher(request.params.code),
    );

    app.put(
      "/vouchers/:code",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "Replace a voucher (promotion, texts, window, limits, claimable, enabled)",
          description: `${ROLES} Carts holding it are priced by the new rules on their next read.`,
          params: StaffVoucherParams,
          body: StaffVoucherInput,
          response: { 200: StaffVoucher, ...errors },
        },
      },
      async (request) => service.replaceVoucher(request.staffContext, request.params.code, request.body),
    );
  };
}
