/**
 * Internal staff endpoint until the back office exists: `PUT /internal/stock/{productCode}` sets a
 * product's available stock (and optionally its low-stock threshold). It is served only when
 * STAFF_API_TOKEN is configured and requires `Authorization: Bearer <STAFF_API_TOKEN>`; it is meant for
 * warehouse tooling on the private network, never for the public storefront.
 *
 * The write bumps the catalogue version (every API process drops cached product JSON) and then runs the
 * back-in-stock job at once, so customers waiting for the product hear about it without waiting for the scan.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList, PRODUCT_CODE_PATTERN } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import { OccHttpError } from "../occ/errors.js";
import type { BackInStockJob } from "./back-in-stock-job.js";
import { StockUpdate, writeStockLevel } from "./stock-update.js";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares digests so neither the length nor the content of the token leaks through timing. */
function hasStaffToken(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}

export function staffStockRoutes(db: Database, job: BackInStockJob, staffToken: string): FastifyPluginAsyncZod {
  const expected = digest(staffToken);
  return async (app) => {
    app.put(
      "/internal/stock/:productCode",
      {
        schema: {
          tags: ["Internal"],
          summary: "Set a product's stock (staff credential)",
          description:
            "Bearer STAFF_API_TOKEN. Answers the stored level and how many back-in-stock e-mails the change sent.",
          params: z.object({ productCode: z.string().max(100).regex(PRODUCT_CODE_PATTERN) }),
          body: StockUpdate,
          response: {
            200: z.object({
              productCode: z.string(),
              available: z.number(),
              lowStockThreshold: z.number(),
              notificationsSent: z.number(),
            }),
            400: OccErrorList,
            401: OccErrorList,
          },
        },
        onRequest: async (request) => {
          if (!hasStaffToken(request, expected)) {
            throw new OccHttpError(401, [{ type: "UnauthorizedError", message: "A staff credential is required" }]);
          }
        },
      },
      async (request) => {
        const { productCode } = request.params;
        const stored = await db.transaction((tx) => writeStockLevel(tx, productCode, request.body));
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
