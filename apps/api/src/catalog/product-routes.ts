import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList, PRODUCT_CODE_PATTERN, Product, ProductList } from "@dukkan/occ";
import { OccQuery, commaSeparated } from "../occ/params.js";
import type { ProductCatalog } from "./product-service.js";

const JSON_TYPE = "application/json; charset=utf-8";
export const MAX_CODES_PER_LIST = 100;

const productCode = z.string().max(100).regex(PRODUCT_CODE_PATTERN, "is not a valid product code");

export function productRoutes(catalog: ProductCatalog): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/products/:productCode",
      {
        schema: {
          tags: ["Products"],
          summary: "Get a product",
          description:
            "A product by code, disabled ones included (flagged `disabled`). Unknown codes answer 400 UnknownIdentifierError.",
          params: z.object({ productCode }),
          querystring: OccQuery,
          response: { 200: Product, 400: OccErrorList },
        },
      },
      async (request, reply) => {
        const json = await catalog.productJson(
          request.params.productCode,
          request.context.language,
          request.query.fields,
        );
        // Already serialised (and cached) UTF-8 JSON: sent as is.
        return reply.type(JSON_TYPE).send(json as never);
      },
    );

    app.get(
      "/products",
      {
        schema: {
          tags: ["Products"],
          summary: "Get products by codes",
          description: `Up to ${MAX_CODES_PER_LIST} comma-separated codes; unknown codes are skipped and the order is kept.`,
          querystring: OccQuery.extend({
            codes: commaSeparated(productCode, { max: MAX_CODES_PER_LIST, name: "codes" }).describe(
              "Comma-separated product codes",
            ),
          }),
          response: { 200: ProductList, 400: OccErrorList },
        },
      },
      async (request, reply) => {
        const json = await catalog.productListJson(request.query.codes, request.context.language, request.query.fields);
        return reply.type(JSON_TYPE).send(json as never);
      },
    );
  };
}
