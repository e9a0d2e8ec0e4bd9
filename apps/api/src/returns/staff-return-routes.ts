/**
 * Return requests for staff under /admin/v1 (issue 20), each write audited in its own transaction:
 * - GET /returns?status&orderCode&customer&currentPage&pageSize (owner, support, fulfilment) and GET
 *   /returns/{rma}?lang (with its history and the refund methods it allows now);
 * - GET /returns/{rma}/attachments/{id}: a file the customer sent;
 * - POST /returns/{rma}/approve and …/reject {message} (owner, support);
 * - POST /returns/{rma}/receive {entries: [{entryNumber, restockable}]} (owner, fulfilment): the parcel arrived,
 *   restockable units go back to stock;
 * - POST /returns/{rma}/refund {method?} (owner, support): card through the gateway (REFUNDING until it
 *   answered), cash recorded as handed over (decision 0052); a card order in cash once the gateway refused (0057).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import {
  StaffReturn,
  StaffReturnFilter,
  StaffReturnList,
  StaffLanguageQuery,
  StaffReturnReceipt,
  StaffReturnRefund,
  StaffReturnRejection,
} from "@dukkan/staff-api";
import { sendStoredFile } from "../files/uploaded-files.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import type { ReturnService } from "./return-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const rmaParams = z.object({ rma: z.string().min(1).max(100) });

export function staffReturnRoutes(returns: ReturnService, guards: StaffGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/returns",
      {
        preValidation: guards.require("support", "fulfilment"),
        schema: {
          tags: ["Staff returns"],
          summary: "Return requests, newest first",
          querystring: StaffReturnFilter,
          response: { 200: StaffReturnList, ...errors },
        },
      },
      async (request) => returns.staffList(request.query),
    );

    app.get(
      "/returns/:rma",
      {
        preValidation: guards.require("support", "fulfilment"),
        schema: {
          tags: ["Staff returns"],
          summary: "One return request",
          description:
            "Product and reason names in `lang`; its history, oldest first; the refund methods it allows now.",
          params: rmaParams,
          querystring: StaffLanguageQuery,
          response: { 200: StaffReturn, ...errors },
        },
      },
      async (request) => returns.staffDetail(request.params.rma, request.query.lang),
    );

    app.get(
      "/returns/:rma/attachments/:attachmentId",
      {
        preValidation: guards.require("support", "fulfilment"),
        schema: {
          tags: ["Staff returns"],
          summary: "A file the customer attached to a return request",
          params: rmaParams.extend({ attachmentId: z.string().min(1).max(100) }),
          response: { 200: z.any().describe("The file"), ...errors },
        },
      },
      async (request, reply) => {
        const file = await returns.staffDownload(request.params.rma, request.params.attachmentId);
        return sendStoredFile(reply, file);
      },
    );

    app.post(
      "/returns/:rma/approve",
      {
        preValidation: guards.require("support"),
        schema: {
          tags: ["Staff returns"],
          summary: "Approve a return request (APPROVAL_PENDING → APPROVED); the customer is told",
          params: rmaParams,
          response: { 200: StaffReturn, ...errors },
        },
      },
      async (request) => {
        await returns.approve(request.staffContext, request.params.rma);
        return returns.staffDetail(request.params.rma);
      },
    );

    app.post(
      "/returns/:rma/reject",
      {
        preValidation: guards.require("support"),
        schema: {
          tags: ["Staff returns"],
          summary: "Reject a return request with a message the customer reads",
          params: rmaParams,
          body: StaffReturnRejection,
          response: { 200: StaffReturn, ...errors },
        },
      },
      async (request) => {
        const { message } = request.body;
        await returns.reject(request.staffContext, request.params.rma, message);
        return returns.staffDetail(request.params.rma);
      },
    );

    app.post(
      "/returns/:rma/receive",
      {
        preValidation: guards.require("fulfilment"),
        schema: {
          tags: ["Staff returns"],
          summary: "The returned items arrived (APPROVED → RECEIVED)",
          description:
            "Every entry of the request arrived; the units of entries marked restockable go back to stock, the " +
            "others stay out of sale.",
          params: rmaParams,
          body: StaffReturnReceipt,
          response: { 200: StaffReturn, ...errors },
        },
      },
      async (request) => {
        const { entries } = request.body;
        await returns.receive(request.staffContext, request.params.rma, entries);
        return returns.staffDetail(request.params.rma);
      },
    );

    app.post(
      "/returns/:rma/refund",
      {
        preValidation: guards.require("support"),
        schema: {
          tags: ["Staff returns"],
          summary: "Refund a received return",
          description:
            "Card orders: REFUNDING, then the gateway refunds the amount and the request is REFUNDED (back to " +
            "RECEIVED if the gateway refuses). Cash orders: REFUNDED at once, the cash handed over recorded. " +
            "`method` is one of the request's `refundMethods` (default: how the order was paid): a card order is " +
            "refunded in CASH once the gateway refused its refund. The credit note is issued and the customer told.",
          params: rmaParams,
          body: StaffReturnRefund,
          response: { 200: StaffReturn, ...errors },
        },
      },
      async (request) => {
        const { method } = request.body;
        await returns.refund(request.staffContext, request.params.rma, method);
        return returns.staffDetail(request.params.rma);
      },
    );
  };
}
