/**
 * GET /admin/v1/dashboard: today's sales in Dubai days (an order placed at 00:30 Dubai time counts today, one at
 * 23:30 the evening before yesterday), 14 days with zeros, cancelled orders left out, waiting orders by status,
 * low stock, and every staff role may read it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Dashboard } from "@dukkan/staff-api";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, TEST_NOW } from "../../test/fixtures.js";
import { stockLevels } from "../db/tables.js";
import { placedOrder } from "../orders/lifecycle/lifecycle-test-support.js";
import { insertOrderFixtures } from "../orders/order-test-support.js";
import { orders } from "../orders/orders.tables.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures });
});
afterAll(() => t.close());

const read = (headers: Record<string, string> = {}) => t.app.inject({ url: "/admin/v1/dashboard", headers });
const placeAt = (id: number, placedAt: Date) => t.db.update(orders).set({ placedAt }).where(eq(orders.id, id));

describe("GET /admin/v1/dashboard", () => {
  it("sums today's orders in Dubai days, lists 14 days, waiting orders and low stock", async () => {
    // TEST_NOW is 2025-06-15 08:00 UTC, 12:00 in Dubai.
    expect(TEST_NOW.toISOString()).toBe("2025-06-15T08:00:00.000Z");
    const noon = await placedOrder(t, "Noon");
    const afterMidnight = await placedOrder(t, "Early");
    const lastEvening = await placedOrder(t, "Evening");
    const lastWeek = await placedOrder(t, "Week");
    const cancelled = await placedOrder(t, "Gone");
    await placeAt(afterMidnight.id, new Date("2025-06-14T20:30:00Z"));
    await placeAt(lastEvening.id, new Date("2025-06-14T19:30:00Z"));
    await placeAt(lastWeek.id, new Date("2025-06-08T10:00:00Z"));
    await t.db.update(orders).set({ status: "CANCELLED" }).where(eq(orders.id, cancelled.id));
    await t.db.update(orders).set({ status: "PROCESSING" }).where(eq(orders.id, lastWeek.id));
    await t.db
      .update(stockLevels)
      .set({ available: 1, lowStockThreshold: 5 })
      .where(eq(stockLevels.productCode, CODES.cup));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, noon.id));
    const orderTotal = row!.totalPriceFils;
    expect(orderTotal).toBeGreaterThan(0);

    const support = await staffAuthHeader(t, "support");
    const response = await read(support);
    expect(response.statusCode).toBe(200);
    const board = Dashboard.parse(response.json());
    const todaySales = 2 * orderTotal;
    expect(board.today).toEqual({
      orders: 2,
      salesFils: todaySales,
      salesExVatFils: todaySales - Math.round((todaySales * 5) / 105),
    });
    expect(board.salesByDay).toHaveLength(14);
    expect(board.salesByDay[0]!.date).toBe("2025-06-02");
    expect(board.salesByDay[13]).toEqual({ date: "2025-06-15", orders: 2, salesFils: todaySales });
    expect(board.salesByDay[12]).toEqual({ date: "2025-06-14", orders: 1, salesFils: orderTotal });
    expect(board.salesByDay[6]).toEqual({ date: "2025-06-08", orders: 1, salesFils: orderTotal });
    expect(board.salesByDay[5]).toEqual({ date: "2025-06-07", orders: 0, salesFils: 0 });
    expect(board.waiting).toEqual({ CREATED: 3, PROCESSING: 1, PARTIALLY_SHIPPED: 0, READY_FOR_PICKUP: 0 });
    expect(board.lowStock.length).toBeLessThanOrEqual(10);
    expect(board.lowStock).toContainEqual({ code: CODES.cup, name: expect.any(String), stockLevel: 1 });
    const levels = board.lowStock.map((product) => product.stockLevel);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    // The Arabic back office reads product names in Arabic.
    const arabic = Dashboard.parse(
      (await t.app.inject({ url: "/admin/v1/dashboard?lang=ar", headers: support })).json(),
    );
    expect(arabic.lowStock).toContainEqual({ code: CODES.cup, name: "كوب ورقي 8 أونصة", stockLevel: 1 });
    expect(board.openTickets).toBeNull();
    expect(board.openReturns).toBeNull();
  });

  it("is for every signed-in staff role and nobody else", async () => {
    for (const role of ["owner", "fulfilment", "merchandiser"] as const) {
      expect((await read(await staffAuthHeader(t, role))).statusCode).toBe(200);
    }
    expect((await read()).statusCode).toBe(401);
  });
});
