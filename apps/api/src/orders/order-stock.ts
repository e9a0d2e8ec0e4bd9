/**
 * What an order takes from stock and gives back (decisions 0018, 0022). A plain or configured line takes its
 * product's units; a kit bundle takes the kit's own units and its components' units (per kit × kits), since the
 * kit's sellable stock is the smaller of the two.
 *
 * Taking stock is one guarded UPDATE per product (`available >= units`), in product-code order: two orders
 * touching the same products lock the stock rows in the same order and cannot deadlock, and an order that would
 * take the last units twice finds the guard false and fails (the whole order rolls back). The change is logged for
 * the catalogue (recordProductChanges), so every API process shows the new stock within a poll.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import { recordProductChanges } from "../cache/catalog-version.js";
import type { Executor } from "../cart/cart-service.js";
import { stockLevels } from "../db/tables.js";
import { insufficientStock } from "./order-errors.js";

export interface StockLine {
  productCode: string;
  quantity: number;
  /** A kit bundle's components: units of each in one kit. */
  components?: readonly { productCode: string; quantity: number }[] | null;
}

/** Units of each product the lines need, in product-code order. */
export function stockNeeds(lines: readonly StockLine[]): [string, number][] {
  const needs = new Map<string, number>();
  const add = (code: string, units: number) => needs.set(code, (needs.get(code) ?? 0) + units);
  for (const line of lines) {
    add(line.productCode, line.quantity);
    for (const component of line.components ?? []) add(component.productCode, component.quantity * line.quantity);
  }
  return [...needs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Takes the units from stock, or throws 400 InsufficientStockError naming the first product short of them. */
export async function takeStock(tx: Executor, needs: readonly [string, number][]): Promise<void> {
  for (const [productCode, units] of needs) {
    const taken = await tx
      .update(stockLevels)
      .set({ available: sql`${stockLevels.available} - ${units}`, updatedAt: sql`now()` })
      .where(and(eq(stockLevels.productCode, productCode), gte(stockLevels.available, units)))
      .returning({ productCode: stockLevels.productCode });
    if (taken.length === 0) throw insufficientStock(productCode);
  }
  await recordProductChanges(
    tx,
    needs.map(([code]) => code),
  );
}

/** Puts the units back (a cancelled reservation). */
export async function returnStock(tx: Executor, needs: readonly [string, number][]): Promise<void> {
  for (const [productCode, units] of needs) {
    await tx
      .update(stockLevels)
      .set({ available: sql`${stockLevels.available} + ${units}`, updatedAt: sql`now()` })
      .where(eq(stockLevels.productCode, productCode));
  }
  await recordProductChanges(
    tx,
    needs.map(([code]) => code),
  );
}
