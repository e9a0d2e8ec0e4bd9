/**
 * The search result's `seoSchemaMarkup` (shopping spec §3 Search result; §9 Structured-data offer): schema.org
 * structured data for a search, category or brand listing page. The page is a SearchResultsPage (a search) or a
 * CollectionPage (a category or brand) whose main entity is the ItemList of the products on the page, each a Product
 * with the same §9 offer the product page declares (price, AED, in stock or not, priceValidUntil, no returns,
 * Monday–Saturday delivery with 1–3 days' handling and 4–8 days' transit). The storefront builds it, not the API:
 * the shop's public origin and the product URLs under the page's language are known here (decision 0070).
 */
import type { Language } from "@dukkan/i18n";
import type { Product } from "@dukkan/occ";
import { productPath } from "../product/tile/product-display";
import { productJsonLd } from "./product-json-ld";

export type ListingJsonLdInput = {
  kind: "search" | "category" | "brand";
  /** The page's heading (the search's words, the category or brand name). */
  name: string;
  /** The page's URL without its query (the listing's first page). */
  url: string;
  origin: string;
  language: Language;
  products: readonly Product[];
  pagination: { currentPage: number; pageSize: number; totalResults: number };
  /** The loader's moment (ISO 8601), so the offers' dates are the same on the server and in the browser. */
  now: string;
};

export function listingJsonLd(input: ListingJsonLdInput): Record<string, unknown> {
  const { origin, language, pagination } = input;
  const first = pagination.currentPage * pagination.pageSize;
  return {
    "@context": "https://schema.org",
    "@type": input.kind === "search" ? "SearchResultsPage" : "CollectionPage",
    name: input.name,
    url: input.url,
    inLanguage: language,
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: pagination.totalResults,
      itemListElement: input.products.map((product, index) => {
        const { "@context": _context, ...item } = productJsonLd({
          product,
          url: new URL(productPath(product, language), origin).href,
          origin,
          now: input.now,
        });
        // Positions count through the whole result, so page 2 goes on where page 1 ended.
        return { "@type": "ListItem", position: first + index + 1, item };
      }),
    },
  };
}
