/**
 * The route schemas (zod) published as OpenAPI 3: browsable at /docs, machine-readable at /openapi.json
 * (and /docs/json). Shared OCC shapes become named components.
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import * as occ from "@dukkan/occ";
import * as occCart from "@dukkan/occ/cart";
import { Category, ProductSearchPage } from "../search/search.schemas.js";

/**
 * Shapes listed by name under components.schemas. They go into zod's global registry, where `.describe()`
 * texts live too (registering is per process; the API's process only).
 */
const named: Record<string, z.ZodType> = {
  OccErrorList: occ.OccErrorList,
  Price: occ.Price,
  Image: occ.Image,
  Stock: occ.Stock,
  Product: occ.Product,
  ProductList: occ.ProductList,
  ProductSearchPage,
  Category,
  RegionList: occ.RegionList,
  Page: occ.Page,
  Component: occ.Component,
  ComponentList: occ.ComponentList,
  TokenResponse: occ.TokenResponse,
  OAuthError: occ.OAuthError,
  Cart: occCart.Cart,
  OrderEntry: occCart.OrderEntry,
  CartModification: occCart.CartModification,
  CartModificationList: occCart.CartModificationList,
  StockCheckResult: occCart.StockCheckResult,
};
for (const [id, schema] of Object.entries(named)) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Dukkan commerce API",
        description:
          "OCC-compatible REST API of Dukkan. Every call under /occ/v2/dukkan accepts `lang` (en, ar), `curr` (AED), `area` (the selected delivery area) and `fields`. Errors use the OCC envelope `{errors:[{type, reason, subject, subjectType, message}]}`.",
        version,
      },
      tags: [
        { name: "Products" },
        { name: "Delivery areas" },
        { name: "Carts" },
        { name: "Vouchers" },
        { name: "CMS" },
        { name: "OAuth2" },
        { name: "Media" },
        { name: "Operations" },
        { name: "Staff sign-in", description: "Staff API (/admin/v1): sign-in, sessions and the signed-in member" },
        { name: "Staff members", description: "Staff API: members, invitations, deactivation (owner)" },
        { name: "Staff audit log", description: "Staff API: who changed what, newest first (owner)" },
        { name: "Staff stock", description: "Staff API: stock levels (fulfilment)" },
        { name: "Staff orders", description: "Staff API: orders, their history and fulfilment steps (fulfilment)" },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
