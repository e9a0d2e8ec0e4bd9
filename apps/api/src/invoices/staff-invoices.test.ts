/** Staff read an order's invoices (owner, fulfilment, support): the list and each document's PDF. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaffInvoiceList } from "@dukkan/staff-api";
import { createTestApp, type TestApp } from "../../test/app.js";
import { placedOrder } from "../orders/lifecycle/lifecycle-test-support.js";
import { insertOrderFixtures } from "../orders/order-test-support.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: insertOrderFixtures });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url: `/admin/v1${url}`, headers });

describe("staff invoice routes", () => {
  it("list an order's tax invoice and serve its PDF to support staff", async () => {
    const order = await placedOrder(t, "Noura");
    const support = await staffAuthHeader(t, "support");
    const listed = await get(`/orders/${order.code}/invoices`, support);
    expect(listed.statusCode, listed.body).toBe(200);
    const { invoices } = StaffInvoiceList.parse(listed.json());
    expect(invoices).toHaveLength(1);
    const [tax] = invoices;
    expect(tax).toMatchObject({ type: "TAX_INVOICE", invoiceNumber: expect.stringMatching(/^INV-/) });
    expect(tax!.pdfPath).toBe(`/admin/v1/orders/${order.code}/invoices/${tax!.invoiceNumber}.pdf`);

    const pdf = await t.app.inject({ url: tax!.pdfPath, headers: support });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // Unknown documents and orders answer as the OCC API does: 400 UnknownIdentifierError.
    for (const url of [`/orders/${order.code}/invoices/INV-0000-000000.pdf`, "/orders/99999999/invoices"]) {
      const unknown = await get(url, support);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0].type).toBe("UnknownIdentifierError");
    }
    expect((await get(`/orders/${order.code}/invoices`, await staffAuthHeader(t, "merchandiser"))).statusCode).toBe(
      403,
    );
  });
});
