import type { Language } from "@dukkan/i18n";
import type { Product, ProductList } from "@dukkan/occ";
import { occFetch } from "../../occ/occ-client.server";
import { PRODUCT_TILE_FIELDS } from "./product-fields";
import { tileProduct } from "./tile-product";

/** The API answers at most this many codes per call. */
const MAX_CODES_PER_CALL = 100;

/** Products for tiles (their slim shape) by code, in the order given (unknown codes skipped), in as few calls as possible. */
export async function fetchProductsByCodes(
  codes: readonly string[],
  context: { lang: Language; area?: string },
): Promise<Product[]> {
  const batches: string[][] = [];
  for (let start = 0; start < codes.length; start += MAX_CODES_PER_CALL)
    batches.push(codes.slice(start, start + MAX_CODES_PER_CALL));
  const lists = await Promise.all(
    batches.map((batch) =>
      occFetch<ProductList>("products", { ...context, query: { codes: batch.join(","), fields: PRODUCT_TILE_FIELDS } }),
    ),
  );
  return lists.flatMap((list) => list.products.map(tileProduct));
}
