/**
 * The comparison page's attribute rows (spec §2.10): every product field except classifications, then the
 * specification names in lower case. Fields the column header already shows (name, subname, picture,
 * link) and technical ones are not repeated as rows.
 */
import type { ComparisonProduct } from "@dukkan/occ";

/** Shown in the column header, folded into another row (discount → sale price) or internal. */
const NOT_ROWS = new Set(["classifications", "name", "name_en", "subname", "url", "images", "discount", "disabled"]);

/** `name` is also the label's message key: `comparisonTitle.{name}`. */
export type ComparisonRow = { kind: "field" | "classification"; name: string };

/** Rows in the order the fields first appear, then each specification name once. */
export function comparisonRows(products: readonly ComparisonProduct[]): ComparisonRow[] {
  const fields: string[] = [];
  const specifications: string[] = [];
  for (const product of products) {
    for (const name of Object.keys(product)) if (!NOT_ROWS.has(name) && !fields.includes(name)) fields.push(name);
    for (const attribute of product.classifications ?? []) {
      const name = attribute.name.toLowerCase();
      if (!specifications.includes(name)) specifications.push(name);
    }
  }
  return [
    ...fields.map((name) => ({ kind: "field" as const, name })),
    ...specifications.map((name) => ({ kind: "classification" as const, name })),
  ];
}

export type CellValue =
  | { kind: "text"; text: string }
  | { kind: "stock"; status: "inStock" | "lowStock" | "outOfStock" }
  | { kind: "rating"; rating: number }
  | { kind: "empty" };

/** What one product shows in one row: prices as formattedValue, stock as its status, the rest as text. */
export function cellValue(product: ComparisonProduct, row: ComparisonRow): CellValue {
  if (row.kind === "classification") {
    const attribute = product.classifications?.find((candidate) => candidate.name.toLowerCase() === row.name);
    return attribute?.value ? { kind: "text", text: attribute.value } : { kind: "empty" };
  }
  const value: unknown = product[row.name as keyof ComparisonProduct];
  if (row.name === "stock") {
    return { kind: "stock", status: product.stock?.stockLevelStatus ?? "outOfStock" };
  }
  if (row.name === "averageRating") {
    return typeof value === "number" ? { kind: "rating", rating: value } : { kind: "empty" };
  }
  if (typeof value === "string" || typeof value === "number") return { kind: "text", text: String(value) };
  if (typeof value === "boolean") return { kind: "empty" };
  if (value && typeof value === "object") {
    const object = value as { formattedValue?: unknown; name?: unknown };
    if (typeof object.formattedValue === "string") return { kind: "text", text: object.formattedValue };
    if (typeof object.name === "string") return { kind: "text", text: object.name };
  }
  return { kind: "empty" };
}
