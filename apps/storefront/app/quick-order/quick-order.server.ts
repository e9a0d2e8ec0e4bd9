/**
 * Quick order's API calls: the list's products (live stock and prices), product search by code or name
 * through the search box's API call, and adding the rows to the session's cart one by one.
 */
import type { Language } from "@dukkan/i18n";
import { PRODUCT_CODE_PATTERN, type Product, type ProductList } from "@dukkan/occ";
import { addEntry } from "../cart/cart.server";
import { occFetch, OccRequestError } from "../occ/occ-client.server";
import { primaryImage, productPath } from "../product/tile/product-display";
import { DEFAULT_SEARCH_BOX_CONFIG } from "../search-box/search-box-config";
import { fetchSearchBoxResult } from "../search-box/search-box.server";
import type { SearchBoxProduct } from "../search-box/search-box-result";
import type { Session } from "../session/session.server";
import type { QuickOrderRow, RowOutcome } from "./quick-order-list";

/** What a row shows and the list rules read. */
const LIST_FIELDS =
  "code,name,url,images(DEFAULT),price(formattedValue,value),priceAfterDiscount(formattedValue,value),stock," +
  "maxOrderQuantity,purchasable,disabled,configurable";

/** How many search results the page offers at once. */
const SEARCH_RESULTS = 8;

type Context = { lang: Language; area?: string };

/**
 * The products of the list, by code. Configurable products need their texts first (the configurator), so
 * quick order treats them as not purchasable here.
 */
export async function fetchListProducts(codes: readonly string[], context: Context): Promise<Map<string, Product>> {
  if (codes.length === 0) return new Map();
  const list = await occFetch<ProductList>("products", {
    ...context,
    query: { codes: codes.join(","), fields: LIST_FIELDS },
  });
  return new Map(
    list.products.map((product) => [product.code, product.configurable ? { ...product, purchasable: false } : product]),
  );
}

/** Products matching a word: an exact product code first, then the search box's product previews. */
export async function searchProducts(term: string, context: Context): Promise<SearchBoxProduct[]> {
  const [byCode, result] = await Promise.all([
    PRODUCT_CODE_PATTERN.test(term) ? fetchListProducts([term], context) : Promise.resolve(new Map<string, Product>()),
    fetchSearchBoxResult(
      term,
      { ...DEFAULT_SEARCH_BOX_CONFIG, maxSuggestions: 0, maxProducts: SEARCH_RESULTS },
      context,
    ),
  ]);
  const exact = [...byCode.values()].map((product): SearchBoxProduct => {
    const name = product.name ?? product.code;
    const image = primaryImage(product, "thumbnail");
    const price = product.priceAfterDiscount?.formattedValue ?? product.price?.formattedValue;
    return {
      code: product.code,
      name,
      nameParts: [{ text: name, marked: false }],
      path: productPath(product, context.lang),
      ...(image ? { thumbnail: { url: image.url, alt: image.altText ?? "" } } : {}),
      ...(price ? { price } : {}),
    };
  });
  const others = result.products.filter((product) => !byCode.has(product.code));
  return [...exact, ...others].slice(0, SEARCH_RESULTS);
}

function outcomeOfError(error: unknown): RowOutcome {
  if (!(error instanceof OccRequestError) || error.status >= 500) return { kind: "failed" };
  const reason = error.errors[0]?.reason;
  if (reason === "noStock" || reason === "maxStockLevelReached") return { kind: "outOfStock" };
  if (reason === "unavailable" || reason === "kittingProduct") return { kind: "notPurchasable" };
  return { kind: "failed" };
}

/**
 * Adds the rows to the cart in order (one at a time: the API locks the cart per change anyway). A row the
 * API refuses does not stop the others; an unexpected failure is reported as such and logged.
 */
export async function addRowsToCart(
  session: Session,
  language: Language,
  rows: readonly QuickOrderRow[],
): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = [];
  for (const row of rows) {
    try {
      const change = await addEntry(session, language, row.code, row.quantity);
      if (change.statusCode === "noStock") outcomes.push({ kind: "outOfStock" });
      else if (change.statusCode === "unavailable") outcomes.push({ kind: "notPurchasable" });
      else outcomes.push({ kind: "added", quantityAdded: change.quantityAdded ?? row.quantity });
    } catch (error) {
      const outcome = outcomeOfError(error);
      if (outcome.kind === "failed") console.error("Quick order could not add a row to the cart", error);
      outcomes.push(outcome);
    }
  }
  return outcomes;
}
