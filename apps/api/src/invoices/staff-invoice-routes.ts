/**
 * Staff access to an order's tax invoice and credit notes (issue 19; owner, fulfilment and support), under /admin/v1:
 * - GET /orders/{code}/invoices                         the documents, by number
 * - GET /orders/{code}/invoices/{invoiceNumber}.pdf     one document's PDF (the one the customer gets)
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { StaffInvoiceList, StaffInvoiceParams, StaffOrderParams } from "@dukkan/staff-api";
import { orderNotFound } from "../orders/order-errors.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { invoiceNotFound, type InvoiceService } from "./invoice-service.js";

const TAGS = ["Staff orders"];
const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };

export function staffInvoiceRoutes(invoices: InvoiceService, guards: StaffGuards): FastifyPluginAsyncZod {
  const allowed = guards.require("fulfilment", "support");
  const documentsOf = async (code: string) => {
    const rows = await invoices.ofOrderForStaff(code);
    if (!rows) throw orderNotFound(code);
    return rows;
  };
  return async (app) => {
    app.get(
      "/orders/:code/invoices",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "An order's tax invoice and credit notes",
          params: StaffOrderParams,
          response: { 200: StaffInvoiceList, ...errors },
        },
      },
      async (request) => {
        const { code } = request.params;
        const rows = await documentsOf(code);
        return {
          invoices: rows.map((row) => ({
            invoiceNumber: row.number,
            type: row.type,
            createdAt: row.createdAt.toISOString(),
            totalFils: row.totalFils,
            vatFils: row.vatFils,
            pdfPath: `/admin/v1/orders/${encodeURIComponent(code)}/invoices/${encodeURIComponent(row.number)}.pdf`,
          })),
        };
      },
    );

    app.get(
      "/orders/:code/invoices/:invoiceNumber.pdf",
      {
        preValidation: allowed,
        schema: {
          tags: TAGS,
          summary: "One of an order's documents as PDF (English and Arabic, as the customer gets it)",
          params: StaffInvoiceParams,
          response: { 200: z.any().describe("application/pdf"), ...errors },
        },
      },
      async (request, reply) => {
        const { code, invoiceNumber } = request.params;
        const invoice = (await documentsOf(code)).find((row) => row.number === invoiceNumber);
        if (!invoice) throw invoiceNotFound(invoiceNumber);
        return reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="${invoice.number}.pdf"`)
          .header("cache-control", "private, no-store")
          .send(await invoices.pdf(invoice));
      },
    );
  };
}
