/**
 * The customer's return requests (account spec §2.18, §2.19, §7 Returns), signed-in customers only, their own
 * requests and orders only (another's answers like an unknown one):
 * - GET  users/{u}/orderReturns/reasons → {reasons: [{code, name}]} in the request's language;
 * - POST users/{u}/orderReturns/checkReturnRequest {orderCode, returnRequestEntryInputs} → `null` when the
 *   request may be made, else `{errors}` (what the request itself would refuse);
 * - POST users/{u}/orderReturns (same body) → 201 the return request, with its `rma`;
 * - PATCH users/{u}/orderReturns/{rma} `{reason}` or `{status: "CANCELLING"}`;
 * - POST users/{u}/orderReturns/{rma}/attachments: multipart, repeated `media` file parts;
 * - GET users/{u}/orderReturns?currentPage&pageSize(5)&sort(byDate|byRMA), GET …/{rma}, and
 *   GET …/{rma}/attachments/{id} (the file, `nosniff`).
 */
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import {
  RETURN_ATTACHMENT_LIMITS,
  RETURN_REQUEST_PAGE_SIZE,
  RETURN_REQUEST_SORTS,
  ReturnReasonList,
  ReturnRequest,
  ReturnRequestEntryInputList,
  ReturnRequestList,
  ReturnRequestModification,
} from "@dukkan/occ/returns";
import { send } from "../cart/cart-route-support.js";
import type { UserGuards } from "../guards/user-guard.js";
import { OccQuery } from "../occ/params.js";
import { multipartLimits, readUploads, sendStoredFile } from "../files/uploaded-files.js";
import { RETURN_UPLOADS, returnUploadRefusals } from "./return-files.js";
import { returnReasons } from "./return-reasons.js";
import type { ReturnService } from "./return-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const userParams = z.object({ userId: z.string().max(256) });
const rmaParams = userParams.extend({ rma: z.string().min(1).max(100) });
const MAX_PAGE_SIZE = 100;

export function returnRoutes(returns: ReturnService, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: multipartLimits(RETURN_UPLOADS) });

    app.get(
      "/users/:userId/orderReturns/reasons",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Returns"],
          summary: "The reasons a customer may give for a return",
          params: userParams,
          querystring: OccQuery,
          response: { 200: ReturnReasonList, ...errors },
        },
      },
      async (request) => returnReasons(request.context.language),
    );

    app.post(
      "/users/:userId/orderReturns/checkReturnRequest",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Returns"],
          summary: "Whether a return request may be made",
          description:
            "null when it may; otherwise {errors} with what the request would be refused for (the order not " +
            "returnable, an unknown or repeated entry, more units than may be returned). Changes nothing.",
          params: userParams,
          querystring: OccQuery,
          body: ReturnRequestEntryInputList,
          response: { 200: OccErrorList.nullable(), ...errors },
        },
      },
      async (request, reply) => {
        const refusals = await returns.check(request.context, request.body);
        return send(reply, JSON.stringify(refusals));
      },
    );

    app.post(
      "/users/:userId/orderReturns",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Returns"],
          summary: "Ask to return delivered units of one of the customer's orders",
          description:
            "Units of consignments delivered or collected within the return window, of products that allow " +
            "returns, less units already asked back; each entry at most once (400 ReturnRequestError otherwise, " +
            "nothing changed). The refund is estimated on the server with the order's prices and promotions.",
          params: userParams,
          querystring: OccQuery,
          body: ReturnRequestEntryInputList,
          response: { 201: ReturnRequest, ...errors },
        },
      },
      async (request, reply) => send(reply, JSON.stringify(await returns.create(request.context, request.body)), 201),
    );

    app.get(
      "/users/:userId/orderReturns",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Returns"],
          summary: "The customer's return requests",
          params: userParams,
          querystring: OccQuery.extend({
            currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
            pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(RETURN_REQUEST_PAGE_SIZE),
            sort: z.enum(RETURN_REQUEST_SORTS).default("byDate"),
          }),
          response: { 200: ReturnRequestList, ...errors },
        },
      },
      async (request, reply) => {
        const { currentPage, pageSize, sort } = request.query;
        return send(reply, JSON.stringify(await returns.list(request.context, { currentPage, pageSize, sort })));
      },
    );

    app.get(
      "/users/:userId/orderReturns/:rma",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Returns"],
          summary: "One of the customer's return requests",
          params: rmaParams,
          querystring: OccQuery,
          response: { 200: ReturnRequest, ...errors },
        },
      },
      async (request, reply) => send(reply, JSON.stringify(await returns.detail(request.context, request.params.rma))),
    );

    app.patch(
      "/users/:userId/orderReturns/:rma",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Returns"],
          summary: "Give the reason of a return request, or cancel it",
          description:
            "{reason: code of GET …/orderReturns/reasons} while approval is pending; {status: 'CANCELLING'} " +
            "cancels it while approval is pending (400 IllegalStateError otherwise).",
          params: rmaParams,
          querystring: OccQuery,
          body: ReturnRequestModification,
          response: { 200: ReturnRequest, ...errors },
        },
      },
      async (request, reply) =>
        send(reply, JSON.stringify(await returns.modify(request.context, request.params.rma, request.body))),
    );

    app.post(
      "/users/:userId/orderReturns/:rma/attachments",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Returns"],
          summary: "Attach photos or documents to a return request",
          description:
            "multipart/form-data with repeated `media` file parts: JPEG, PNG, WebP or PDF recognised by content, " +
            `at most ${RETURN_ATTACHMENT_LIMITS.maxBytes / 1024 / 1024} MB each and ` +
            `${RETURN_ATTACHMENT_LIMITS.maxFiles} a request; one bad file refuses them all.`,
          params: rmaParams,
          querystring: OccQuery,
          consumes: ["multipart/form-data"],
          response: { 200: ReturnRequest, ...errors },
        },
      },
      async (request, reply) => {
        const refusals = returnUploadRefusals(request.context.language);
        const files = await readUploads(request, RETURN_UPLOADS, refusals, { required: true });
        const updated = await returns.attach(request.context, request.params.rma, files);
        return send(reply, JSON.stringify(updated));
      },
    );

    app.get(
      "/users/:userId/orderReturns/:rma/attachments/:attachmentId",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Returns"],
          summary: "Download a file of one of the customer's return requests",
          params: rmaParams.extend({ attachmentId: z.string().min(1).max(100) }),
          querystring: OccQuery,
          response: { 200: z.any().describe("The file"), ...errors },
        },
      },
      async (request, reply) => {
        const file = await returns.download(request.context, request.params.rma, request.params.attachmentId);
        return sendStoredFile(reply, file);
      },
    );
  };
}
