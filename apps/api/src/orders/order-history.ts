/**
 * GET users/{u}/orders (account spec §2.14 order history, §9 page size): one page of the customer's placed
 * orders, by date (newest first, the default) or by order number (highest first), with what each row shows: units,
 * the first entries' products (thumbnails), consignments with their tracking numbers.
 *
 * A page is four queries whatever its size: the page's orders (an index walk on (customer_uid, placed date, id)
 * or (customer_uid, id) that stops after the page), the total (the customer's counter of placed orders, plus
 * their payments being confirmed), the page's first entries ranked per order, and
 * the page's consignments; then one catalogue call for all thumbnails.
 */
import { apiText } from "@dukkan/i18n/api";
import { occPrice } from "@dukkan/money";
import { CURRENCY, type Language } from "@dukkan/occ";
import type { OrderEntry } from "@dukkan/occ/cart";
import {
  ORDER_HISTORY_SORTS,
  ORDER_THUMBNAILS,
  type OrderHistory,
  type OrderHistoryList,
  type OrderHistorySort,
} from "@dukkan/occ/order";
import { and, desc, eq, exists, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { ProductCatalog } from "../catalog/product-service.js";
import type { Database } from "../db/client.js";
import { paymentAttempts } from "../db/tables.js";
import { localize } from "../language/localized.js";
import { orderCodeOf } from "./order-code.js";
import type { ReturnsOfOrders } from "./order-service.js";
import { consignmentSummary, ENTRY_PRODUCT_FIELDS, statusDisplay, type OrderReturnsView } from "./order-view.js";
import { consignments, customerOrderCounts, orderEntries, orderPayments, orders } from "./orders.tables.js";

export interface HistoryPage {
  currentPage: number;
  pageSize: number;
  sort: OrderHistorySort;
}

/** byDate follows `orders_customer_history_idx`, byOrderNumber `orders_customer_code_idx`. */
export const ORDER_BY: Record<OrderHistorySort, SQL[]> = {
  byDate: [desc(sql`coalesce(${orders.placedAt}, ${orders.createdAt})`), desc(orders.id)],
  byOrderNumber: [desc(orders.id)],
};

/** A card order whose payment is being confirmed: PAY sent, its outcome not recorded yet. */
function paymentBeingConfirmed(db: Database): SQL {
  return and(
    eq(orders.status, "PAYMENT_PENDING"),
    exists(
      db
        .select({ one: sql`1` })
        .from(orderPayments)
        .innerJoin(paymentAttempts, eq(paymentAttempts.gatewayOrderId, orderPayments.gatewayOrderId))
        .where(and(eq(orderPayments.orderId, orders.id), eq(paymentAttempts.status, "PAYING"))),
    ),
  )!;
}

/**
 * Placed orders, and card orders whose payment is being confirmed (PAY sent, outcome not recorded yet).
 * Reservations before a PAY and failed card attempts are not orders.
 */
export function placedOrdersOf(db: Database, customerUid: string): SQL {
  return and(eq(orders.customerUid, customerUid), or(isNotNull(orders.placedAt), paymentBeingConfirmed(db)))!;
}

/**
 * How many orders `placedOrdersOf` finds, without reading them (decision 0049): the customer's counter of placed
 * orders (one row, kept by a trigger) plus their orders not placed yet whose payment is being confirmed (a few at
 * most, found through `orders_customer_unplaced_idx`). A count over the orders themselves read every one of the
 * customer's order rows, and grew with them.
 */
export function placedOrderTotalOf(db: Database, customerUid: string): SQL<number> {
  const placed = db
    .select({ n: customerOrderCounts.placedOrders })
    .from(customerOrderCounts)
    .where(eq(customerOrderCounts.customerUid, customerUid));
  const confirming = db
    .select({ n: sql`count(*)` })
    .from(orders)
    .where(and(eq(orders.customerUid, customerUid), isNull(orders.placedAt), paymentBeingConfirmed(db)));
  return sql<number>`(coalesce((${placed}), 0) + (${confirming}))::int`;
}

export async function orderHistoryPage(
  db: Database,
  catalog: ProductCatalog | undefined,
  customerUid: string,
  page: HistoryPage,
  language: Language,
  returnsOf?: ReturnsOfOrders,
): Promise<OrderHistoryList> {
  const placed = placedOrdersOf(db, customerUid);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(placed)
      .orderBy(...ORDER_BY[page.sort])
      .limit(page.pageSize)
      .offset(page.currentPage * page.pageSize),
    db.execute(sql`select ${placedOrderTotalOf(db, customerUid)} as n`) as unknown as Promise<{
      rows: { n: number }[];
    }>,
  ]);
  const ids = rows.map((row) => row.id);
  const [thumbnails, shipments, returns] = await Promise.all([
    firstEntries(db, catalog, ids, language),
    consignmentsOf(db, ids),
    returnsOf ? returnsOf(db, ids) : new Map<number, OrderReturnsView>(),
  ]);
  const totalResults = counted.rows[0]?.n ?? 0;
  return {
    orders: rows.map((row): OrderHistory => ({
      code: orderCodeOf(row.id),
      guid: row.guid,
      status: row.status,
      statusDisplay: statusDisplay(row.status, language),
      placed: (row.placedAt ?? row.createdAt).toISOString(),
      total: occPrice(row.totalPriceFils, language, CURRENCY),
      totalItems: thumbnails.units.get(row.id) ?? 0,
      entries: thumbnails.entries.get(row.id) ?? [],
      returnable: [...(returns.get(row.id)?.quantities.values() ?? [])].some((units) => units > 0),
      consignments: (shipments.get(row.id) ?? []).map((consignment) => consignmentSummary(consignment, language)),
    })),
    sorts: ORDER_HISTORY_SORTS.map((code) => ({
      code,
      name: apiText(language, `orderHistorySort.${code}`),
      selected: code === page.sort,
    })),
    pagination: {
      currentPage: page.currentPage,
      pageSize: page.pageSize,
      totalPages: Math.ceil(totalResults / page.pageSize),
      totalResults,
      sort: page.sort,
    },
  };
}

/** Per order of the page: its units still ordered, and its first ORDER_THUMBNAILS entries with their products. */
async function firstEntries(
  db: Database,
  catalog: ProductCatalog | undefined,
  orderIds: readonly number[],
  language: Language,
): Promise<{ units: Map<number, number>; entries: Map<number, OrderEntry[]> }> {
  const units = new Map<number, number>();
  const entries = new Map<number, OrderEntry[]>();
  if (orderIds.length === 0) return { units, entries };
  const ranked = db
    .select({
      orderId: orderEntries.orderId,
      entryNumber: orderEntries.entryNumber,
      productCode: orderEntries.productCode,
      name: orderEntries.name,
      quantity: orderEntries.quantity,
      rank: sql<number>`row_number() over (partition by ${orderEntries.orderId} order by ${orderEntries.entryNumber})`.as(
        "rank",
      ),
      units:
        sql<number>`(sum(${orderEntries.quantity} - ${orderEntries.cancelledQuantity}) over (partition by ${orderEntries.orderId}))::int`.as(
          "units",
        ),
    })
    .from(orderEntries)
    .where(inArray(orderEntries.orderId, [...orderIds]))
    .as("ranked");
  const rows = await db.select().from(ranked).where(lte(ranked.rank, ORDER_THUMBNAILS)).orderBy(ranked.rank);
  const codes = [...new Set(rows.map((row) => row.productCode))];
  const live = new Map(
    (catalog ? await catalog.productJsons(codes, language, ENTRY_PRODUCT_FIELDS) : []).map((json) => {
      const product = JSON.parse(json) as { code: string };
      return [product.code, product];
    }),
  );
  for (const row of rows) {
    units.set(row.orderId, Number(row.units));
    const entry = {
      entryNumber: row.entryNumber,
      quantity: row.quantity,
      product: {
        ...(live.get(row.productCode) ?? {}),
        code: row.productCode,
        name: localize(row.name, language) ?? "",
      },
    } as OrderEntry;
    entries.set(row.orderId, [...(entries.get(row.orderId) ?? []), entry]);
  }
  return { units, entries };
}

async function consignmentsOf(db: Database, orderIds: readonly number[]) {
  const byOrder = new Map<number, (typeof consignments.$inferSelect)[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(consignments)
    .where(inArray(consignments.orderId, [...orderIds]))
    .orderBy(consignments.id);
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}
