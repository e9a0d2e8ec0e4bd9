/**
 * OCC stock-notification routes (shopping spec §7 product interests and notification preferences; account
 * spec §7 "Notification preferences: load; update with the full list"), on SAP OCC's paths:
 *
 * - GET    users/{userId}/productinterests?productCode&notificationType&currentPage&pageSize
 * - POST   users/{userId}/productinterests?productCode&notificationType=BACK_IN_STOCK   → 201 the relation
 * - DELETE users/{userId}/productinterests?productCode&notificationType=BACK_IN_STOCK   → 204
 * - GET    users/{userId}/notificationpreferences
 * - PATCH  users/{userId}/notificationpreferences  {preferences:[{channel, enabled}]}
 *
 * Signed-in customers only, each acting on their own data (user-guard.ts).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  NOTIFICATION_CHANNELS,
  NotificationPreferenceList,
  OccErrorList,
  PRODUCT_CODE_PATTERN,
  PRODUCT_INTEREST_TYPES,
  ProductInterestRelation,
  ProductInterestSearchResult,
  type Language,
  type Product,
} from "@dukkan/occ";
import { UserIdParams } from "../account/account.schemas.js";
import type { UserGuards } from "../guards/user-guard.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import type { Database } from "../db/client.js";
import { OccQuery, type ParsedFields } from "../occ/params.js";
import { loadPreferences, savePreferences } from "./notification-preferences.js";
import { addInterest, listInterests, removeInterest, type InterestRow } from "./product-interests.js";
import { callerUid } from "../occ/request-context.js";

const productCode = z.string().max(100).regex(PRODUCT_CODE_PATTERN, "is not a valid product code");
const notificationType = z.enum(PRODUCT_INTEREST_TYPES).default("BACK_IN_STOCK");
const errorResponses = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const MAX_PAGE_SIZE = 100;

export interface StockNotificationRouteDeps {
  db: Database;
  catalog: ProductCatalog;
  guards: UserGuards;
}

export function stockNotificationRoutes({ db, catalog, guards }: StockNotificationRouteDeps): FastifyPluginAsyncZod {
  /** The interests grouped by product (one relation per product, in the rows' order) with each product's JSON. */
  async function relations(rows: InterestRow[], language: Language, fields?: ParsedFields) {
    const codes = [...new Set(rows.map((row) => row.productCode))];
    const rendered = await catalog.productJsons(codes, language, fields);
    const byCode = new Map(
      rendered.map((json) => JSON.parse(json) as Product).map((product) => [product.code, product] as const),
    );
    return codes
      .filter((code) => byCode.has(code))
      .map((code) => ({
        product: byCode.get(code)!,
        productInterestEntry: rows
          .filter((row) => row.productCode === code)
          .map((row) => ({ interestType: row.interestType, dateAdded: row.createdAt.toISOString() })),
      }));
  }

  return async (app) => {
    app.get(
      "/users/:userId/productinterests",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Stock notifications"],
          summary: "The customer's product interests",
          params: UserIdParams,
          querystring: OccQuery.extend({
            productCode: productCode.optional(),
            notificationType: z.enum(PRODUCT_INTEREST_TYPES).optional(),
            currentPage: z.coerce.number().int().min(0).default(0),
            pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
          }),
          response: { 200: ProductInterestSearchResult, ...errorResponses },
        },
      },
      async (request) => {
        const { productCode: code, notificationType: type, currentPage, pageSize, fields } = request.query;
        const page = await listInterests(db, callerUid(request.context)!, {
          productCode: code,
          interestType: type,
          currentPage,
          pageSize,
        });
        return {
          results: await relations(page.rows, request.context.language, fields),
          pagination: { currentPage, pageSize, totalPages: Math.ceil(page.total / pageSize), totalResults: page.total },
        };
      },
    );

    app.post(
      "/users/:userId/productinterests",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Stock notifications"],
          summary: "Ask to be told when an out-of-stock product is back",
          description:
            "Idempotent. Unknown or disabled products answer 400 UnknownIdentifierError; a product in stock answers 400 ValidationError (reason inStock).",
          params: UserIdParams,
          querystring: OccQuery.extend({ productCode, notificationType }),
          response: { 201: ProductInterestRelation, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { productCode: code, notificationType: type, fields } = request.query;
        const row = await addInterest(db, callerUid(request.context)!, code, type);
        const [relation] = await relations([row], request.context.language, fields);
        return reply.status(201).send(relation!);
      },
    );

    app.delete(
      "/users/:userId/productinterests",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Stock notifications"],
          summary: "Stop waiting for a product",
          params: UserIdParams,
          querystring: OccQuery.extend({ productCode, notificationType }),
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await removeInterest(
          db,
          callerUid(request.context)!,
          request.query.productCode,
          request.query.notificationType,
        );
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/users/:userId/notificationpreferences",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Stock notifications"],
          summary: "The customer's notification channels",
          description: "EMAIL, PUSH, SITE_MESSAGE and SMS (order updates); only visible channels can be switched on.",
          params: UserIdParams,
          querystring: OccQuery,
          response: { 200: NotificationPreferenceList, ...errorResponses },
        },
      },
      async (request) => ({ preferences: await loadPreferences(db, callerUid(request.context)!) }),
    );

    app.patch(
      "/users/:userId/notificationpreferences",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Stock notifications"],
          summary: "Update the customer's notification channels",
          description: "Send the list of channels with `enabled`; channels that are not visible keep their default.",
          params: UserIdParams,
          querystring: OccQuery,
          body: z.object({
            preferences: z
              .array(z.object({ channel: z.enum(NOTIFICATION_CHANNELS), enabled: z.boolean() }).passthrough())
              .min(1)
              .max(NOTIFICATION_CHANNELS.length),
          }),
          response: { 200: NotificationPreferenceList, ...errorResponses },
        },
      },
      async (request) => {
        await savePreferences(db, callerUid(request.context)!, request.body.preferences);
        return { preferences: await loadPreferences(db, callerUid(request.context)!) };
      },
    );
  };
}
