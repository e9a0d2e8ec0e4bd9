/**
 * The quick-order list's rules (shopping spec §2.16, §8 quick-order messages): rows of product code and
 * quantity, at most QUICK_ORDER_PRODUCT_LIMIT products, each quantity between 1 and what the product's stock
 * and maxOrderQuantity allow. Pure functions, so the route action and the tests share one truth.
 */
import type { Product } from "@dukkan/occ";
import { PRODUCT_CODE_PATTERN } from "@dukkan/occ/constants";
import { maxAddQuantity } from "../cart/add-to-cart-rules";

/** How many different products one quick order may hold (the spec leaves the value to us). */
export const QUICK_ORDER_PRODUCT_LIMIT = 10;

export type QuickOrderRow = { code: string; quantity: number };

/** A message of §8, as an i18n key under `quickOrder.` with its values. */
export type QuickOrderMessage = {
  tone: "error" | "warning" | "info" | "success";
  key:
    | "maxStockReached"
    | "productLimitReached"
    | "outOfStock"
    | "cannotBePurchased"
    | "listIsFull"
    | "quantityReduced"
    | "errorProceedingToCart"
    | "addProductsFirst"
    | "productNotFound";
  values?: Record<string, string | number>;
};

type ListProduct = Pick<Product, "code" | "name" | "stock" | "maxOrderQuantity" | "purchasable" | "disabled" | "price">;

const nameOf = (product: ListProduct) => product.name ?? product.code;

export function isPurchasable(product: ListProduct): boolean {
  return product.purchasable !== false && !product.disabled && product.price !== undefined;
}

export type ListChange = { rows: QuickOrderRow[]; message?: QuickOrderMessage };

/** Adds one unit of a product: a new row, or one more on its row. */
export function addProduct(rows: readonly QuickOrderRow[], product: ListProduct): ListChange {
  const values = { name: nameOf(product), code: product.code };
  if (!isPurchasable(product)) return { rows: [...rows], message: { tone: "error", key: "cannotBePurchased", values } };
  const max = maxAddQuantity(product);
  if (max === 0) return { rows: [...rows], message: { tone: "error", key: "outOfStock", values } };
  const existing = rows.find((row) => row.code === product.code);
  if (existing) return setQuantity(rows, product, existing.quantity + 1);
  if (rows.length >= QUICK_ORDER_PRODUCT_LIMIT) {
    return { rows: [...rows], message: { tone: "error", key: "productLimitReached" } };
  }
  return { rows: [...rows, { code: product.code, quantity: 1 }] };
}

/** Sets a row's quantity, kept between 1 and the product's maximum (saying so when lowered). */
export function setQuantity(rows: readonly QuickOrderRow[], product: ListProduct, quantity: number): ListChange {
  const max = maxAddQuantity(product);
  const wanted = Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity)) : 1;
  const capped = Math.min(wanted, Math.max(max, 1));
  const next = rows.map((row) => (row.code === product.code ? { ...row, quantity: capped } : row));
  return wanted > capped ? { rows: next, message: { tone: "warning", key: "maxStockReached" } } : { rows: next };
}

export function removeProduct(rows: readonly QuickOrderRow[], code: string): QuickOrderRow[] {
  return rows.filter((row) => row.code !== code);
}

/**
 * Re-checks posted rows against the live products: unknown products leave the list, quantities are kept
 * within stock (the form's numbers come from the browser and may be anything).
 */
export function checkRows(rows: readonly QuickOrderRow[], products: ReadonlyMap<string, ListProduct>): ListChange {
  let checked: QuickOrderRow[] = rows.filter((row) => products.has(row.code));
  let message: QuickOrderMessage | undefined;
  for (const row of checked) {
    const change = setQuantity(checked, products.get(row.code)!, row.quantity);
    checked = change.rows;
    message ??= change.message;
  }
  return message ? { rows: checked, message } : { rows: checked };
}

/** The note under a full list: add what is there to the cart before adding more. */
export function listNotice(rows: readonly QuickOrderRow[]): QuickOrderMessage | undefined {
  if (rows.length < QUICK_ORDER_PRODUCT_LIMIT) return undefined;
  return { tone: "info", key: "listIsFull", values: { count: rows.length } };
}

/** What adding one row to the cart did, as the cart API answered. */
export type RowOutcome =
  { kind: "added"; quantityAdded: number } | { kind: "outOfStock" } | { kind: "notPurchasable" } | { kind: "failed" };

/**
 * Turns the cart's answers into the §8 messages and the rows still to add: rows added in full leave the
 * list; a reduced row leaves it too (the cart holds what there was); refused rows stay so the shopper can
 * change them. `toCart` is true when everything went in as asked.
 */
export function cartOutcome(
  rows: readonly QuickOrderRow[],
  products: ReadonlyMap<string, ListProduct>,
  outcomes: readonly RowOutcome[],
): { rows: QuickOrderRow[]; messages: QuickOrderMessage[]; toCart: boolean } {
  const remaining: QuickOrderRow[] = [];
  const messages: QuickOrderMessage[] = [];
  rows.forEach((row, index) => {
    const outcome = outcomes[index] ?? { kind: "failed" };
    const product = products.get(row.code);
    const values = { name: product ? nameOf(product) : row.code, code: row.code };
    switch (outcome.kind) {
      case "added":
        if (outcome.quantityAdded < row.quantity) {
          messages.push({
            tone: "warning",
            key: "quantityReduced",
            values: { ...values, quantityAdded: outcome.quantityAdded },
          });
        }
        return;
      case "outOfStock":
        messages.push({ tone: "error", key: "outOfStock", values });
        break;
      case "notPurchasable":
        messages.push({ tone: "error", key: "cannotBePurchased", values });
        break;
      case "failed":
        if (!messages.some((message) => message.key === "errorProceedingToCart")) {
          messages.push({ tone: "error", key: "errorProceedingToCart" });
        }
        break;
    }
    remaining.push(row);
  });
  return { rows: remaining, messages, toCart: messages.length === 0 };
}

/** Reads the rows a form posted (`code` and `quantity` repeated, in order), dropping anything malformed. */
export function rowsFromForm(form: FormData): QuickOrderRow[] {
  const codes = form.getAll("code").map(String);
  const quantities = form.getAll("quantity").map((value) => Number(value));
  const rows: QuickOrderRow[] = [];
  codes.forEach((code, index) => {
    const quantity = quantities[index] ?? 1;
    if (!PRODUCT_CODE_PATTERN.test(code) || rows.some((row) => row.code === code)) return;
    rows.push({ code, quantity: Number.isFinite(quantity) && quantity >= 1 ? Math.floor(quantity) : 1 });
  });
  return rows.slice(0, QUICK_ORDER_PRODUCT_LIMIT);
}

/** The list in a URL (`CODE:2,OTHER:1`), so a redirect (to choose a delivery area) keeps it. */
export function rowsToParam(rows: readonly QuickOrderRow[]): string {
  return rows.map((row) => `${row.code}:${row.quantity}`).join(",");
}

export function rowsFromParam(param: string | null): QuickOrderRow[] {
  const form = new FormData();
  for (const part of (param ?? "").split(",")) {
    const [code = "", quantity = "1"] = part.split(":");
    if (!code) continue;
    form.append("code", code);
    form.append("quantity", quantity);
  }
  return rowsFromForm(form);
}
