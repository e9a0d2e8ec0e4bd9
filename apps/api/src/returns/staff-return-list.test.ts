/**
 * The staff returns list over many requests (issue 19): a page loads its requests' orders, customers and lines
 * together, and every row still shows its own customer, order, units, refund, status and payment, newest first,
 * on every page. The requests are written straight into the tables (placing and delivering 30 orders through the
 * API would only repeat returns.test.ts); the expected rows are written out from the same plan.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES } from "../../test/fixtures.js";
import { customers } from "../db/tables.js";
import { insertAmendmentFixtures } from "../orders/amendments/amendment-test-support.js";
import { orderEntries, orders } from "../orders/orders.tables.js";
import { staffAuthHeader } from "../staff/staff-test-support.js";
import { returnRequestEntries, returnRequests } from "./returns.tables.js";
import { staffCall } from "./returns-test-support.js";

let t: TestApp;
let support: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: insertAmendmentFixtures });
  support = await staffAuthHeader(t, "support");
});
afterAll(() => t.close());

/** Three customers; the last gave no name (an empty one), so the list shows none. */
const CUSTOMERS = [
  { uid: "layla.haddad@list.test", firstName: "Layla", lastName: "Haddad", name: "Layla Haddad" },
  { uid: "omar.saleh@list.test", firstName: "Omar", lastName: "Saleh", name: "Omar Saleh" },
  { uid: "no.name@list.test", firstName: "", lastName: "", name: null },
] as const;
const STATUSES = ["APPROVAL_PENDING", "APPROVED", "RECEIVED", "REFUNDED", "REJECTED"] as const;
const REQUESTS = 30;
const START = new Date("2026-03-01T08:00:00Z");

/**
 * Request n (0…29): customer n % 3, paid by card when n is even, status n % 5, n % 3 + 1 units on one line (two
 * lines of one and n % 3 units when that is more than one), a refund of 10.00 × (n + 1) + 0.25, asked n hours
 * after START (so the newest is the last).
 */
const plan = Array.from({ length: REQUESTS }, (_, n) => ({
  customer: CUSTOMERS[n % 3]!,
  paymentMode: n % 2 === 0 ? "card" : "pay-on-delivery",
  status: STATUSES[n % 5]!,
  lines: n % 3 === 0 ? [1] : [1, n % 3],
  refundFils: 1000 * (n + 1) + 25,
  createdAt: new Date(START.getTime() + n * 60 * 60 * 1000),
}));

const code = (id: number) => String(id).padStart(8, "0");

describe("the staff returns list over many requests", () => {
  it("shows each request's own customer, order, units, refund and status, newest first, page by page", async () => {
    await t.db.insert(customers).values(
      CUSTOMERS.map((customer) => ({
        uid: customer.uid,
        customerId: randomUUID(),
        email: customer.uid,
        firstName: customer.firstName,
        lastName: customer.lastName,
        active: true,
      })),
    );
    const expected = [];
    for (const [n, request] of plan.entries()) {
      const [order] = await t.db
        .insert(orders)
        .values({
          guid: randomUUID(),
          customerUid: request.customer.uid,
          cartId: 70_000_000 + n,
          cartGuid: randomUUID(),
          status: "COMPLETED",
          deliveryModeCode: "home-delivery",
          deliveryAddress: {
            id: randomUUID(),
            firstName: "Ship",
            lastName: "To",
            line1: "Marina Walk",
            town: "Dubai",
            countryIsocode: "AE",
            regionIsocode: "AE-DU",
            phone: "+971 50 123 4567",
          },
          paymentModeCode: request.paymentMode,
          subTotalFils: 50_000,
          productDiscountsFils: 0,
          orderDiscountsFils: 0,
          totalDiscountsFils: 0,
          deliveryCostFils: 1500,
          totalPriceFils: 51_500,
          totalTaxFils: 2452,
          promotions: { product: [], order: [], voucherCodes: [], freeShipping: false },
          placedAt: request.createdAt,
        })
        .returning({ id: orders.id });
      await t.db.insert(orderEntries).values(
        request.lines.map((_, entryNumber) => ({
          orderId: order!.id,
          entryNumber,
          productCode: CODES.cup,
          name: { en: "Cup", ar: "كوب" },
          quantity: 5,
          basePriceFils: 5000,
          totalPriceFils: 25_000,
        })),
      );
      const [returned] = await t.db
        .insert(returnRequests)
        .values({
          orderId: order!.id,
          customerUid: request.customer.uid,
          status: request.status,
          refundFils: request.refundFils,
          taxFils: 0,
          createdAt: request.createdAt,
          updatedAt: request.createdAt,
        })
        .returning({ id: returnRequests.id });
      await t.db.insert(returnRequestEntries).values(
        request.lines.map((quantity, entryNumber) => ({
          returnRequestId: returned!.id,
          entryNumber,
          quantity,
          refundFils: 0,
        })),
      );
      expected.push({
        rma: `R${code(returned!.id)}`,
        orderCode: code(order!.id),
        status: request.status,
        createdAt: request.createdAt.toISOString(),
        customerEmail: request.customer.uid,
        customerName: request.customer.name,
        units: request.lines.reduce((sum, units) => sum + units, 0),
        refundFils: request.refundFils,
        paymentMode: request.paymentMode,
      });
    }
    const newestFirst = expected.reverse();

    const first = await staffCall(t, support, "?pageSize=25");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      returns: newestFirst.slice(0, 25),
      pagination: { currentPage: 0, pageSize: 25, totalPages: 2, totalResults: 30 },
    });
    // The newest requests, written out. n = 29: the customer without a name, REJECTED, 1 + 2 units, 300.25, cash.
    expect(first.json().returns[0]).toMatchObject({
      customerName: null,
      customerEmail: "no.name@list.test",
      status: "REJECTED",
      units: 3,
      refundFils: 30_025,
      paymentMode: "pay-on-delivery",
    });
    // n = 28: Omar Saleh, REFUNDED, 1 + 1 units, 290.25, by card; n = 27: Layla Haddad, RECEIVED, one unit, cash.
    expect(first.json().returns[1]).toMatchObject({
      customerName: "Omar Saleh",
      customerEmail: "omar.saleh@list.test",
      status: "REFUNDED",
      units: 2,
      refundFils: 29_025,
      paymentMode: "card",
    });
    expect(first.json().returns[2]).toMatchObject({
      customerName: "Layla Haddad",
      status: "RECEIVED",
      units: 1,
      refundFils: 28_025,
      paymentMode: "pay-on-delivery",
    });

    const second = await staffCall(t, support, "?pageSize=25&currentPage=1");
    expect(second.json().returns).toEqual(newestFirst.slice(25));
    // n = 4 … 0.
    expect(second.json().returns.map((row: { customerName: string | null }) => row.customerName)).toEqual([
      "Omar Saleh",
      "Layla Haddad",
      null,
      "Omar Saleh",
      "Layla Haddad",
    ]);

    // A filtered page keeps each row's own order and customer too: n = 18 and n = 3.
    const refunded = await staffCall(t, support, "?status=REFUNDED&customer=layla");
    expect(refunded.json().returns).toEqual(
      newestFirst.filter((row) => row.status === "REFUNDED" && row.customerName === "Layla Haddad"),
    );
    expect(refunded.json().returns.map((row: { refundFils: number }) => row.refundFils)).toEqual([19_025, 4025]);
  });
});
