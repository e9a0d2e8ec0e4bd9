/**
 * A listing's state lives in its URL, so every control works as a plain link or GET form before the
 * page's script loads: query, pageSize, currentPage, sortCode (spec §2.6) and the grid/list view.
 */
import { RELEVANCE, defaultQuery, parseQuery, withoutSort } from "./facet-query";

/** Page sizes the selector offers (spec §9) and the general listing default. */
export const PAGE_SIZES = [5, 10, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const VIEWS = ["grid", "list"] as const;
export type ListingView = (typeof VIEWS)[number];

export type ListingParams = {
  /** The search query when it differs from the page's starting query, always with the relevance sort token. */
  query?: string;
  pageSize: number;
  currentPage: number;
  /** The sort code; absent means relevance. */
  sortCode?: string;
  view: ListingView;
};

const MAX_QUERY_LENGTH = 1000;
const MAX_PAGE = 100_000;

/** The parameters of a listing URL; anything malformed falls back to its default. */
export function readListingParams(search: URLSearchParams, startingQuery: string): ListingParams {
  const query = search.get("query")?.trim();
  const pageSize = Number(search.get("pageSize"));
  const currentPage = search.get("currentPage") ?? "";
  // A link may carry its sort inside the query only (e.g. 'cups:price-asc'): the sort parameter wins.
  const sortCode = search.get("sortCode")?.trim() || (query ? parseQuery(query).sort : "");
  const normalised = query && query.length <= MAX_QUERY_LENGTH ? withoutSort(query) : undefined;
  return {
    query: normalised === withoutSort(startingQuery) ? undefined : normalised,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    currentPage: /^\d{1,6}$/.test(currentPage) ? Math.min(Number(currentPage), MAX_PAGE) : 0,
    sortCode: /^[A-Za-z-]{1,40}$/.test(sortCode) && sortCode !== RELEVANCE ? sortCode : undefined,
    view: search.get("view") === "list" ? "list" : "grid",
  };
}

/**
 * The listing after a change. A new query, page size or sort starts again at the first page; the sort
 * token inside a query is dropped because the sort has its own parameter.
 */
export function changedParams(
  params: ListingParams,
  change: Partial<ListingParams>,
  startingQuery: string,
): ListingParams {
  const next = { ...params, ...change };
  if ("query" in change && change.query !== undefined) {
    const query = withoutSort(change.query);
    next.query = query === withoutSort(startingQuery) ? undefined : query;
  }
  if (next.sortCode === RELEVANCE) next.sortCode = undefined;
  const restarts = "query" in change || "pageSize" in change || "sortCode" in change;
  if (restarts && !("currentPage" in change)) next.currentPage = 0;
  return next;
}

/** The URL search string of a listing state, defaults left out ('' when everything is default). */
export function listingSearch(params: ListingParams): string {
  const search = new URLSearchParams();
  if (params.query) search.set("query", params.query);
  if (params.sortCode) search.set("sortCode", params.sortCode);
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set("pageSize", String(params.pageSize));
  if (params.currentPage > 0) search.set("currentPage", String(params.currentPage));
  if (params.view !== "grid") search.set("view", params.view);
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * What decides the products shown (spec §2.6): the query without its relevance and sort tokens, the
 * page, the page size and the sort. Only a change here runs a new search; switching grid/list does not.
 */
export function searchKey(search: URLSearchParams): string {
  const query = search.get("query");
  return JSON.stringify([
    query ? withoutSort(query) : "",
    search.get("currentPage") ?? "0",
    search.get("pageSize") ?? String(DEFAULT_PAGE_SIZE),
    search.get("sortCode") || RELEVANCE,
  ]);
}

/** The search page for a word (used by the header search box and suggestion links). */
export function searchPath(language: string, term: string): string {
  const word = term.trim();
  return word ? `/${language}/search/${encodeURIComponent(word)}` : `/${language}/search`;
}

export type PaginationItem =
  | { kind: "first" | "previous" | "next" | "last"; page: number }
  | { kind: "page"; page: number; current: boolean }
  | { kind: "gap"; key: string };

/** Pages on each side of the current one. */
const PAGE_WINDOW = 1;

/**
 * Pagination links: first and previous (unless on the first page), the first page, a window around the
 * current page with gaps, the last page, then next and last (unless on the last page).
 */
export function paginationItems(currentPage: number, totalPages: number): PaginationItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(currentPage, 0), totalPages - 1);
  const pages = new Set([0, totalPages - 1]);
  for (let page = current - PAGE_WINDOW; page <= current + PAGE_WINDOW; page++) {
    if (page >= 0 && page < totalPages) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  if (current > 0) items.push({ kind: "first", page: 0 }, { kind: "previous", page: current - 1 });
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) {
      items.push({ kind: "page", page: previous + 1, current: false });
    } else if (previous !== undefined && page - previous > 2) {
      items.push({ kind: "gap", key: `gap-${page}` });
    }
    items.push({ kind: "page", page, current: page === current });
  });
  if (current < totalPages - 1) items.push({ kind: "next", page: current + 1 }, { kind: "last", page: totalPages - 1 });
  return items;
}

/**
 * Route revalidation for listings: moving within the same listing runs a new search only when its
 * search key changes (a grid/list switch keeps the products); anything else revalidates as usual.
 */
export function shouldRevalidateListing({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return searchKey(currentUrl.searchParams) !== searchKey(nextUrl.searchParams);
}

/**
 * The search page of a spelling suggestion ("Did you mean"): the suggested word in the path, the listing's
 * filters (from the suggestion's query), sort, page size and view kept, from the first page.
 */
export function suggestionHref(
  language: string,
  params: ListingParams,
  suggestion: { suggestion: string; query: string },
): string {
  const startingQuery = defaultQuery({ kind: "search", term: suggestion.suggestion });
  const next = changedParams(params, { query: suggestion.query, currentPage: 0 }, startingQuery);
  return `${searchPath(language, suggestion.suggestion)}${listingSearch(next)}`;
}
