import type { Language } from "@dukkan/i18n";
import type { ComparisonProduct, ComparisonProductList } from "@dukkan/occ";
import { occFetch, OccRequestError } from "../occ/occ-client.server";

export type ComparisonResult = { products: ComparisonProduct[]; error?: string };

/**
 * The compared products (spec §7 productsForComparison). A refused request shows the API's
 * errors[0].message (or type) on the page instead of failing it (spec §8).
 */
export async function fetchComparison(
  codes: readonly string[],
  context: { lang: Language; area?: string },
): Promise<ComparisonResult> {
  if (codes.length === 0) return { products: [] };
  try {
    const list = await occFetch<ComparisonProductList>("products/productsForComparison", {
      ...context,
      query: { code: codes.join(",") },
    });
    return { products: list.products };
  } catch (error) {
    if (error instanceof OccRequestError && error.status < 500) return { products: [], error: error.message };
    throw error;
  }
}
