/** The warehouse PDFs through the staff API: an order's packing slip and a pick list over several orders. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { CODES } from "../../../test/fixtures.js";
import { pdfText } from "../../invoices/pdf-text.test-support.js";
import { staffAuthHeader } from "../../staff/staff-test-support.js";
import { insertOrderFixtures } from "../order-test-support.js";
import { placedOrder } from "./lifecycle-test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url: `/admin/v1${url}`, headers });

describe("staff warehouse documents", () => {
  it("prints an order's packing slip with the address and the quantity, labels in English and Arabic", async () => {
    const order = await placedOrder(t, "Reem");
    const response = await get(`/orders/${order.code}/packing-slip.pdf`, await staffAuthHeader(t, "fulfilment"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain("Packing slip");
    expect(text).toContain(order.code);
    expect(text).toContain("Marina Walk 5");
    expect(text).toContain(CODES.cup);
    expect(text).toMatch(/Quantity[\s\S]*2/);
    expect(text).toMatch(/[\u0600-\u06FF]/);
  });

  it("prints one pick list for several orders, the same product's quantities added up", async () => {
    const first = await placedOrder(t, "Lina");
    const second = await placedOrder(t, "Huda");
    const headers = await staffAuthHeader(t, "owner");
    const response = await get(`/pick-list.pdf?orders=${first.code},${second.code}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain("Pick list");
    // Two cups in each order: four to pick, and which order takes how many.
    expect(text).toContain(`${first.code} × 2, ${second.code} × 2`);
    expect(text).toMatch(new RegExp(`${CODES.cup}[\\s\\S]*4`));

    const unknown = await get(`/pick-list.pdf?orders=${first.code},99999999`, headers);
    expect(unknown.statusCode).toBe(400);
    expect((await get(`/pick-list.pdf?orders=${first.code}`, await staffAuthHeader(t, "support"))).statusCode).toBe(
      403,
    );
  });
});
