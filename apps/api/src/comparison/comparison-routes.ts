import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ComparisonProductList, OccErrorList, PRODUCT_CODE_PATTERN } from "@dukkan/occ";
import { OccQuery, commaSeparated } from "../occ/params.js";
import { COMPARISON_MAXIMUM, type ComparisonService } from "./comparison-service.js";

const productCode = z.string().max(100).regex(PRODUCT_CODE_PATTERN, "is not a valid product code");

export function comparisonRoutes(comparison: ComparisonService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/products/productsForComparison",
      {
        schema: {
          tags: ["Products"],
          summary: "Get products for comparison",
          description:
            `Up to ${COMPARISON_MAXIMUM} comma-separated codes in \`code\`, answered in that order with their ` +
            "specifications as `classifications[] {name, value}`; unknown and disabled products are left out.",
          querystring: OccQuery.omit({ fields: true }).extend({
            code: commaSeparated(productCode, { max: COMPARISON_MAXIMUM, name: "code" }).describe(
              "Comma-separated product codes",
            ),
          }),
          response: { 200: ComparisonProductList, 400: OccErrorList },
        },
      },
      async (request) => ({ products: await comparison.products(request.query.code, request.context.language) }),
    );
  };
}
