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
});
