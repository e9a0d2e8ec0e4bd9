/** Who may wishlist what, how the wishlist page prices a row (spec §2.8, §5), where a plain post returns. */
import type { Price, Product } from "@dukkan/occ";

/** Kit bundle products ('kit~a~n0-n1', spec §2.2) cannot be wishlisted (spec §5). */
export function isKittingProduct(product: Pick<Product, "code" | "kittingBundleTemplates">): boolean {
  return product.code.startsWith("kit") || (product.kittingBundleTemplates?.length ?? 0) > 0;
}

/**
 * A wishlist row's prices (spec §2.8): the first base option's selected priceAfterDiscount and a base price,
 * falling back to the option's priceData when the base price is 0 or missing. Products without base
 * options use their own priceAfterDiscount and price. The base price shows struck through only when the
 * shopper pays less.
 */
export function wishlistRowPrices(product: Product): { current?: Price; original?: Price } {
  const selected = product.baseOptions?.[0]?.selected;
  const base = product.price && product.price.value > 0 ? product.price : (selected?.priceData ?? product.price);
  const current = selected?.priceAfterDiscount ?? product.priceAfterDiscount ?? base;
  if (!current) return {};
  return base && base.value > current.value ? { current, original: base } : { current };
}

/** Only a path of this shop in this language: never another site (open redirect). */
export function safeRedirectPath(value: FormDataEntryValue | null, language: string): string | undefined {
  if (typeof value !== "string") return undefined;
  if (value !== `/${language}` && !value.startsWith(`/${language}/`)) return undefined;
  if (value.startsWith("//") || value.includes("\\")) return undefined;
  return value;
}
