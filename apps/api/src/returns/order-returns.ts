/**
 * What the orders' views need to know of returns (issue 20): for each order, the units each entry may still
 * return and its return requests. Read in a fixed number of queries for any number of orders (the history page
 * asks for its 5, an order's page for one), and registered with the order service by the returns module.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { ReturnStatus } from "@dukkan/occ/returns";
import type { Executor } from "../cart/cart-service.js";
import { products } from "../db/tables.js";
import { consignmentEntries, consignments, orderEntries } from "../orders/orders.tables.js";
import { returnableQuantities } from "./returnability.js";
import { returnHoldsUnits } from "./return-state-machine.js";
import { returnRequestEntries, returnRequests } from "./returns.tables.js";
import { readAll } from "../db/read-all.js";

export interface ReturnRules {
  windowDays: number;
  now: () => Date;
}

export interface OrderReturnSummary {
  id: number;
  status: ReturnStatus;
  createdAt: Date;
  refundedAt: Date | null;
}

export interface OrderReturns {
  /** Units each entry may still return, by entry number. */
  quantities: Map<number, number>;
  requests: OrderReturnSummary[];
}

/** Units of a request that count as gone back: what staff received once they did, else what was asked. */
export const heldUnits = (line: { quantity: number; receivedQuantity: number | null }) =>
  line.receivedQuantity ?? line.quantity;

export async function orderReturns(
  db: Executor,
  orderIds: readonly number[],
  rules: ReturnRules,
  /** A request to leave out of the units already returned (the one being received, re-priced). */
  excludingRequestId?: number,
): Promise<Map<number, OrderReturns>> {
  const result = new Map<number, OrderReturns>();
  if (orderIds.length === 0) return result;
  const ids = [...orderIds];
  const [entries, handedOver, requests] = await readAll(db, [
    () =>
      db
        .select({
          orderId: orderEntries.orderId,
          entryNumber: orderEntries.entryNumber,
          productCode: orderEntries.productCode,
        })
        .from(orderEntries)
        .where(inArray(orderEntries.orderId, ids)),
    () =>
      db
        .select({
          id: consignments.id,
          orderId: consignments.orderId,
          status: consignments.status,
          statusDate: consignments.statusDate,
          entryNumber: consignmentEntries.entryNumber,
          quantity: consignmentEntries.quantity,
        })
        .from(consignments)
        .innerJoin(consignmentEntries, eq(consignmentEntries.consignmentId, consignments.id))
        .where(
          and(
            inArray(consignments.orderId, ids),
            inArray(consignments.status, ["DELIVERY_COMPLETED", "PICKUP_COMPLETE"]),
          ),
        ),
    () =>
      db
        .select()
        .from(returnRequests)
        .where(inArray(returnRequests.orderId, ids))
        .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id)),
  ]);
  const codes = [...new Set(entries.map((entry) => entry.productCode))];
  const [lines, notReturnable] = await readAll(db, [
    () =>
      requests.length === 0
        ? []
        : db
            .select()
            .from(returnRequestEntries)
            .where(
              inArray(
                returnRequestEntries.returnRequestId,
                requests.map((request) => request.id),
              ),
            ),
    () =>
      codes.length === 0
        ? []
        : db
            .select({ code: products.code })
            .from(products)
            .where(and(inArray(products.code, codes), eq(products.returnable, false))),
  ]);
  const blocked = new Set(notReturnable.map((row) => row.code));
  const now = rules.now();
  for (const orderId of ids) {
    const ofOrder = requests.filter((request) => request.orderId === orderId);
    const returned = new Map<number, number>();
    for (const request of ofOrder) {
      if (request.id === excludingRequestId || !returnHoldsUnits(request.status)) continue;
      for (const line of lines.filter((candidate) => candidate.returnRequestId === request.id)) {
        returned.set(line.entryNumber, (returned.get(line.entryNumber) ?? 0) + heldUnits(line));
      }
    }
    const shipments = new Map<
      number,
      { status: string; statusDate: Date; entries: { entryNumber: number; quantity: number }[] }
    >();
    for (const row of handedOver.filter((candidate) => candidate.orderId === orderId)) {
      const shipment = shipments.get(row.id) ?? { status: row.status, statusDate: row.statusDate, entries: [] };
      shipment.entries.push({ entryNumber: row.entryNumber, quantity: row.quantity });
      shipments.set(row.id, shipment);
    }
    result.set(orderId, {
      quantities: returnableQuantities({
        entries: entries.filter((entry) => entry.orderId === orderId),
        consignments: [...shipments.values()],
        alreadyReturned: returned,
        notReturnable: blocked,
        windowDays: rules.windowDays,
        now,
      }),
      requests: ofOrder.map((request) => ({
        id: request.id,
        status: request.status,
        createdAt: request.createdAt,
        refundedAt: request.refundedAt,
      })),
    });
  }
  return result;
}

/** The units each entry of the order's earlier requests holds (all of them, for a request not made yet). */
export async function unitsReturnedBefore(
  db: Executor,
  orderId: number,
  requestId: number | undefined,
): Promise<Map<number, number>> {
  const rows = await db
    .select({
      id: returnRequests.id,
      status: returnRequests.status,
      entryNumber: returnRequestEntries.entryNumber,
      quantity: returnRequestEntries.quantity,
      receivedQuantity: returnRequestEntries.receivedQuantity,
    })
    .from(returnRequests)
    .innerJoin(returnRequestEntries, eq(returnRequestEntries.returnRequestId, returnRequests.id))
    .where(eq(returnRequests.orderId, orderId));
  const units = new Map<number, number>();
  for (const row of rows) {
    if ((requestId !== undefined && row.id >= requestId) || !returnHoldsUnits(row.status)) continue;
    units.set(row.entryNumber, (units.get(row.entryNumber) ?? 0) + heldUnits(row));
  }
  return units;
}
