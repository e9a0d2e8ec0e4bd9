/**
 * The staff API's order list and order detail (issue 18): orders of the whole shop filtered by status, placing
 * date and a search (an order code, or part of the customer's or guest's e-mail), a page at a time, newest first;
 * one order with its full history (actor ids and details included: staff see who did what).
 */
import { ORDER_STATUSES, type OrderStatus } from "@dukkan/occ/order";
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.js";
import { customers } from "../../db/tables.js";
import { orderCodeOf, orderIdOfCode } from "../order-code.js";
import { consignments, orders } from "../orders.tables.js";
import { orderEventRows } from "./order-history-view.js";

export const StaffOrderFilter = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** Placed on or after (ISO 8601). */
  from: z.coerce.date().optional(),
  /** Placed before (ISO 8601). */
  to: z.coerce.date().optional(),
  /** An order code, or part of the customer's e-mail. */
  q: z.string().trim().min(1).max(200).optional(),
  currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffOrderFilter = z.output<typeof StaffOrderFilter>;

export const StaffOrderRow = z.object({
  code: z.string(),
  status: z.string(),
  placed: z.string().nullable(),
  customerEmail: z.string().nullable(),
  totalPriceFils: z.number(),
  paymentMode: z.string(),
  consignments: z.array(z.object({ code: z.string(), status: z.string(), version: z.number() })),
});
export const StaffOrderList = z.object({
  orders: z.array(StaffOrderRow),
  pagination: z.object({
    currentPage: z.number(),
    pageSize: z.number(),
    totalPages: z.number(),
    totalResults: z.number(),
  }),
});
export type StaffOrderList = z.infer<typeof StaffOrderList>;

export const StaffOrderEvent = z.object({
  at: z.string(),
  kind: z.string(),
  consignmentCode: z.string().optional(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actorType: z.string(),
  actorId: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

/** LIKE wildcards in a search are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterOf(filter: StaffOrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status as OrderStatus));
  if (filter.from) conditions.push(gte(orders.placedAt, filter.from));
  if (filter.to) conditions.push(lt(orders.placedAt, filter.to));
  if (filter.q) {
    const id = orderIdOfCode(filter.q);
    const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
    conditions.push(
      or(
        id === null ? undefined : eq(orders.id, id),
        ilike(orders.guestEmail, pattern),
        ilike(customers.email, pattern),
      ),
    );
  }
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
      .orderBy(desc(sql`coalesce(${orders.placedAt}, ${orders.createdAt})`), desc(orders.id))
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
    orders: rows.map(({ order, email }) => ({
      code: orderCodeOf(order.id),
      status: order.status,
      placed: order.placedAt?.toISOString() ?? null,
      customerEmail: email ?? order.guestEmail,
      totalPriceFils: order.totalPriceFils,
      paymentMode: order.paymentModeCode,
      consignments: shipments
        .filter((shipment) => shipment.orderId === order.id)
        .map((shipment) => ({ code: shipment.code, status: shipment.status, version: shipment.version })),
    })),
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
