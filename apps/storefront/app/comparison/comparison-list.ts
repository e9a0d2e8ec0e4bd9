/**
 * The comparison list's rules (spec §3 Comparison item, §4 Comparison, §5, §9): at most 8 products, the
 * newest first, each kept with the few fields the header panel shows so it renders without the API.
 */
import type { Language } from "@dukkan/i18n";
import type { Image, Product } from "@dukkan/occ";
import { primaryImage } from "../product/tile/product-display";

export const COMPARISON_MAXIMUM = 8;

/** A compared product as kept in local storage (spec §3 'Comparison item'). */
export type ComparisonItem = Pick<
  Product,
  "code" | "name" | "name_en" | "subname" | "price" | "priceAfterDiscount" | "discount" | "stock" | "url"
> & { image?: Image };

export type AddResult = { ok: true; list: ComparisonItem[] } | { ok: false; error: "overMaximum" | "missingCode" };

export function comparisonItemOf(product: Product): ComparisonItem {
  const image = primaryImage(product, "thumbnail");
  return {
    code: product.code,
    name: product.name,
    name_en: product.name_en,
    subname: product.subname,
    url: product.url,
    price: product.price,
    priceAfterDiscount: product.priceAfterDiscount,
    discount: product.discount,
    stock: product.stock,
    ...(image ? { image } : {}),
  };
}

export function isCompared(list: readonly ComparisonItem[], code: string): boolean {
  return list.some((item) => item.code === code);
}

/** Puts the product first; a product already compared moves to the front; a 9th product is refused. */
export function addToComparison(list: readonly ComparisonItem[], item: ComparisonItem): AddResult {
  if (!item.code) return { ok: false, error: "missingCode" };
  const others = list.filter((existing) => existing.code !== item.code);
  if (others.length >= COMPARISON_MAXIMUM) return { ok: false, error: "overMaximum" };
  return { ok: true, list: [item, ...others] };
}

export function removeFromComparison(list: readonly ComparisonItem[], code: string): ComparisonItem[] {
  return list.filter((item) => item.code !== code);
}

/**
 * Reads a stored list defensively: storage is shared with older versions and other tabs, so anything that
 * is not a list of items with codes is dropped, duplicates are removed and the list is cut to the maximum.
 */
export function parseStoredComparison(text: string | null): ComparisonItem[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: ComparisonItem[] = [];
  for (const entry of value) {
    if (typeof entry !== "object" || entry === null) continue;
    const code = (entry as { code?: unknown }).code;
    if (typeof code !== "string" || code === "" || seen.has(code)) continue;
    seen.add(code);
    items.push(entry as ComparisonItem);
  }
  return items.slice(0, COMPARISON_MAXIMUM);
}

/** `/comparison/:products`: codes joined by commas (spec §2.1). */
export function comparisonPath(language: Language, codes: readonly string[]): string {
  return codes.length > 0
    ? `/${language}/comparison/${codes.map(encodeURIComponent).join(",")}`
    : `/${language}/comparison`;
}

/** The codes of a `/comparison/:products` URL segment: distinct, non-empty, at most the maximum. */
export function comparisonCodesOf(segment: string | undefined): string[] {
  if (!segment) return [];
  const codes = segment
    .split(",")
    .map((code) => code.trim())
    .filter(Boolean);
  return [...new Set(codes)].slice(0, COMPARISON_MAXIMUM);
}
