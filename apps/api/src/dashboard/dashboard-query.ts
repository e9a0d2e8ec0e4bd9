/**
 * The back office's dashboard (issue 19): today's placed orders and sales, the last 14 days' sales, the orders
 * waiting for staff by status, and products running low. Days are shop days in Asia/Dubai (UTC+4 all year, no
 * daylight saving, so a fixed offset is exact and needs no time-zone data in the database). Cancelled orders
 * (and those being cancelled) are not sales. Prices include VAT; ex-VAT uses the money package's VAT rule.
 */
import type { Language } from "@dukkan/occ";
import { localize } from "../language/localized.js";
import { vatIncluded } from "@dukkan/money";
import { WAITING_ORDER_STATUSES, type Dashboard } from "@dukkan/staff-api";
import { and, asc, eq, gte, inArray, isNotNull, lte, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { products, stockLevels } from "../db/tables.js";
import { orders } from "../orders/orders.tables.js";

export const SALES_DAYS = 14;
export const LOW_STOCK_ROWS = 10;
const DUBAI_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Dubai calendar day of an instant, `YYYY-MM-DD`. */
const dubaiDay = (instant: Date) => new Date(instant.getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
/** The instant a Dubai calendar day starts. */
const dubaiDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DUBAI_OFFSET_MS);

/** The figures at `now`; product names in `language` (the back office page's). */
export async function dashboard(db: Database, now: Date, language: Language = "en"): Promise<Dashboard> {
  const today = dubaiDay(now);
  const firstDay = dubaiDay(new Date(dubaiDayStart(today).getTime() - (SALES_DAYS - 1) * DAY_MS));
  const placedDay = sql<string>`to_char((${orders.placedAt} at time zone 'UTC') + interval '4 hours', 'YYYY-MM-DD')`;
  const [sales, waiting, lowStock] = await Promise.all([
    db
      .select({
        day: placedDay,
        orders: sql<number>`count(*)::int`,
        salesFils: sql<number>`coalesce(sum(${orders.totalPriceFils}), 0)::int`,
      })
      .from(orders)
      .where(
        and(
          isNotNull(orders.placedAt),
          gte(orders.placedAt, dubaiDayStart(firstDay)),
          notInArray(orders.status, ["CANCELLED", "CANCELLING"]),
        ),
      )
      .groupBy(placedDay),
    db
      .select({ status: orders.status, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(inArray(orders.status, [...WAITING_ORDER_STATUSES]))
      .groupBy(orders.status),
    db
      .select({ code: products.code, name: products.name, stockLevel: stockLevels.available })
      .from(stockLevels)
      .innerJoin(products, eq(products.code, stockLevels.productCode))
      .where(and(lte(stockLevels.available, stockLevels.lowStockThreshold), eq(products.disabled, false)))
      .orderBy(asc(stockLevels.available), asc(products.code))
      .limit(LOW_STOCK_ROWS),
  ]);
  const byDay = new Map(sales.map((row) => [row.day, row]));
  const salesByDay = Array.from({ length: SALES_DAYS }, (_, index) => {
    const date = dubaiDay(new Date(dubaiDayStart(firstDay).getTime() + index * DAY_MS));
    const row = byDay.get(date);
    return { date, orders: row?.orders ?? 0, salesFils: row?.salesFils ?? 0 };
  });
  const todayRow = salesByDay[salesByDay.length - 1]!;
  const counts = new Map(waiting.map((row) => [row.status, row.count]));
  return {
    today: {
      orders: todayRow.orders,
      salesFils: todayRow.salesFils,
      salesExVatFils: todayRow.salesFils - vatIncluded(todayRow.salesFils),
    },
    salesByDay,
    waiting: Object.fromEntries(WAITING_ORDER_STATUSES.map((status) => [status, counts.get(status) ?? 0])),
    lowStock: lowStock.map((row) => ({
      code: row.code,
      name: localize(row.name, language) || row.code,
      stockLevel: row.stockLevel,
    })),
    openTickets: null,
    openReturns: null,
  };
}
