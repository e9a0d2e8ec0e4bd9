/**
 * The OCC search query grammar: `{text}:{sort}:{facetCode}:{valueCode}:{facetCode}:{valueCode}…`.
 * Examples: `:relevance:allCategories:food-containers`, `cups:price-asc:brand:sahra-pack:material:paper`.
 * - text may be empty; sort may be empty (relevance);
 * - a facet may repeat: values of one facet are ORed, different facets are ANDed;
 * - a pair with an empty value (`brand:`) is ignored, as are empty pairs (`::`); a value without a facet is an error.
 */
import { invalidParameter } from "../occ/errors.js";

export const SORT_CODES = ["relevance", "topRated", "name-asc", "name-desc", "price-asc", "price-desc"] as const;
export type SortCode = (typeof SORT_CODES)[number];

export const MAX_QUERY_LENGTH = 1000;
const MAX_FILTERS = 50;

export interface SearchFilter {
  facet: string;
  value: string;
}

export interface SearchQuery {
  text: string;
  sort: SortCode;
  filters: SearchFilter[];
}

function isSortCode(code: string): code is SortCode {
  return (SORT_CODES as readonly string[]).includes(code);
}

export function parseSortCode(code: string, subject: string): SortCode {
  if (!isSortCode(code)) throw invalidParameter(subject, `${subject}: unknown sort '${code.slice(0, 40)}'`);
  return code;
}

/** Parses a query value; throws 400 ValidationError (subject `query`) when it cannot be understood. */
export function parseSearchQuery(value: string): SearchQuery {
  if (value.length > MAX_QUERY_LENGTH)
    throw invalidParameter("query", `query: is longer than ${MAX_QUERY_LENGTH} characters`);
  const [text = "", sort = "", ...pairs] = value.split(":");
  const filters: SearchFilter[] = [];
  for (let index = 0; index < pairs.length; index += 2) {
    const facet = pairs[index]!.trim();
    const facetValue = (pairs[index + 1] ?? "").trim();
    if (facetValue === "") continue;
    if (facet === "") throw invalidParameter("query", `query: the value '${facetValue.slice(0, 40)}' has no facet`);
    if (!filters.some((filter) => filter.facet === facet && filter.value === facetValue))
      filters.push({ facet, value: facetValue });
  }
  if (filters.length > MAX_FILTERS)
    throw invalidParameter("query", `query: selects more than ${MAX_FILTERS} facet values`);
  return { text: text.trim(), sort: sort.trim() === "" ? "relevance" : parseSortCode(sort.trim(), "query"), filters };
}

export function formatSearchQuery(query: SearchQuery): string {
  return [query.text, query.sort, ...query.filters.flatMap((filter) => [filter.facet, filter.value])].join(":");
}

/** The query with one facet value added (single-select facets replace their current value) or removed. */
export function toggledQuery(query: SearchQuery, filter: SearchFilter, singleSelect: boolean): SearchQuery {
  const selected = query.filters.some((f) => f.facet === filter.facet && f.value === filter.value);
  if (selected) {
    return { ...query, filters: query.filters.filter((f) => !(f.facet === filter.facet && f.value === filter.value)) };
  }
  const kept = singleSelect ? query.filters.filter((f) => f.facet !== filter.facet) : query.filters;
  return { ...query, filters: [...kept, filter] };
}
