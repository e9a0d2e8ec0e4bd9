/**
 * Kit stock on the demo shop: products/{code} and search tiles show a kit in stock exactly when the cart takes it
 * (its own stock and what its components make), and a component's stock change reaches the kit on every API
 * process within a poll. Two apps over one database stand for two processes: stock is changed through one
 * (the staff stock route) and read through the other.
 */
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { testConfig, type TestApp } from "../../test/app.js";
import { bearer, createCustomer, OCC, signIn } from "../account/account-test-support.js";
import { buildApp } from "../app.js";
import { GUEST, cartCall, newGuestCart } from "../cart/cart-test-support.js";
import type { Database } from "../db/client.js";
import { kitBundleComponents, kitBundleTemplates, sandboxOutbox } from "../db/tables.js";
import { seedDemoShop } from "@dukkan/demo-shop";
import { staffAuthHeader } from "../staff/staff-test-support.js";
import { kitFutureStocks, kitsMakeable } from "./kit-stock.js";

const POLL_MS = 1000;
const PARTY_KIT = "kit~party~50010-01";

let database: TestDatabase;
let writer: TestApp;
let reader: TestApp;

const build = async (db: Database): Promise<TestApp> => {
  const app: FastifyInstance = await buildApp({
    db,
    config: testConfig(),
    now: () => new Date(),
    cacheCheckIntervalMs: POLL_MS,
  });
  return { app, db, close: () => app.close() };
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoShop(database.db);
  writer = await build(database.db);
  reader = await build(database.db);
});
afterAll(async () => {
  await writer.close();
  await reader.close();
  await database.close();
});

/** Lets a poll interval pass: the next request on each process re-reads the catalogue version. */
const afterPoll = () => new Promise((resolve) => setTimeout(resolve, POLL_MS + 100));

interface Stock {
  stockLevelStatus: string;
  stockLevel?: number;
}

async function productStock(t: TestApp, code: string): Promise<{ stock: Stock; futureStocks?: { date: string }[] }> {
  const response = await t.app.inject(`${OCC}/products/${encodeURIComponent(code)}?fields=FULL`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The kit's tile in a text search for its English name. */
async function tileStock(t: TestApp, code: string): Promise<Stock> {
  const name = (await t.app.inject(`${OCC}/products/${encodeURIComponent(code)}?fields=name&lang=en`)).json().name;
  const response = await t.app.inject(`${OCC}/products/search?${new URLSearchParams({ query: name, pageSize: "50" })}`);
  expect(response.statusCode, response.body).toBe(200);
  const tile = (response.json().products as { code: string; stock: Stock }[]).find((product) => product.code === code);
  expect(tile, `${code} among the results for "${name}"`).toBeDefined();
  return tile!.stock;
}

/** Whether a fresh guest cart takes one kit as a bundle of its first template. */
async function cartTakesOne(t: TestApp, productCode: string, templateId: string): Promise<boolean> {
  const guid = await newGuestCart(t);
  const added = await cartCall(t, GUEST, "POST", `/${guid}/bundles`, {
    payload: { templateId, productCode, quantity: 1 },
  });
  expect(added.statusCode, added.body).toBeLessThan(500);
  return added.statusCode === 200 && added.json().quantityAdded === 1;
}

/** Each kit with the template the storefront adds (its first). */
async function kitsWithTemplates(): Promise<Map<string, string>> {
  const rows = await database.db.select().from(kitBundleTemplates).orderBy(asc(kitBundleTemplates.id));
  const kits = new Map<string, string>();
  for (const row of rows) if (!kits.has(row.productCode)) kits.set(row.productCode, row.id);
  return kits;
}

let staffHeaders: Promise<{ authorization: string }> | undefined;
const setStock = async (productCode: string, available: number) =>
  writer.app.inject({
    method: "PUT",
    url: `/admin/v1/stock/${encodeURIComponent(productCode)}`,
    headers: await (staffHeaders ??= staffAuthHeader(writer, "fulfilment")),
    payload: { available },
  });

async function firstComponentOf(kit: string): Promise<{ productCode: string; quantity: number }> {
  const [component] = await database.db
    .select({ productCode: kitBundleComponents.productCode, quantity: kitBundleComponents.quantity })
    .from(kitBundleComponents)
    .innerJoin(kitBundleTemplates, eq(kitBundleTemplates.id, kitBundleComponents.templateId))
    .where(eq(kitBundleTemplates.productCode, kit))
    .orderBy(asc(kitBundleComponents.position));
  return component!;
}

describe("kit stock", () => {
  it("shows every demo kit in stock exactly when the cart takes it; one is sold out on purpose", async () => {
    const kits = await kitsWithTemplates();
    expect(kits.size).toBeGreaterThanOrEqual(5);
    const soldOut: string[] = [];
    for (const [code, templateId] of kits) {
      const { stock, futureStocks } = await productStock(reader, code);
      const inStock = stock.stockLevelStatus !== "outOfStock";
      expect(inStock, `${code} is ${stock.stockLevelStatus}`).toBe((stock.stockLevel ?? 0) > 0);
      expect(await cartTakesOne(reader, code, templateId), `${code} is ${stock.stockLevelStatus}`).toBe(inStock);
      if (!inStock) {
        soldOut.push(code);
        expect(futureStocks?.length, `${code} has a restock date`).toBeGreaterThan(0);
      }
    }
    expect(soldOut).toHaveLength(1);
    expect(soldOut[0]).toMatch(/^kit~picnic~/);
  });

  it("moves a kit's stock with its component's on products/{code} and search tiles, on the other process", async () => {
    const component = await firstComponentOf(PARTY_KIT);
    const templateId = (await kitsWithTemplates()).get(PARTY_KIT)!;
    // Both processes have the kit rendered and cached before the change.
    for (const t of [writer, reader]) {
      expect((await productStock(t, PARTY_KIT)).stock.stockLevelStatus).not.toBe("outOfStock");
      expect((await tileStock(t, PARTY_KIT)).stockLevelStatus).not.toBe("outOfStock");
    }

    expect((await setStock(component.productCode, component.quantity - 1)).statusCode).toBe(200);
    await afterPoll();
    expect((await productStock(reader, PARTY_KIT)).stock).toMatchObject({
      stockLevelStatus: "outOfStock",
      stockLevel: 0,
    });
    expect((await tileStock(reader, PARTY_KIT)).stockLevelStatus).toBe("outOfStock");
    expect(await cartTakesOne(reader, PARTY_KIT, templateId)).toBe(false);

    // Stock for exactly three kits: the kit shows three (low stock) and the cart takes them.
    expect((await setStock(component.productCode, component.quantity * 3)).statusCode).toBe(200);
    await afterPoll();
    expect((await productStock(reader, PARTY_KIT)).stock).toMatchObject({
      stockLevelStatus: "lowStock",
      stockLevel: 3,
    });
    expect((await tileStock(reader, PARTY_KIT)).stockLevel).toBe(3);
    expect(await cartTakesOne(reader, PARTY_KIT, templateId)).toBe(true);

    expect((await setStock(component.productCode, 5_000)).statusCode).toBe(200);
    await afterPoll();
    expect((await productStock(reader, PARTY_KIT)).stock.stockLevelStatus).toBe("inStock");
  });

  it("lets a customer wait for a kit its components cannot make, and tells them when the component is back", async () => {
    const component = await firstComponentOf(PARTY_KIT);
    const customer = await createCustomer(writer, { firstName: "Dana" });
    const token = await signIn(writer, customer);
    const waitFor = () =>
      writer.app.inject({
        method: "POST",
        url: `${OCC}/users/current/productinterests?${new URLSearchParams({ productCode: PARTY_KIT, notificationType: "BACK_IN_STOCK" })}`,
        headers: bearer(token),
      });
    expect((await waitFor()).statusCode, "a kit in stock cannot be waited for").toBe(400);

    expect((await setStock(component.productCode, 0)).statusCode).toBe(200);
    const waiting = await waitFor();
    expect(waiting.statusCode, waiting.body).toBe(201);

    const restocked = await setStock(component.productCode, 5_000);
    expect(restocked.json().notificationsSent).toBe(1);
    const mails = await database.db
      .select()
      .from(sandboxOutbox)
      .where(and(eq(sandboxOutbox.recipient, customer.email), eq(sandboxOutbox.channel, "EMAIL")));
    expect(mails.some((mail) => mail.body.includes(encodeURIComponent(PARTY_KIT)))).toBe(true);
  });
});

describe("kits makeable and coming kit stock", () => {
  const cups = { quantity: 2, available: 9, sellable: true, futureStocks: [] };
  const lids = { quantity: 1, available: 0, sellable: true, futureStocks: [{ date: "2026-12-05", quantity: 3 }] };

  it("counts whole kits of the scarcest component, none when a component is no longer sold", () => {
    expect(kitsMakeable([cups, { ...lids, available: 7 }])).toBe(4);
    expect(kitsMakeable([cups, lids])).toBe(0);
    expect(kitsMakeable([cups, { ...lids, available: 7, sellable: false }])).toBe(0);
    expect(kitsMakeable([])).toBe(0);
  });

  it("dates the kit's stock by when its components arrive, not by a kit delivery they cannot fill", () => {
    // The kit's own delivery on the 1st finds no lids; the lids of the 5th make 3 kits, the kit has 10.
    expect(
      kitFutureStocks({ available: 10, futureStocks: [{ date: "2026-12-01", quantity: 50 }] }, [cups, lids]),
    ).toEqual([{ date: "2026-12-05", quantity: 3 }]);
    // Components in plenty: the kit's own delivery counts in full.
    expect(
      kitFutureStocks({ available: 0, futureStocks: [{ date: "2026-12-01", quantity: 4 }] }, [
        { ...cups, available: 100 },
        { ...lids, available: 100 },
      ]),
    ).toEqual([{ date: "2026-12-01", quantity: 4 }]);
    // A retired component: no date to promise.
    expect(kitFutureStocks({ available: 10, futureStocks: [] }, [cups, { ...lids, sellable: false }])).toEqual([]);
  });
});
