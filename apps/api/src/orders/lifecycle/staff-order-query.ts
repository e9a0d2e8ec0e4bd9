/**
 * The staff API's order list and order detail (issues 18, 19): orders of the whole shop filtered by statuses, placing
 * date, delivery area or emirate, payment mode and a search (an order code, or part of the e-mail, the delivery
 * name or the phone), a page at a time, sorted by placing time or total;
 * one order with its full history (actor ids and details included: staff see who did what).
 */
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { StaffOrderFilter, StaffOrderList, StaffOrderSort } from "@dukkan/staff-api";
import type { Database } from "../../db/client.js";
import { customers } from "../../db/tables.js";
import { orderCodeOf, orderIdOfCode } from "../order-code.js";
import { consignments, orders } from "../orders.tables.js";
import { orderEventRows } from "./order-history-view.js";

/** LIKE wildcards in a search are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const placed = sql`coalesce(${orders.placedAt}, ${orders.createdAt})`;
const regionOf = sql<string>`(${orders.deliveryAddress} ->> 'regionIsocode')`;
const nameOf = sql<string>`concat_ws(' ', ${orders.deliveryAddress} ->> 'firstName', ${orders.deliveryAddress} ->> 'lastName')`;
const phoneOf = sql<string>`(${orders.deliveryAddress} ->> 'phone')`;

const SORTS: Record<StaffOrderSort, SQL[]> = {
  "placed-desc": [desc(placed), desc(orders.id)],
  "placed-asc": [asc(placed), asc(orders.id)],
  "total-desc": [desc(orders.totalPriceFils), desc(orders.id)],
  "total-asc": [asc(orders.totalPriceFils), asc(orders.id)],
};

/** An order code, or part of the e-mail (customer's or guest's), the delivery name or the phone. */
function searchOf(q: string): SQL | undefined {
  const id = orderIdOfCode(q);
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const digits = q.replace(/\D/g, "");
  return or(
    id === null ? undefined : eq(orders.id, id),
    ilike(orders.guestEmail, pattern),
    ilike(customers.email, pattern),
    ilike(nameOf, pattern),
    // Phones are stored as typed (+971 50 …): compare digits only, once the search has enough of them.
    digits.length >= 5 ? sql`regexp_replace(${phoneOf}, '\\D', '', 'g') like ${`%${digits}%`}` : undefined,
  );
}

function filterOf(filter: StaffOrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status.length > 0) conditions.push(inArray(orders.status, filter.status));
  if (filter.from) conditions.push(gte(orders.placedAt, filter.from));
  if (filter.to) conditions.push(lt(orders.placedAt, filter.to));
  if (filter.area) conditions.push(eq(orders.areaIsocode, filter.area));
  if (filter.emirate) conditions.push(eq(regionOf, filter.emirate));
  if (filter.paymentMode) conditions.push(eq(orders.paymentModeCode, filter.paymentMode));
  if (filter.q) conditions.push(searchOf(filter.q));
  return and(...conditions);
}

export async function staffOrderList(db: Database, filter: StaffOrderFilter): Promise<StaffOrderList> {
  const where = filterOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders, email: customers.email })
      .from(orders)
      .leftJoin(customers, eq(customers.uid, orders.customerUid))
      .where(where)
      .orderBy(...SORTS[filter.sort])
      .limit(filter.pageSize)
      .offset(filter.currentPage * filter.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .leftJoin(customers, eq(customers.uid, orders.customerUid))
      .where(where),
  ]);
  const ids = rows.map((row) => row.order.id);
  const shipments =
    ids.length === 0
      ? []
      : await db.select().from(consignments).where(inArray(consignments.orderId, ids)).orderBy(consignments.id);
  const totalResults = counted?.n ?? 0;
  return {
    orders: rows.map(({ order, email }) => {
      const address = order.deliveryAddress;
      return {
        code: orderCodeOf(order.id),
        status: order.status,
        placed: order.placedAt?.toISOString() ?? null,
        customerEmail: email ?? order.guestEmail,
        customerName: [address.firstName, address.lastName].filter(Boolean).join(" ") || null,
        area: order.areaIsocode ?? address.areaIsocode ?? null,
        emirate: address.regionIsocode || null,
        totalPriceFils: order.totalPriceFils,
        paymentMode: order.paymentModeCode,
        consignments: shipments
          .filter((shipment) => shipment.orderId === order.id)
          .map((shipment) => ({ code: shipment.code, status: shipment.status, version: shipment.version })),
      };
    }),
    pagination: {
      currentPage: filter.currentPage,
      pageSize: filter.pageSize,
      totalPages: Math.ceil(totalResults / filter.pageSize),
      totalResults,
    },
  };
}

/** Every history row of the order, oldest first, as staff read it. */
export async function staffOrderEvents(db: Database, orderId: number) {
  const [events, shipments] = await Promise.all([
    orderEventRows(db, orderId),
    db
      .select({ id: consignments.id, code: consignments.code })
      .from(consignments)
      .where(eq(consignments.orderId, orderId)),
  ]);
  const codes = new Map(shipments.map((shipment) => [shipment.id, shipment.code]));
  return events.map((event) => ({
    at: event.at.toISOString(),
    kind: event.kind,
    ...(event.consignmentId !== null ? { consignmentCode: codes.get(event.consignmentId) } : {}),
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    actorType: event.actorType,
    actorId: event.actorId,
    reason: event.reason,
    details: event.details,
  }));
}
