/**
 * Kit stock (decisions 0018 and 0022): a kit is sold only as far as its own stock and its components' stock make
 * kits. The cart limits kit bundles with kitsMakeable; the catalogue (products/{code}, listing and search tiles,
 * back-in-stock notices) shows the same number, so a kit shown in stock can always be put in the cart.
 * The catalogue counts the kit's first template (by id), the one `kittingBundleTemplates[0]` names and the
 * storefront adds.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { futureStocks, kitBundleComponents, kitBundleTemplates, products, stockLevels } from "../db/tables.js";
import { readAll } from "../db/read-all.js";

type Reader = Pick<Database, "select">;

/** One component of a kit as far as stock goes. */
export interface KitPart {
  /** Units of the component in one kit. */
  quantity: number;
  /** Units of the component in stock now. */
  available: number;
  /** Still sold on its own (enabled and purchasable): a kit of retired parts cannot be assembled. */
  sellable: boolean;
}

/** A date on which units arrive. */
export interface FutureStock {
  date: string;
  quantity: number;
}

/** A component's live stock, its coming deliveries included. */
export interface ComponentStock {
  available: number;
  sellable: boolean;
  futureStocks: FutureStock[];
}

/** Kits the components can make now: 0 without components or when one of them is no longer sold. */
export function kitsMakeable(parts: readonly KitPart[]): number {
  if (parts.length === 0 || parts.some((part) => !part.sellable)) return 0;
  return Math.min(...parts.map((part) => Math.floor(Math.max(0, part.available) / Math.max(1, part.quantity))));
}

/** A kit's sellable stock: its own units, never more than its components make. */
export function kitStock(ownAvailable: number, parts: readonly KitPart[]): number {
  return Math.min(Math.max(0, ownAvailable), kitsMakeable(parts));
}

/**
 * A kit's coming stock: the dates on which the kits it can sell rise (its own deliveries and its components'
 * together), each with the number of kits gained. A delivery of the kit whose components stay short is no date
 * to promise, while a component's delivery can be one.
 */
export function kitFutureStocks(
  own: { available: number; futureStocks: readonly FutureStock[] },
  parts: readonly (KitPart & { futureStocks: readonly FutureStock[] })[],
): FutureStock[] {
  const arrivedBy = (deliveries: readonly FutureStock[], date: string) =>
    deliveries.reduce((sum, delivery) => (delivery.date <= date ? sum + delivery.quantity : sum), 0);
  const dates = [...new Set([...own.futureStocks, ...parts.flatMap((part) => part.futureStocks)].map((f) => f.date))];
  let level = kitStock(own.available, parts);
  const result: FutureStock[] = [];
  for (const date of dates.sort()) {
    const then = kitStock(
      own.available + arrivedBy(own.futureStocks, date),
      parts.map((part) => ({ ...part, available: part.available + arrivedBy(part.futureStocks, date) })),
    );
    if (then > level) result.push({ date, quantity: then - level });
    level = Math.max(level, then);
  }
  return result;
}

/** Live stock, sellability and coming deliveries of these products (unknown codes are absent). */
export async function loadComponentStock(db: Reader, codes: readonly string[]): Promise<Map<string, ComponentStock>> {
  const unique = [...new Set(codes)];
  const result = new Map<string, ComponentStock>();
  if (unique.length === 0) return result;
  const [rows, futureRows] = await readAll(db, [
    () =>
      db
        .select({
          code: products.code,
          disabled: products.disabled,
          purchasable: products.purchasable,
          available: stockLevels.available,
        })
        .from(products)
        .leftJoin(stockLevels, eq(stockLevels.productCode, products.code))
        .where(inArray(products.code, unique)),
    () =>
      db
        .select({ productCode: futureStocks.productCode, date: futureStocks.date, quantity: futureStocks.quantity })
        .from(futureStocks)
        .where(inArray(futureStocks.productCode, unique))
        .orderBy(asc(futureStocks.date)),
  ]);
  for (const row of rows) {
    result.set(row.code, {
      available: Math.max(0, row.available ?? 0),
      sellable: !row.disabled && row.purchasable,
      futureStocks: [],
    });
  }
  for (const row of futureRows)
    result.get(row.productCode)?.futureStocks.push({ date: row.date, quantity: row.quantity });
  return result;
}

/** The parts of a kit template, with the stock of each component (a missing component makes no kit). */
export function kitParts(
  components: readonly { productCode: string; quantity: number }[],
  stock: ReadonlyMap<string, ComponentStock>,
): (KitPart & { futureStocks: FutureStock[] })[] {
  return components.map((component) => ({
    quantity: component.quantity,
    ...(stock.get(component.productCode) ?? { available: 0, sellable: false, futureStocks: [] }),
  }));
}

/** The kits whose templates contain any of these products: their stock moves with these products'. */
export async function kitsContaining(db: Reader, componentCodes: readonly string[]): Promise<string[]> {
  const codes = [...new Set(componentCodes)];
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: kitBundleTemplates.productCode })
    .from(kitBundleComponents)
    .innerJoin(kitBundleTemplates, eq(kitBundleTemplates.id, kitBundleComponents.templateId))
    .where(inArray(kitBundleComponents.productCode, codes));
  return [...new Set(rows.map((row) => row.code))];
}

/**
 * Units of each product a shopper can buy now, as products/{code} shows them: its own stock, and for a kit no
 * more than its first template's components make. Unknown codes are absent.
 */
export async function sellableStock(db: Reader, codes: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(codes)];
  const result = new Map<string, number>();
  if (unique.length === 0) return result;
  const [own, templates] = await readAll(db, [
    () => loadComponentStock(db, unique),
    () =>
      db
        .select({ id: kitBundleTemplates.id, kitCode: kitBundleTemplates.productCode })
        .from(kitBundleTemplates)
        .where(inArray(kitBundleTemplates.productCode, unique))
        .orderBy(asc(kitBundleTemplates.id)),
  ]);
  for (const [code, stock] of own) result.set(code, stock.available);
  const firstTemplate = new Map<string, string>();
  for (const template of templates)
    if (!firstTemplate.has(template.kitCode)) firstTemplate.set(template.kitCode, template.id);
  if (firstTemplate.size === 0) return result;
  const components = await db
    .select({
      templateId: kitBundleComponents.templateId,
      productCode: kitBundleComponents.productCode,
      quantity: kitBundleComponents.quantity,
    })
    .from(kitBundleComponents)
    .where(inArray(kitBundleComponents.templateId, [...firstTemplate.values()]));
  const componentStock = await loadComponentStock(
    db,
    components.map((component) => component.productCode),
  );
  for (const [kitCode, templateId] of firstTemplate) {
    const parts = kitParts(
      components.filter((component) => component.templateId === templateId),
      componentStock,
    );
    result.set(kitCode, kitStock(result.get(kitCode) ?? 0, parts));
  }
  return result;
}
