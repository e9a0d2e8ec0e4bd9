/**
 * Staff catalogue routes under /admin/v1 (issue 19): merchandisers and the owner run the catalogue; fulfilment
 * may read it and set stock (they count the warehouse). Every write records its audit row in its own transaction.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import {
  PRODUCT_LIMITS,
  StaffCategoryList,
  StaffImportReport,
  StaffPriceUpdate,
  StaffProduct,
  StaffProductFilter,
  StaffProductImport,
  StaffProductList,
  StaffProductParams,
  StaffProductUpdate,
  StaffScheduledPrice,
  StaffScheduledPriceInput,
  StaffScheduledPriceList,
  StaffScheduledPriceParams,
  StaffStockAnswer,
  StaffStockUpdate,
} from "@dukkan/staff-api";
import type { Database } from "../../db/client.js";
import type { StaffGuards } from "../../staff/staff-guards.js";
import type { BackInStockJob } from "../../stock-notifications/back-in-stock-job.js";
import { importProductCsv, productCsvOf } from "./product-csv.js";
import type { ScheduledPrices } from "./scheduled-prices.js";
import {
  staffCategoryList,
  staffProductDetail,
  staffProductExportRows,
  staffProductList,
} from "./staff-product-query.js";
import { setPrice, setStock, updateProduct } from "./staff-product-writes.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const TAGS = ["Staff catalogue"];

export function staffProductRoutes(deps: {
  db: Database;
  guards: StaffGuards;
  backInStock: BackInStockJob;
  mediaBaseUrl: string;
  scheduledPrices: ScheduledPrices;
}): FastifyPluginAsyncZod {
  const { db, guards } = deps;
  const readers = guards.require("merchandiser", "fulfilment");
  const merchandisers = guards.require("merchandiser");
  const stockKeepers = guards.require("merchandiser", "fulfilment");
  return async (app) => {
    app.get(
      "/products",
      {
        preValidation: readers,
        schema: {
          tags: TAGS,
          summary: "Every product, online or not: search by code or name (English or Arabic), filters, sort, pages",
          description: "Roles merchandiser, fulfilment and owner.",
          querystring: StaffProductFilter,
          response: { 200: StaffProductList, ...errors },
        },
      },
      async (request) => staffProductList(db, request.query),
    );

    app.get(
      "/categories",
      {
        preValidation: readers,
        schema: {
          tags: TAGS,
          summary: "Every category (code, parent, names), for filtering the product list",
          description: "Roles merchandiser, fulfilment and owner.",
          response: { 200: StaffCategoryList, ...errors },
        },
      },
      async () => ({ categories: await staffCategoryList(db) }),
    );

    app.get(
      "/products/export.csv",
      {
        preValidation: merchandisers,
        schema: {
          tags: TAGS,
          summary: "The products of the list's filter as CSV (code, price in AED incl. VAT, stock, online)",
          description: "Roles merchandiser and owner. The file can be edited and imported back.",
          querystring: StaffProductFilter.omit({ sort: true, currentPage: true, pageSize: true }),
          response: { 200: z.any().describe("text/csv"), ...errors },
        },
      },
      async (request, reply) => {
        const rows = await staffProductExportRows(db, {
          ...request.query,
          sort: "code-asc",
          currentPage: 0,
          pageSize: 1,
        });
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", 'attachment; filename="products.csv"')
          .header("cache-control", "private, no-store")
          .send(productCsvOf(rows));
      },
    );

    app.post(
      "/products/import",
      {
        preValidation: merchandisers,
        bodyLimit: PRODUCT_LIMITS.importCharacters * 4 + 1024,
        schema: {
          tags: TAGS,
          summary: "Check (dry run) or apply a CSV of code, price, stock, online",
          description:
            "Roles merchandiser and owner. Every refused row is reported with its line number (the header is line 1). " +
            "Applying (`dryRun: false`) writes every row in one transaction, or nothing: a file with a refused row " +
            "answers 400 with one ImportRowError per refusal (`subject`: the line).",
          body: StaffProductImport,
          response: { 200: StaffImportReport, ...errors },
        },
      },
      async (request) => {
        const { restocked, ...report } = await importProductCsv(
          db,
          request.staffContext,
          request.body.csv,
          request.body.dryRun,
        );
        if (restocked) await deps.backInStock.run();
        return report;
      },
    );

    app.get(
      "/products/:code",
      {
        preValidation: readers,
        schema: {
          tags: TAGS,
          summary: "One product: both languages' texts, categories, variants, price, stock per location, images",
          description: "Roles merchandiser, fulfilment and owner.",
          params: StaffProductParams,
          response: { 200: StaffProduct, ...errors },
        },
      },
      async (request) => staffProductDetail(db, request.params.code, deps.mediaBaseUrl),
    );

    app.patch(
      "/products/:code",
      {
        preValidation: merchandisers,
        schema: {
          tags: TAGS,
          summary: "Change a product's names, descriptions (HTML, sanitised) or online status",
          description: "Roles merchandiser and owner. Shoppers see the change within a second.",
          params: StaffProductParams,
          body: StaffProductUpdate,
          response: { 200: StaffProduct, ...errors },
        },
      },
      async (request) => {
        await updateProduct(db, request.staffContext, request.params.code, request.body);
        return staffProductDetail(db, request.params.code, deps.mediaBaseUrl);
      },
    );

    app.put(
      "/products/:code/price",
      {
        preValidation: merchandisers,
        schema: {
          tags: TAGS,
          summary: "Set a product's price (AED fils, VAT included)",
          description: "Roles merchandiser and owner. Shoppers see the new price within a second.",
          params: StaffProductParams,
          body: StaffPriceUpdate,
          response: { 200: StaffProduct, ...errors },
        },
      },
      async (request) => {
        await setPrice(db, request.staffContext, request.params.code, request.body);
        return staffProductDetail(db, request.params.code, deps.mediaBaseUrl);
      },
    );

    app.put(
      "/products/:code/stock",
      {
        preValidation: stockKeepers,
        schema: {
          tags: TAGS,
          summary: "Set a product's stock at a location, with the reason",
          description:
            "Roles merchandiser, fulfilment and owner. Kept in the product's stock history; customers waiting for " +
            "the product are e-mailed when it comes back in stock.",
          params: StaffProductParams,
          body: StaffStockUpdate,
          response: { 200: StaffStockAnswer, ...errors },
        },
      },
      async (request) => {
        const row = await setStock(db, request.staffContext, request.params.code, request.body);
        const { sent } = row.available > 0 ? await deps.backInStock.run() : { sent: 0 };
        return {
          productCode: request.params.code,
          location: request.body.location,
          available: row.available,
          lowStockThreshold: row.lowStockThreshold,
          notificationsSent: sent,
        };
      },
    );

    app.get(
      "/products/:code/scheduled-prices",
      {
        preValidation: merchandisers,
        schema: {
          tags: TAGS,
          summary: "A product's scheduled price changes: upcoming and active first, then the past ones",
          description: "Roles merchandiser and owner.",
          params: StaffProductParams,
          response: { 200: StaffScheduledPriceList, ...errors, 404: OccErrorList },
        },
      },
      async (request) => ({ scheduledPrices: await deps.scheduledPrices.list(request.params.code) }),
    );

    app.post(
      "/products/:code/scheduled-prices",
      {
        preValidation: merchandisers,
        schema: {
          tags: TAGS,
          summary: "Schedule a price (AED fils, VAT included) from a time, optionally until a time",
          description:
            "Roles merchandiser and owner. Applied on time by the job runner (shoppers and search see it within a " +
            "second); at the end the price before it comes back, unless staff changed the price in between. " +
            "400 when the start is not in the future or the window overlaps another open change of the product.",
          params: StaffProductParams,
          body: StaffScheduledPriceInput,
          response: { 201: StaffScheduledPrice, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await deps.scheduledPrices.schedule(request.staffContext, request.params.code, request.body)),
    );

    app.post(
      "/products/:code/scheduled-prices/:id/cancel",
      {
        preValidation: merchandisers,
        schema: {
          tags: TAGS,
          summary: "Cancel a scheduled price change: an upcoming one never applies, an active one ends now",
          description: "Roles merchandiser and owner. 400 when the change is already over.",
          params: StaffScheduledPriceParams,
          response: { 200: StaffScheduledPrice, ...errors, 404: OccErrorList },
        },
      },
      async (request) => deps.scheduledPrices.cancel(request.staffContext, request.params.code, request.params.id),
    );
  };
}
