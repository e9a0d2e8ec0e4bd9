/**
 * Setting a product's available stock (and optionally its low-stock threshold), as staff do. The write bumps the
 * catalogue version (every API process drops cached product JSON); afterwards the back-in-stock job runs at once,
 * so customers waiting for the product hear about it without waiting for the scan.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { recordProductChanges } from "../cache/catalog-version.js";
import type { Database } from "../db/client.js";
import { products, stockLevels } from "../db/tables.js";
import { unknownIdentifier } from "../occ/errors.js";

export const StockUpdate = z.object({
  available: z.number().int().min(0).max(10_000_000),
  lowStockThreshold: z.number().int().min(0).max(10_000_000).optional(),
});
export type StockUpdate = z.infer<typeof StockUpdate>;

export const StockLevel = z.object({
  productCode: z.string(),
  available: z.number(),
  lowStockThreshold: z.number(),
  notificationsSent: z.number(),
});

/** Stores the level in `tx` (400 UnknownIdentifierError for an unknown product); answers the stored row. */
export async function writeStockLevel(
  tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
  productCode: string,
  { available, lowStockThreshold }: StockUpdate,
) {
  const [product] = await tx.select({ code: products.code }).from(products).where(eq(products.code, productCode));
  if (!product) throw unknownIdentifier("product", productCode, `Product with code '${productCode}' not found!`);
  const threshold = lowStockThreshold === undefined ? {} : { lowStockThreshold };
  const [row] = await tx
    .insert(stockLevels)
    .values({ productCode, available, ...threshold })
    .onConflictDoUpdate({
      target: stockLevels.productCode,
      set: { available, ...threshold, updatedAt: sql`now()` },
    })
    .returning();
  // Logged per product: every API process refreshes just this family (listings show stock) within a second.
  await recordProductChanges(tx, [productCode]);
  return row!;
}
