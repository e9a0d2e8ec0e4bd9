/**
 * OCC invoice routes (account spec §2.20, §7 Orders, §9): the order's documents for its owner only (a customer by
 * order code or guid, a guest by `users/anonymous/orders/{guid}`); a foreign order answers like an unknown one.
 * - GET …/orders/{code}/invoices?currentPage&pageSize(5)&sort(byInvoiceIdAsc): InvoiceList.
 * - GET …/orders/{code}/invoices/tax/download: TaxInvoiceDownload, `displayUrl` the path of the tax invoice's
 *   download route relative to the OCC base (the storefront fetches it with the customer's token).
 * - GET …/orders/{code}/invoices/{invoiceId}/download: the PDF, as an attachment named `{invoiceId}.pdf`.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { INVOICE_SORTS, InvoiceList, TaxInvoiceDownload } from "@dukkan/occ/order";
import type { UserGuards } from "../guards/user-guard.js";
import { send } from "../cart/cart-route-support.js";
import { OccQuery } from "../occ/params.js";
import { DEFAULT_INVOICE_SORT, INVOICE_PAGE_SIZE, type InvoiceService } from "./invoice-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const orderParams = z.object({ userId: z.string().max(256), code: z.string().min(1).max(100) });
const MAX_PAGE_SIZE = 100;

export function invoiceRoutes(invoices: InvoiceService, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/users/:userId/orders/:code/invoices",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Orders"],
          summary: "The tax invoice and credit notes of one of the caller's orders",
          description:
            "Five to a page by default, sorted by invoice number. A credit note is listed for every cancellation. " +
            "Amounts are each document's own: the tax invoice keeps the order's totals at placing.",
          params: orderParams,
          querystring: OccQuery.extend({
            currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
            pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(INVOICE_PAGE_SIZE),
            sort: z.enum(INVOICE_SORTS).default(DEFAULT_INVOICE_SORT),
          }),
          response: { 200: InvoiceList, ...errors },
        },
      },
      async (request, reply) => {
        const { currentPage, pageSize, sort } = request.query;
        const list = await invoices.list(request.context, request.params.code, { currentPage, pageSize, sort });
        return send(reply, JSON.stringify(list));
      },
    );

    app.get(
      "/users/:userId/orders/:code/invoices/tax/download",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Orders"],
          summary: "Where the order's tax invoice PDF can be downloaded",
          description:
            "`displayUrl` is the path of the tax invoice's download route relative to the OCC base " +
            "(`users/{userId}/orders/{code}/invoices/{invoiceId}/download`), fetched with the same credentials.",
          params: orderParams,
          querystring: OccQuery,
          response: { 200: TaxInvoiceDownload, ...errors },
        },
      },
      async (request, reply) => {
        const { userId, code } = request.params;
        return send(reply, JSON.stringify(await invoices.taxDownload(request.context, userId, code)));
      },
    );

    app.get(
      "/users/:userId/orders/:code/invoices/:invoiceId/download",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Orders"],
          summary: "Download a tax invoice or credit note of the caller's order as PDF",
          params: orderParams.extend({ invoiceId: z.string().min(1).max(100) }),
          querystring: OccQuery,
          response: { 200: z.any().describe("application/pdf, as an attachment named {invoiceId}.pdf"), ...errors },
        },
      },
      async (request, reply) => {
        const { code, invoiceId } = request.params;
        const pdf = await invoices.download(request.context, code, invoiceId);
        return reply
          .header("content-disposition", `attachment; filename="${pdf.filename}"`)
          .header("cache-control", "private, no-store")
          .header("x-content-type-options", "nosniff")
          .type("application/pdf")
          .send(pdf.content);
      },
    );
  };
}
