/**
 * Listings as analytics item lists (shopping spec §7 Analytics): each search, category and brand listing
 * is one list, its id stable across languages and pages so reports can group it.
 */
import type { ItemList } from "../analytics/data-layer";
import type { ListingScope } from "./facet-query";

/** The search list has one id whatever was searched: the words would split it into endless lists. */
export const SEARCH_LIST_ID = "search_results";

export function listingItemList(scope: ListingScope, heading: string): ItemList {
  switch (scope.kind) {
    case "search":
      return { id: SEARCH_LIST_ID, name: "Search results" };
    case "category":
      return { id: `category_${scope.code}`, name: heading };
    case "brand":
      return { id: `brand_${scope.code}`, name: heading };
  }
}

/** The 0-based position of a page's first product in the whole listing. */
export function firstPositionOf(currentPage: number, pageSize: number): number {
  return currentPage * pageSize;
}
