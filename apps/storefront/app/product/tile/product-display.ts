import type { Language } from "@dukkan/i18n";
import { formatFils, toFils } from "@dukkan/money";
import type { Image, Product } from "@dukkan/occ";

/** The product page URL: the product's own `url` (spec §2.2 form) under the shopper's language. */
export function productPath(product: Pick<Product, "code" | "url">, language: Language): string {
  const path = product.url ?? `/product/${encodeURIComponent(product.code)}`;
  return `/${language}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The primary image in the preferred format, falling back to any format the API sent. */
export function primaryImage(product: Pick<Product, "images">, format = "product"): Image | undefined {
  const primary = product.images?.PRIMARY;
  if (!primary) return undefined;
  return primary[format] ?? Object.values(primary)[0];
}

/** The price a shopper pays now, and the struck-through original when a discount applies. */
export function displayPrices(product: Pick<Product, "price" | "priceAfterDiscount">): {
  current?: string;
  original?: string;
} {
  const { price, priceAfterDiscount } = product;
  if (priceAfterDiscount && price && priceAfterDiscount.value < price.value) {
    return { current: priceAfterDiscount.formattedValue, original: price.formattedValue };
  }
  return { current: (priceAfterDiscount ?? price)?.formattedValue };
}

type DiscountRow = NonNullable<Product["discount"]>["discountRows"][number];

/**
 * A discount row as tiles show it, in the page's language: '-AED 5.00' (Arabic '-5.00 د.إ.') when absolute,
 * otherwise '-15%'. The amount is a negative money amount, so the currency's own format places the sign.
 */
export function formatDiscountRow(row: DiscountRow, language: Language): string {
  if (row.absolute) return formatFils(-toFils(row.value), language, row.currencyIso);
  return `-${Number(row.value.toFixed(2))}%`;
}

/** The first percentage discount, for the tile's corner badge. */
export function discountBadge(product: Pick<Product, "discount">, language: Language): string | undefined {
  const row = product.discount?.discountRows[0];
  return row ? formatDiscountRow(row, language) : undefined;
}

/**
 * Listing tiles and rows count a product as in stock only when its status is present and not
 * outOfStock and its stock level is above 0 (spec §4, second reading).
 */
export function hasStock(product: Pick<Product, "stock">): boolean {
  const stock = product.stock;
  return !!stock && stock.stockLevelStatus !== "outOfStock" && (stock.stockLevel ?? 0) > 0;
}

/** Carousel tiles count a product as in stock unless its status says otherwise (spec §4). */
export function isOutOfStock(product: Pick<Product, "stock">): boolean {
  return product.stock?.stockLevelStatus === "outOfStock";
}
