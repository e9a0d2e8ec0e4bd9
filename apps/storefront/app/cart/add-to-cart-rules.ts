/**
 * Shopping spec §4 Add to cart and Stock, §5: how many units a button may add, and what one add does to the
 * cart (a regular entry, a new kit bundle, or more of a kit already in the cart).
 */
import type { Product } from "@dukkan/occ";

/** Spec §9: the product page and the mobile bar add one unit. */
export const PRODUCT_PAGE_QUANTITY = 1;
/** Spec §4 step 5: 'Buy it now' waits this long before going to the cart. */
export const BUY_NOW_DELAY_MS = { regular: 300, kit: 500 } as const;

/**
 * The most units one add may ask for (spec §4 Stock, second reading): the smaller of the stock level and
 * maxOrderQuantity; the stock level alone when there is no maxOrderQuantity; 0 without stock.
 */
export function maxAddQuantity(product: Pick<Product, "stock" | "maxOrderQuantity">): number {
  const stock = product.stock;
  if (!stock || stock.stockLevelStatus === "outOfStock") return 0;
  const level = Math.max(0, stock.stockLevel ?? 0);
  const limit = product.maxOrderQuantity;
  return limit !== undefined && limit > 0 ? Math.min(level, limit) : level;
}

/** Spec §5: the button works only for a whole quantity above 0 and not above the maximum. */
export function canAddQuantity(quantity: number, max: number): boolean {
  return Number.isInteger(quantity) && quantity > 0 && quantity <= max;
}

/** A kitting product's bundle template (the API lists one per kit). */
export function kitTemplateId(product: Pick<Product, "kittingBundleTemplates">): string | undefined {
  return product.kittingBundleTemplates?.[0]?.id;
}

/** A cart entry group as the kit rule reads it: bundles carry their template id as `id`, their kits' count in kittingEntry. */
export type KitGroup = {
  entryGroupNumber: number;
  id?: string;
  type?: string;
  quantity?: number;
  kittingEntry?: { quantity?: number };
};

export type AddPlan =
  | { kind: "entry"; productCode: string; quantity: number }
  | { kind: "newBundle"; templateId: string; productCode: string; quantity: number }
  | { kind: "updateBundle"; entryGroupNumber: number; quantity: number };

/**
 * Spec §4 steps 2–3: a regular product becomes (more of) an entry; a kit raises the quantity of the cart's entry
 * group whose id is the kit's template id, or else starts a new bundle.
 */
export function planAdd(
  product: Pick<Product, "code" | "kittingBundleTemplates">,
  quantity: number,
  cartGroups: readonly KitGroup[] = [],
): AddPlan {
  const templateId = kitTemplateId(product);
  if (!templateId) return { kind: "entry", productCode: product.code, quantity };
  const group = cartGroups.find((candidate) => candidate.id === templateId);
  if (group) {
    const kits = group.kittingEntry?.quantity ?? group.quantity ?? 0;
    return { kind: "updateBundle", entryGroupNumber: group.entryGroupNumber, quantity: kits + quantity };
  }
  return { kind: "newBundle", templateId, productCode: product.code, quantity };
}
