/**
 * What the product detail page shows, worked out from the OCC product (spec §2.9, §4, §9): the price
 * block, the stock status and delivery estimate, and the specification rows.
 */
import type { Price, Product } from "@dukkan/occ";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A price to 2 decimals: the API's formatted value, or '{currencyIso} {value}'. */
export function formatPrice(
  price: Pick<Price, "value"> & Partial<Pick<Price, "currencyIso" | "formattedValue">>,
): string {
  return price.formattedValue ?? `${price.currencyIso ?? ""} ${price.value.toFixed(2)}`.trim();
}

/**
 * The summary's price: when the product carries a discount (discount.subtotalDiscountValue), the price
 * after discount with the original struck through; otherwise the price.
 */
export function detailPrices(product: Pick<Product, "price" | "priceAfterDiscount" | "discount">): {
  current?: string;
  original?: string;
} {
  const { price, priceAfterDiscount, discount } = product;
  if (discount?.subtotalDiscountValue !== undefined && priceAfterDiscount) {
    return { current: formatPrice(priceAfterDiscount), original: price ? formatPrice(price) : undefined };
  }
  return { current: price ? formatPrice(price) : undefined };
}

export type StockStatus = "inStock" | "lowStock" | "outOfStock";

/** The stock label to show: outOfStock when the status is missing or nothing is left (spec §4). */
export function stockStatusOf(stock: Product["stock"]): StockStatus {
  if (!stock?.stockLevelStatus) return "outOfStock";
  if (stock.stockLevel !== undefined && stock.stockLevel <= 0) return "outOfStock";
  return stock.stockLevelStatus;
}

/**
 * Whole days until the first future stock date, rounded up (spec §9: ceil((date - now) / 1 day)),
 * or undefined when no replenishment lies ahead.
 */
export function daysUntilAvailable(futureStocks: Product["futureStocks"], now: Date): number | undefined {
  const upcoming = (futureStocks ?? [])
    .map((future) => Date.parse(future.date))
    .filter((time) => Number.isFinite(time) && time > now.getTime());
  if (upcoming.length === 0) return undefined;
  return Math.ceil((Math.min(...upcoming) - now.getTime()) / DAY_MS);
}

export type SpecKey = "dimensions" | "width" | "height" | "length";
export type SpecRow = { key: SpecKey; value: string };

/** Unit symbols of this unit type are not shown (spec §9). */
const HIDDEN_UNIT_TYPE = "300";
const DIMENSIONS_SUFFIX = "/1.0/normal_product_classification_class.dimensions_w_d_h";
const ERP_CLASS = "ERP_PRODUCT_CLASSIFICATION_CLASS";

/** The four features the Specs tab shows, in display order (spec §2.9); every other feature stays hidden. */
const SPEC_FEATURES: { key: SpecKey; matches: (code: string) => boolean }[] = [
  // The dimensions feature sits in a product-specific classification system: '{system}/1.0/…'.
  { key: "dimensions", matches: (code) => code.endsWith(DIMENSIONS_SUFFIX) && code.length > DIMENSIONS_SUFFIX.length },
  { key: "width", matches: (code) => code === `${ERP_CLASS}.width` },
  { key: "height", matches: (code) => code === `${ERP_CLASS}.height` },
  { key: "length", matches: (code) => code === `${ERP_CLASS}.length` },
];

type Feature = NonNullable<Product["classifications"]>[number]["features"][number];

function featureText(feature: Feature): string {
  const value = feature.featureValues
    .map((featureValue) => featureValue.value.trim())
    .filter(Boolean)
    .join(", ");
  const unit = feature.featureUnit;
  if (!value || !unit?.symbol || unit.unitType === HIDDEN_UNIT_TYPE) return value;
  return `${value} ${unit.symbol}`;
}

/** The Specs tab's rows: dimensions, width, height and length, each when the product has a value for it. */
export function specRows(classifications: Product["classifications"]): SpecRow[] {
  const features = (classifications ?? []).flatMap((classification) => classification.features);
  return SPEC_FEATURES.flatMap(({ key, matches }) => {
    const feature = features.find((candidate) => matches(candidate.code));
    const value = feature ? featureText(feature) : "";
    return value ? [{ key, value }] : [];
  });
}
