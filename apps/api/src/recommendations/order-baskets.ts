/**
 * The shop's baskets for the recommendations job (issue 5 "co-purchase needs orders"): the products of each order
 * placed in the 12 months up to the latest order (the shop's clock, not the server's), one array per order. Reservations that were never paid (no placed_at) and
 * cancelled orders bought nothing and are left out.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { orderEntries, orders } from "../orders/orders.tables.js";
import type { BasketSource } from "./recommendation-job.js";

/** How far back co-purchases count: a year covers the seasons (Ramadan, summer, school) once. */
export const BASKET_WINDOW = "12 months";

export const ORDER_BASKETS: BasketSource = {
  async baskets(db: Database): Promise<string[][]> {
    const rows = await db
      .select({ codes: sql<string[]>`array_agg(distinct ${orderEntries.productCode})` })
      .from(orderEntries)
      .innerJoin(orders, sql`${orders.id} = ${orderEntries.orderId}`)
      .where(
        sql`${orders.placedAt} is not null and ${orders.status} <> 'CANCELLED'
          and ${orders.placedAt} > (select max(o.placed_at) from ${orders} o) - ${BASKET_WINDOW}::interval`,
      )
      .groupBy(orderEntries.orderId);
    return rows.map((row) => row.codes);
  },
};
