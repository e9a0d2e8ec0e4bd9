/**
 * Staff loyalty routes under /admin/v1 (issue 21): the cashier's check of a member QR code (every role that meets
 * customers at a till or on the phone: owner, support, fulfilment) and a correction of a customer's points (owner
 * and support), audited in the correction's transaction.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OccErrorList } from "@dukkan/occ";
import { toDirhams } from "@dukkan/money";
import {
  StaffCustomerParams,
  StaffLoyaltyAdjustment,
  StaffLoyaltyBalance,
  StaffLoyaltyMember,
  StaffLoyaltyQrVerification,
} from "@dukkan/staff-api";
import { customerById } from "../customers/staff-customer-query.js";
import type { Database } from "../db/client.js";
import { unknownIdentifier } from "../occ/errors.js";
import { recordAudit } from "../staff/audit.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { valueOfPoints } from "./loyalty-rules.js";
import type { LoyaltyService } from "./loyalty-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList, 404: OccErrorList };
const TAGS = ["Staff loyalty"];

export function staffLoyaltyRoutes(db: Database, loyalty: LoyaltyService, guards: StaffGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/loyalty/qr-code/verify",
      {
        preValidation: guards.require("support", "fulfilment"),
        schema: {
          tags: TAGS,
          summary: "Check a scanned member QR code",
          description:
            "The member the token names, with their points, when its signature holds and it has not expired. With " +
            "`memberNumber`, a token of another member is refused too. Refusals: 400 LoyaltyQrCodeError.",
          body: StaffLoyaltyQrVerification,
          response: { 200: StaffLoyaltyMember, ...errors },
        },
      },
      async (request) => loyalty.verifyQrCode(request.body.token, request.body.memberNumber),
    );

    app.post(
      "/customers/:customerId/loyalty/adjustments",
      {
        preValidation: guards.require("support"),
        schema: {
          tags: TAGS,
          summary: "Correct a customer's loyalty points",
          description:
            "Adds (positive) or removes (negative) points with a reason, as an `adjusted` entry of the ledger and an " +
            "audit row (`loyalty.adjust`) in one transaction. A removal below zero: 400 reason belowZero.",
          params: StaffCustomerParams,
          body: StaffLoyaltyAdjustment,
          response: { 200: StaffLoyaltyBalance, ...errors },
        },
      },
      async (request) => {
        const customer = await customerById(db, request.params.customerId);
        if (!customer) {
          throw unknownIdentifier("customer", request.params.customerId, "Customer not found", 404);
        }
        const { points, reason } = request.body;
        const balance = await db.transaction(async (tx) => {
          const after = await loyalty.adjust(tx as unknown as Database, customer.uid, points, reason);
          await recordAudit(tx, request.staffContext, {
            action: "loyalty.adjust",
            targetType: "customer",
            targetId: customer.customerId,
            details: { points, reason, balance: after },
          });
          return after;
        });
        return { points: balance, value: toDirhams(valueOfPoints(loyalty.rules, balance)) };
      },
    );
  };
}
