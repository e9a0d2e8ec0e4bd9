/**
 * Search stays correct while the catalogue changes, on every API process: two apps (each with its own caches
 * and index, as two processes would have) over one database. Changes are written through one and logged with
 * recordProductChanges; the other must show them after its next poll (once a second). Finally a third app,
 * built after all the changes, must answer exactly like the incrementally updated one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.js";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { testConfig } from "../../test/app.js";
import { recordProductChanges } from "../cache/catalog-version.js";
import type { Database } from "../db/client.js";
import { prices, productCategories, products, stockLevels } from "../db/tables.js";
import { seedDemoShop } from "@dukkan/demo-shop";
import { staffAuthHeader } from "../staff/staff-test-support.js";
import { ProductSearchPage } from "./search.schemas.js";

const SEARCH = "/occ/v2/dukkan/products/search";
const POLL_MS = 1000;
let database: TestDatabase;
let writer: FastifyInstance;
let reader: FastifyInstance;

const build = (db: Database, cacheCheckIntervalMs: number) =>
  buildApp({ db, config: testConfig(), now: () => new Date(), cacheCheckIntervalMs });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoShop(database.db);
  writer = await build(database.db, POLL_MS);
  reader = await build(database.db, POLL_MS);
});
afterAll(async () => {
  await writer.close();
  await reader.close();
  await database.close();
});

async function search(app: FastifyInstance, params: Record<string, string>): Promise<ProductSearchPage> {
  const response = await app.inject(`${SEARCH}?${new URLSearchParams(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return ProductSearchPage.parse(response.json());
}

/** Lets a poll interval pass: the next request on each process re-reads the catalogue version. */
const afterPoll = () => new Promise((resolve) => setTimeout(resolve, POLL_MS + 100));

async function change(codes: string[], write: (tx: Database) => Promise<unknown>): Promise<void> {
  await database.db.transaction(async (tx) => {
    await write(tx as unknown as Database);
    await recordProductChanges(tx, codes);
  });
}

describe("catalogue changes reach every API process within a poll", () => {
  it("shows a price change, a new product, a stock change and a disabled product on the other process", async () => {
    for (const app of [writer, reader]) await search(app, { query: ":price-asc", pageSize: "1" });
    const cheapest = (await search(reader, { query: ":price-asc", pageSize: "1" })).products[0]!;
    const [standard] = await database.db
      .select({ code: products.code })
      .from(products)
      .where(eq(products.kind, "STANDARD"))
      .orderBy(products.code)
      .limit(1);
    const target = standard!.code;
    expect(cheapest.code).not.toBe(target);

    // A price change: the product becomes the cheapest.
    await change([target], (tx) => tx.update(prices).set({ valueFils: 1 }).where(eq(prices.productCode, target)));
    await afterPoll();
    const repriced = await search(reader, { query: ":price-asc", pageSize: "1" });
    expect(repriced.products[0]).toMatchObject({ code: target, price: { value: 0.01 } });

    // A new product: found by its words, counted in its category.
    const before = (await search(reader, { query: ":relevance:allCategories:cups-and-lids" })).pagination.totalResults;
    await change(["9900-01"], async (tx) => {
      await tx.insert(products).values({
        code: "9900-01",
        name: { en: "Zebra Striped Tumbler", ar: "كوب مخطط حمار الوحش" },
        position: 1,
      });
      await tx.insert(prices).values({ productCode: "9900-01", valueFils: 1234 });
      await tx.insert(stockLevels).values({ productCode: "9900-01", available: 7 });
      await tx.insert(productCategories).values({ productCode: "9900-01", categoryCode: "cups-and-lids" });
    });
    await afterPoll();
    const found = await search(reader, { query: "zebra tumbl" });
    expect(found.products.map((product) => product.code)).toEqual(["9900-01"]);
    expect(found.products[0]!.stock).toMatchObject({ stockLevelStatus: "lowStock", stockLevel: 7 });
    expect((await search(reader, { query: "حمار", lang: "ar" })).products.map((p) => p.code)).toEqual(["9900-01"]);
    expect((await search(reader, { query: ":relevance:allCategories:cups-and-lids" })).pagination.totalResults).toBe(
      before + 1,
    );

    // A stock change: the listing shows it (search results embed the product's stock).
    await change(["9900-01"], (tx) =>
      tx.update(stockLevels).set({ available: 0 }).where(eq(stockLevels.productCode, "9900-01")),
    );
    await afterPoll();
    expect((await search(reader, { query: "zebra" })).products[0]!.stock).toMatchObject({
      stockLevelStatus: "outOfStock",
    });

    // Disabled: gone from text search, listings and counts.
    await change(["9900-01"], (tx) => tx.update(products).set({ disabled: true }).where(eq(products.code, "9900-01")));
    await afterPoll();
    expect((await search(reader, { query: "zebra" })).pagination.totalResults).toBe(0);
    expect((await search(reader, { query: ":relevance:allCategories:cups-and-lids" })).pagination.totalResults).toBe(
      before,
    );
    // The writing process sees it the same way.
    expect((await search(writer, { query: "zebra" })).pagination.totalResults).toBe(0);
  });

  it("answers a repeated (cached) search with the new price and facet counts after the poll", async () => {
    const [, standard] = await database.db
      .select({ code: products.code })
      .from(products)
      .where(eq(products.kind, "STANDARD"))
      .orderBy(products.code)
      .limit(2);
    const code = standard!.code;
    const params = { query: `${code}:relevance`, pageSize: "5" };
    const topRange = (page: ProductSearchPage) =>
      page.facets.find((facet) => facet.code === "price")?.values.find((value) => value.code === "100-up")?.count ?? 0;
    // Asked twice on each process: the second answer comes from the response cache.
    const before = await search(reader, params);
    expect(await search(reader, params)).toEqual(before);
    await search(writer, params);
    await search(writer, params);
    expect(before.products.find((product) => product.code === code)?.price?.value).not.toBe(123_456);

    await change([code], (tx) => tx.update(prices).set({ valueFils: 12_345_600 }).where(eq(prices.productCode, code)));
    await afterPoll();
    for (const app of [reader, writer]) {
      const after = await search(app, params);
      expect(after.products.find((product) => product.code === code)).toMatchObject({ price: { value: 123_456 } });
      expect(topRange(after)).toBe(topRange(before) + 1);
    }
  });

  it("shows a stock change made through the staff stock route on another process after the poll", async () => {
    const staff = await buildApp({
      db: database.db,
      config: testConfig(),
      now: () => new Date(),
      cacheCheckIntervalMs: POLL_MS,
    });
    try {
      const [, , standard] = await database.db
        .select({ code: products.code })
        .from(products)
        .where(eq(products.kind, "STANDARD"))
        .orderBy(products.code)
        .limit(3);
      const code = standard!.code;
      const params = { query: `${code}:relevance`, pageSize: "5" };
      const status = async () =>
        (await search(reader, params)).products.find((product) => product.code === code)?.stock?.stockLevelStatus;
      const outOfStock = (await status()) === "outOfStock";
      const response = await staff.inject({
        method: "PUT",
        url: `/admin/v1/stock/${code}`,
        headers: await staffAuthHeader({ app: staff, db: database.db, close: () => staff.close() }, "fulfilment"),
        payload: { available: outOfStock ? 500 : 0 },
      });
      expect(response.statusCode, response.body).toBe(200);
      await afterPoll();
      expect(await status()).toBe(outOfStock ? "inStock" : "outOfStock");
    } finally {
      await staff.close();
    }
  });

  it("answers after incremental updates exactly like a process started afterwards", async () => {
    // A variant's price: its family's tile is refreshed.
    const [variant] = await database.db
      .select({ code: products.code })
      .from(products)
      .where(eq(products.kind, "VARIANT"))
      .orderBy(products.code)
      .limit(1);
    await change([variant!.code], (tx) =>
      tx.update(prices).set({ valueFils: 99_999 }).where(eq(prices.productCode, variant!.code)),
    );
    await afterPoll();
    const fresh = await build(database.db, POLL_MS);
    try {
      const queries: Record<string, string>[] = [
        { query: ":relevance", pageSize: "100" },
        { query: ":price-desc", pageSize: "20" },
        { query: ":name-asc:allCategories:cups-and-lids", pageSize: "50" },
        { query: "cup:relevance:price:0-10", pageSize: "50" },
        { query: "أكواب", lang: "ar", pageSize: "50" },
      ];
      for (const params of queries) {
        const [updated, rebuilt] = await Promise.all([search(reader, params), search(fresh, params)]);
        expect(updated, JSON.stringify(params)).toEqual(rebuilt);
      }
    } finally {
      await fresh.close();
    }
  });
});
