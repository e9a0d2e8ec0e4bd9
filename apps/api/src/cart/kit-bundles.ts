/**
 * Kit bundles in the cart (shopping spec §3 Entry group, §4 Add to cart step 3): a kit is sold as one entry of the
 * kit product (the kitting entry) priced at the kit's own catalogue price; its components come from the kit's
 * bundle template, read live, so the cart shows them and counts their stock (decision 0018).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { KitPart } from "../catalog/kit-stock.js";
import type { Database } from "../db/client.js";
import { kitBundleComponents, kitBundleTemplates, products, stockLevels, type Localized } from "../db/tables.js";

export interface KitComponent extends KitPart {
  productCode: string;
}

export interface KitBundle {
  templateId: string;
  productCode: string;
  name: Localized;
  components: KitComponent[];
}

type Reader = Pick<Database, "select">;

/** Templates by id with their components' live stock, in template order. Unknown ids are absent. */
export async function kitBundles(db: Reader, templateIds: readonly string[]): Promise<Map<string, KitBundle>> {
  const ids = [...new Set(templateIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      templateId: kitBundleTemplates.id,
      kitCode: kitBundleTemplates.productCode,
      name: kitBundleTemplates.name,
      productCode: kitBundleComponents.productCode,
      quantity: kitBundleComponents.quantity,
      disabled: products.disabled,
      purchasable: products.purchasable,
      available: stockLevels.available,
    })
    .from(kitBundleTemplates)
    .leftJoin(kitBundleComponents, eq(kitBundleComponents.templateId, kitBundleTemplates.id))
    .leftJoin(products, eq(products.code, kitBundleComponents.productCode))
    .leftJoin(stockLevels, eq(stockLevels.productCode, kitBundleComponents.productCode))
    .where(inArray(kitBundleTemplates.id, ids))
    .orderBy(asc(kitBundleComponents.position), asc(kitBundleComponents.productCode));
  const bundles = new Map<string, KitBundle>();
  for (const row of rows) {
    const bundle = bundles.get(row.templateId) ?? {
      templateId: row.templateId,
      productCode: row.kitCode,
      name: row.name,
      components: [],
    };
    bundles.set(row.templateId, bundle);
    if (row.productCode === null || row.quantity === null) continue;
    bundle.components.push({
      productCode: row.productCode,
      quantity: Math.max(1, row.quantity),
      available: Math.max(0, row.available ?? 0),
      sellable: row.disabled === false && row.purchasable === true,
    });
  }
  return bundles;
}

/** The template a kit product is sold with when the caller names it: it must belong to that product. */
export async function kitBundleOf(db: Reader, templateId: string, productCode: string): Promise<KitBundle | null> {
  const bundle = (await kitBundles(db, [templateId])).get(templateId);
  return bundle && bundle.productCode === productCode ? bundle : null;
}

/** Whether every component can still be sold (and there is at least one). */
export function kitAssemblable(bundle: KitBundle): boolean {
  return bundle.components.length > 0 && bundle.components.every((component) => component.sellable);
}
