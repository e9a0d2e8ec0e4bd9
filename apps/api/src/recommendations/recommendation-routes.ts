/**
 * The carousels' reads of the recommendation tables (shopping spec §2.9 carousels, §2.14 home
 * recommendations):
 *
 * - GET products/{productCode}/references?referenceType=SIMILAR|CROSSELLING&pageSize — SAP OCC's product
 *   references; a variant answers its base product's lists. Disabled targets are left out.
 * - GET products/recommendations?pageSize — the home page's list.
 */
import { and, asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  OccErrorList,
  PRODUCT_CODE_PATTERN,
  PRODUCT_REFERENCE_TYPES,
  ProductList,
  ProductReferenceList,
} from "@dukkan/occ";
import type { ProductCatalog } from "../catalog/product-service.js";
import type { Database } from "../db/client.js";
import { products } from "../db/tables.js";
import { unknownIdentifier } from "../occ/errors.js";
import { OccQuery } from "../occ/params.js";
import { homeRecommendations, productRecommendations } from "./recommendations.tables.js";
import { LIST_LENGTH } from "./similarity.js";

const JSON_TYPE = "application/json; charset=utf-8";
const pageSize = z.coerce.number().int().min(1).max(LIST_LENGTH).default(LIST_LENGTH);

export function recommendationRoutes(db: Database, catalog: ProductCatalog): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/products/:productCode/references",
      {
        schema: {
          tags: ["Products"],
          summary: "Recommended products for a product",
          description:
            "SIMILAR: same categories and brand (the 'recommended' carousel). CROSSELLING: bought together, or complementary products before the shop has orders ('frequently bought'). Without referenceType both lists are answered, SIMILAR first. Unknown products answer 400 UnknownIdentifierError.",
          params: z.object({
            productCode: z.string().max(100).regex(PRODUCT_CODE_PATTERN, "is not a valid product code"),
          }),
          querystring: OccQuery.extend({ referenceType: z.enum(PRODUCT_REFERENCE_TYPES).optional(), pageSize }),
          response: { 200: ProductReferenceList, 400: OccErrorList },
        },
      },
      async (request, reply) => {
        const { productCode } = request.params;
        const { referenceType, pageSize: size, fields } = request.query;
        const [product] = await db
          .select({ baseProductCode: products.baseProductCode, kind: products.kind })
          .from(products)
          .where(eq(products.code, productCode));
        if (!product) throw unknownIdentifier("product", productCode, `Product with code '${productCode}' not found!`);
        const family = product.kind === "VARIANT" && product.baseProductCode ? product.baseProductCode : productCode;
        const rows = await db
          .select({
            referenceType: productRecommendations.referenceType,
            targetCode: productRecommendations.targetCode,
          })
          .from(productRecommendations)
          .innerJoin(products, eq(products.code, productRecommendations.targetCode))
          .where(
            and(
              eq(productRecommendations.productCode, family),
              referenceType ? eq(productRecommendations.referenceType, referenceType) : undefined,
              eq(products.disabled, false),
            ),
          )
          .orderBy(asc(productRecommendations.referenceType), asc(productRecommendations.position));
        const types = referenceType ? [referenceType] : (["SIMILAR", "CROSSELLING"] as const);
        const lists = types.map((type) => rows.filter((row) => row.referenceType === type).slice(0, size));
        const codes = [...new Set(lists.flat().map((row) => row.targetCode))];
        const rendered = await catalog.productJsons(codes, request.context.language, fields);
        // Every target exists (joined above), so the rendered list lines up with the codes.
        const jsonByCode = new Map(codes.map((code, index) => [code, rendered[index]]));
        const references = lists
          .flat()
          .filter((row) => jsonByCode.get(row.targetCode) !== undefined)
          .map(
            (row) =>
              `{"referenceType":"${row.referenceType}","preselected":false,"target":${jsonByCode.get(row.targetCode)}}`,
          );
        return reply.type(JSON_TYPE).send(`{"references":[${references.join(",")}]}` as never);
      },
    );

    app.get(
      "/products/recommendations",
      {
        schema: {
          tags: ["Products"],
          summary: "The home page's recommended products",
          description:
            "The most bought products, or the best rated ones before the shop has orders; disabled products are left out.",
          querystring: OccQuery.extend({ pageSize }),
          response: { 200: ProductList, 400: OccErrorList },
        },
      },
      async (request, reply) => {
        const rows = await db
          .select({ code: homeRecommendations.productCode })
          .from(homeRecommendations)
          .innerJoin(products, eq(products.code, homeRecommendations.productCode))
          .where(eq(products.disabled, false))
          .orderBy(asc(homeRecommendations.position))
          .limit(request.query.pageSize);
        const json = await catalog.productListJson(
          rows.map((row) => row.code),
          request.context.language,
          request.query.fields,
        );
        return reply.type(JSON_TYPE).send(json as never);
      },
    );
  };
}
