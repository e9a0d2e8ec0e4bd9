/**
 * Product URLs (spec §2.2): `/product/{code}-{slug of the name}`, and the rules that read a product code
 * back out of the path segment. Paths here carry no language; pages put `/{lang}` in front.
 */
import type { Product } from "@dukkan/occ";

export type ProductSegment = { code: string; name: string };

/**
 * Lower-case ASCII words joined by '-': "Paper Cup 8oz (50 pcs)" → "paper-cup-8oz-50-pcs".
 * The API builds `product.url` with the same rule, so links and canonical URLs agree.
 */
export function productSlug(name: string | undefined): string {
  return (name ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The product route's segment for a code and a name: `{code}-{slug}`, or the bare code when the slug is empty. */
function segmentOf(code: string, name: string | undefined): string {
  const slug = productSlug(name);
  return slug ? `${code}-${slug}` : code;
}

/** The canonical product path: the code with a slug of the English name (name_en). */
export function canonicalProductPath(product: Pick<Product, "code" | "name" | "name_en">): string {
  return `/product/${segmentOf(product.code, product.name_en ?? product.name)}`;
}

/** The path a link to the product uses: the product's own url when it has one, else the canonical path. */
export function productPath(product: Pick<Product, "code" | "name" | "name_en" | "url">): string {
  if (product.url) return product.url.startsWith("/") ? product.url : `/${product.url}`;
  return canonicalProductPath(product);
}

const INTEGER = /^\d+$/;

/**
 * Reads the second segment of `/product/{segment}` (spec §2.2), or null when it is not a product.
 * - Kit bundles (the segment starts with 'kit'): split on '~' into at least 3 pieces; the third piece
 *   split on '-' has more than 2 parts, the first two integers n0 and n1. Code = piece1~piece2~n0-n1.
 * - Everything else: split on '-'; the first two parts are integers. Code = 'first-second'.
 * The name is whatever follows the code and one separator.
 */
export function parseProductSegment(segment: string): ProductSegment | null {
  if (segment.startsWith("kit")) {
    const pieces = segment.split("~");
    if (pieces.length < 3) return null;
    const parts = pieces[2]!.split("-");
    if (parts.length <= 2 || !INTEGER.test(parts[0]!) || !INTEGER.test(parts[1]!)) return null;
    const code = `${pieces[0]}~${pieces[1]}~${parts[0]}-${parts[1]}`;
    return { code, name: segment.slice(code.length + 1) };
  }
  const parts = segment.split("-");
  if (parts.length < 2 || !INTEGER.test(parts[0]!) || !INTEGER.test(parts[1]!)) return null;
  const code = `${parts[0]}-${parts[1]}`;
  return { code, name: segment.slice(code.length + 1) };
}
