/**
 * The staff order routes (issue 18): roles owner and fulfilment only, every step through the API with its audit
 * row, refusals in the OCC envelope, and the order list's filters.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { staffAuthHeader } from "../../staff/staff-test-support.js";
import { auditLog } from "../../staff/staff.tables.js";
import { insertOrderFixtures } from "../order-test-support.js";
import { StaffOrderList } from "@dukkan/staff-api";
import { orders } from "../orders.tables.js";
import { consignmentRow, orderRow, placedOrder } from "./lifecycle-test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures });
});
afterAll(() => t.close());

const ADMIN = "/admin/v1";
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: "POST", url: `${ADMIN}${url}`, headers, payload });

describe("staff order routes", () => {
  it("lets fulfilment staff accept, pick, ship and deliver, with an audit row for every write", async () => {
    const order = await placedOrder(t, "Zaid");
    const fulfilment = await staffAuthHeader(t, "fulfilment");
    const path = `/orders/${order.code}/consignments/${order.consignment}`;
    expect((await post(`/orders/${order.code}/accept`, fulfilment, { reason: "In stock" })).statusCode).toBe(200);
    expect((await post(`${path}/pick`, fulfilment)).statusCode).toBe(200);
    const shipped = await post(`${path}/ship`, fulfilment, { carrierCode: "emirates-post", trackingId: "EP-1" });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().order.consignments[0]).toMatchObject({ status: "SHIPPED", trackingID: "EP-1" });
    const tracked = await post(`${path}/tracking-events`, fulfilment, {
      eventDate: "2026-11-28T10:00:00.000Z",
      detail: "Sorted at the hub",
      location: "Dubai",
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect((await post(`${path}/deliver`, fulfilment)).statusCode).toBe(200);
    expect((await orderRow(t, order.id)).status).toBe("COMPLETED");

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.role, "fulfilment"));
    const orderWrites = audit.filter((row) => row.targetType === "order" || row.targetType === "consignment");
    expect(orderWrites.map((row) => [row.action, row.targetId])).toEqual([
      ["order.accept", order.code],
      ["consignment.pick", order.consignment],
      ["consignment.ship", order.consignment],
      ["consignment.tracking-event", order.consignment],
      ["consignment.deliver", order.consignment],
    ]);

    const read = await t.app.inject({ url: `${ADMIN}/orders/${order.code}`, headers: fulfilment });
    expect(read.statusCode).toBe(200);
    expect(read.json().events.filter((event: { actorType: string }) => event.actorType === "staff")).toHaveLength(7);
  });

  it("names an order's products in the language asked for (the Arabic back office), English by default", async () => {
    const order = await placedOrder(t, "Reem");
    const fulfilment = await staffAuthHeader(t, "fulfilment");
    const productName = async (query: string) => {
      const read = await t.app.inject({ url: `${ADMIN}/orders/${order.code}${query}`, headers: fulfilment });
      expect(read.statusCode, read.body).toBe(200);
      return read.json().order.entries[0].product.name as string;
    };
    expect(await productName("?lang=ar")).toBe("كوب ورقي 8 أونصة");
    expect(await productName("")).toBe("Paper Cup 8oz");
  });

  it("answers a refused step with 400 naming the state, and audits nothing", async () => {
    const order = await placedOrder(t, "Amal");
    const owner = await staffAuthHeader(t, "owner");
    const early = await post(`/orders/${order.code}/consignments/${order.consignment}/ship`, owner, {
      carrierCode: "aramex",
      trackingId: "AX-1",
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].message).toContain("is READY");
    expect((await consignmentRow(t, order.consignment)).status).toBe("READY");
    const accepted = await post(`/orders/${order.code}/accept`, owner);
    expect(accepted.statusCode).toBe(200);
    const bad = await post(`/orders/${order.code}/consignments/${order.consignment}/ship`, owner, {
      carrierCode: "pigeon",
      trackingId: "X",
    });
    expect(bad.statusCode).toBe(400);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetId, order.consignment));
    expect(rows).toEqual([]);
  });

  it("refuses support and merchandiser staff (403) and callers without a staff token (401)", async () => {
    const order = await placedOrder(t, "Basma");
    for (const role of ["support", "merchandiser"] as const) {
      const headers = await staffAuthHeader(t, role);
      expect((await t.app.inject({ url: `${ADMIN}/orders`, headers })).statusCode).toBe(403);
      expect((await post(`/orders/${order.code}/accept`, headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: `${ADMIN}/orders` })).statusCode).toBe(401);
    expect((await orderRow(t, order.id)).status).toBe("CREATED");
  });

  it("lists orders by status and by a search for the code or the customer's e-mail", async () => {
    const order = await placedOrder(t, "Dalia");
    const headers = await staffAuthHeader(t, "fulfilment");
    const byCode = await t.app.inject({ url: `${ADMIN}/orders?q=${order.code}`, headers });
    expect(byCode.json().orders.map((row: { code: string }) => row.code)).toEqual([order.code]);
    const email = byCode.json().orders[0].customerEmail as string;
    const byEmail = await t.app.inject({ url: `${ADMIN}/orders?q=${encodeURIComponent(email)}`, headers });
    expect(byEmail.json().orders.map((row: { code: string }) => row.code)).toEqual([order.code]);
    const processing = await t.app.inject({ url: `${ADMIN}/orders?status=PROCESSING&q=${order.code}`, headers });
    expect(processing.json().orders).toEqual([]);
    const refused = await t.app.inject({ url: `${ADMIN}/orders?status=LOST`, headers });
    expect(refused.statusCode).toBe(400);
  });

  it("filters by several statuses, emirate, area, payment mode and a name or phone search, and sorts", async () => {
    const alice = await placedOrder(t, "Hessa");
    const mariam = await placedOrder(t, "Mariam");
    const [row] = await t.db.select().from(orders).where(eq(orders.id, mariam.id));
    await t.db
      .update(orders)
      .set({
        status: "PROCESSING",
        paymentModeCode: "card",
        totalPriceFils: 9_999_999,
        areaIsocode: "AE-SH-ALMAJAZ",
        deliveryAddress: {
          ...row!.deliveryAddress,
          firstName: "Mariam",
          lastName: "Saeed",
          phone: "+971 55 777 8899",
          regionIsocode: "AE-SH",
          areaIsocode: "AE-SH-ALMAJAZ",
        },
      })
      .where(eq(orders.id, mariam.id));
    const headers = await staffAuthHeader(t, "fulfilment");
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `${ADMIN}/orders?${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return StaffOrderList.parse(response.json()).orders;
    };
    const codes = async (query: string) => (await list(query)).map((order) => order.code);

    expect(await codes("q=mariam")).toEqual([mariam.code]);
    expect(await codes(`q=${encodeURIComponent("55 777 88")}`)).toEqual([mariam.code]);
    expect(await codes("emirate=AE-SH")).toEqual([mariam.code]);
    expect(await codes("area=AE-SH-ALMAJAZ")).toEqual([mariam.code]);
    expect(await codes("paymentMode=card")).toEqual([mariam.code]);
    const both = await codes("status=CREATED&status=PROCESSING");
    expect(both).toEqual(expect.arrayContaining([alice.code, mariam.code]));
    const processing = await codes("status=PROCESSING");
    expect(processing).toContain(mariam.code);
    expect(processing).not.toContain(alice.code);
    expect(await codes("emirate=AE-DU")).toContain(alice.code);

    const [mariamRow] = await list(`q=${mariam.code}`);
    expect(mariamRow).toMatchObject({ customerName: "Mariam Saeed", area: "AE-SH-ALMAJAZ", emirate: "AE-SH" });
    const [aliceRow] = await list(`q=${alice.code}`);
    expect(aliceRow).toMatchObject({ customerName: "Alice Khan", area: "AE-DU-MARINA", emirate: "AE-DU" });

    const byTotal = await list("sort=total-desc&pageSize=100");
    expect(byTotal[0]!.code).toBe(mariam.code);
    const totals = (await list("sort=total-asc&pageSize=100")).map((order) => order.totalPriceFils);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const newestFirst = await codes("pageSize=100");
    expect(await codes("sort=placed-asc&pageSize=100")).toEqual([...newestFirst].reverse());
    expect((await t.app.inject({ url: `${ADMIN}/orders?sort=cheapest`, headers })).statusCode).toBe(400);
  });
});
