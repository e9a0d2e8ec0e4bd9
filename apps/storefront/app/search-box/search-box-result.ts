/** What the header search box shows for a word (spec §2.17, §3 'Search box result'), ready to render. */
export type NamePart = { text: string; marked: boolean };

export type SearchBoxProduct = {
  code: string;
  /** Plain text (the API's nameHtml without its markup). */
  name: string;
  /** The name in pieces, the words that matched the typed text marked. */
  nameParts: NamePart[];
  /** The pack or size, which tells apart products of one line. */
  subname?: string;
  /** The product page under the shopper's language. */
  path: string;
  thumbnail?: { url: string; alt: string };
  /** priceAfterDiscount.formattedValue when present, else price.formattedValue. */
  price?: string;
};

export type SearchBoxResult = {
  term: string;
  message?: string;
  suggestions: string[];
  products: SearchBoxProduct[];
};

/** One entry of the results panel the arrow keys move through: a suggestion, a recent word or a product. */
export type SearchBoxOption = { id: string; path: string; kind: "suggestion" | "recent" | "product" };

/** The panel's entries in display order: suggestions (or recent words), then products. */
export function panelOptions(
  result: Pick<SearchBoxResult, "suggestions" | "products"> | undefined,
  recent: readonly string[],
  searchPathOf: (word: string) => string,
): SearchBoxOption[] {
  if (!result) {
    return recent.map((word, index) => ({ id: `recent-${index}`, path: searchPathOf(word), kind: "recent" }));
  }
  return [
    ...result.suggestions.map((word, index) => ({
      id: `suggestion-${index}`,
      path: searchPathOf(word),
      kind: "suggestion" as const,
    })),
    ...result.products.map((product) => ({
      id: `product-${product.code}`,
      path: product.path,
      kind: "product" as const,
    })),
  ];
}

/** The next active entry for an arrow key: wraps around, and -1 means the text box itself. */
export function moveActive(current: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current >= count - 1 ? -1 : current + 1;
  return current === -1 ? count - 1 : current - 1;
}
