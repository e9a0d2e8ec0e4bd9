/**
 * Twenty shoppers race for the last three units (checkout spec §4.3 step 1): on PostgreSQL through two API
 * instances over one database (as two processes would run), on PGlite through one. Exactly three orders are made,
 * stock ends at zero, never below, and everyone else is told validation.cannotProceedCheckout.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { createTestApp, testConfig, type TestApp } from "../../test/app.js";
import { TEST_NOW } from "../../test/fixtures.js";
import { signedInCustomer, type Caller } from "../cart/cart-test-support.js";
import { stockLevels } from "../db/tables.js";
import { add, checkOut, firstError, insertOrderFixtures, newCart, placeOrder, SCARCE } from "./order-test-support.js";
import { orders } from "./orders.tables.js";

const SHOPPERS = 20;
const onPostgres = process.env.DUKKAN_TEST_DB === "postgres";

let t: TestApp;
/** The second API instance over the same database (PostgreSQL only; PGlite is one in-process database). */
let second: FastifyInstance | undefined;

beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures });
  if (onPostgres) {
    second = await buildApp({
      db: t.db,
      config: testConfig(),
      now: () => TEST_NOW,
      cacheCheckIntervalMs: 0,
      backgroundJobs: false,
    });
  }
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

describe("many checkouts racing for the last units", () => {
  it("makes exactly as many orders as there are units, and refuses the rest", async () => {
    const shoppers: Caller[] = [];
    for (let index = 0; index < SHOPPERS; index++) {
      const shopper = await signedInCustomer(t, `Racer${index}`);
      const cartId = await newCart(t, shopper);
      await add(t, shopper, cartId, SCARCE, 1);
      await checkOut(t, shopper, cartId);
      shoppers.push(shopper);
    }

    const responses = await Promise.all(
      shoppers.map((shopper, index) =>
        placeOrder(index % 2 === 1 && second ? { ...t, app: second } : t, shopper, "current"),
      ),
    );

    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(SHOPPERS - 3);
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(400);
      expect(firstError(response)).toMatchObject({
        type: "InsufficientStockError",
        reason: "validation.cannotProceedCheckout",
        subject: SCARCE,
      });
    }
    const [stock] = await t.db.select().from(stockLevels).where(eq(stockLevels.productCode, SCARCE));
    expect(stock!.available).toBe(0);
    expect(await t.db.select().from(orders)).toHaveLength(3);
  });
});
