/**
 * `PUT /admin/v1/stock/{productCode}` (staff API, roles fulfilment and owner): sets a product's available stock
 * and optionally its low-stock threshold, audited as `stock.set`; answers the stored level and how many
 * back-in-stock e-mails the change sent.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList, PRODUCT_CODE_PATTERN } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import { recordAudit } from "../staff/audit.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import type { BackInStockJob } from "./back-in-stock-job.js";
import { StockLevel, StockUpdate, writeStockLevel } from "./stock-update.js";

export function adminStockRoutes(db: Database, job: BackInStockJob, guards: StaffGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      "/stock/:productCode",
      {
        schema: {
          tags: ["Staff stock"],
          summary: "Set a product's stock",
          description:
            "Staff roles fulfilment and owner. Answers the stored level and how many back-in-stock e-mails the change sent.",
          params: z.object({ productCode: z.string().max(100).regex(PRODUCT_CODE_PATTERN) }),
          body: StockUpdate,
          response: { 200: StockLevel, 400: OccErrorList, 401: OccErrorList, 403: OccErrorList },
        },
        preValidation: guards.require("fulfilment"),
      },
      async (request) => {
        const { productCode } = request.params;
        const stored = await db.transaction(async (tx) => {
          const row = await writeStockLevel(tx, productCode, request.body);
          await recordAudit(tx, request.staffContext, {
            action: "stock.set",
            targetType: "product",
            targetId: productCode,
            details: { ...request.body },
          });
          return row;
        });
        const { sent } = stored.available > 0 ? await job.run() : { sent: 0 };
        return {
          productCode,
          available: stored.available,
          lowStockThreshold: stored.lowStockThreshold,
          notificationsSent: sent,
        };
      },
    );
  };
}
