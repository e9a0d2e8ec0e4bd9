/** Calls of the invoice routes and cancellation rows for the invoice and notification tests. */
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { InvoiceList } from "@dukkan/occ/order";
import type { TestApp } from "../../test/app.js";
import { OCC, bearer } from "../account/account-test-support.js";
import type { Caller } from "../cart/cart-test-support.js";
import { orderCancellations, orderEntries, orders, type CancelledEntry } from "../orders/orders.tables.js";

const headers = (caller: Caller) => (caller.token ? bearer(caller.token) : {});

export function invoiceCall(t: TestApp, caller: Caller, orderId: string, rest: string, query = "") {
  return t.app.inject({
    method: "GET",
    url: `${OCC}/users/${caller.userId}/orders/${orderId}/invoices${rest}${query ? `?${query}` : ""}`,
    headers: headers(caller),
  });
}

/** A path the API answered (e.g. a displayUrl), fetched under the OCC base with the caller's token. */
export function occGet(t: TestApp, caller: Caller, path: string) {
  return t.app.inject({ method: "GET", url: `${OCC}/${path}`, headers: headers(caller) });
}

export async function invoiceList(t: TestApp, caller: Caller, orderId: string, query = ""): Promise<InvoiceList> {
  const response = await invoiceCall(t, caller, orderId, "", query);
  expect(response.statusCode, response.body).toBe(200);
  return InvoiceList.parse(response.json());
}

/**
 * A cancellation as the cancellation feature records it (its route is not on this branch yet): the row, the
 * entries' cancelled units, and the order's total lowered by the amount.
 */
export async function cancelPart(
  t: TestApp,
  orderCode: string,
  cancellation: { entries: CancelledEntry[]; taxFils: number; complete?: boolean; reason?: string },
) {
  const orderId = Number(orderCode);
  const amountFils = cancellation.entries.reduce((sum, entry) => sum + entry.amountFils, 0);
  const [{ n }] = (await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderCancellations)
    .where(eq(orderCancellations.orderId, orderId))) as [{ n: number }];
  const [row] = await t.db
    .insert(orderCancellations)
    .values({
      orderId,
      code: `${orderCode}-C${n + 1}`,
      complete: cancellation.complete ?? false,
      entries: cancellation.entries,
      amountFils,
      taxFils: cancellation.taxFils,
      reason: cancellation.reason ?? null,
      actorType: "customer",
    })
    .returning();
  for (const entry of cancellation.entries) {
    await t.db
      .update(orderEntries)
      .set({ cancelledQuantity: sql`${orderEntries.cancelledQuantity} + ${entry.quantity}` })
      .where(sql`${orderEntries.orderId} = ${orderId} and ${orderEntries.entryNumber} = ${entry.entryNumber}`);
  }
  await t.db
    .update(orders)
    .set({
      totalPriceFils: sql`${orders.totalPriceFils} - ${amountFils}`,
      totalTaxFils: sql`${orders.totalTaxFils} - ${cancellation.taxFils}`,
    })
    .where(eq(orders.id, orderId));
  return row!;
}
