/**
 * The OCC search query of a listing and the facet rules of spec §4: `{text}:{sort}:{facet}:{value}:…`.
 * Category pages search `:relevance:allCategories:{code}`, brand pages `:relevance:brand:{code}` and the
 * search page `{term}:relevance` until the shopper narrows the result with facets.
 */
import type { SearchBreadcrumb, SearchFacet, SearchFacetValue } from "./search-result";

/** Which listing a page is: it decides the starting query and when facets belong to the result. */
export type ListingScope =
  { kind: "search"; term: string } | { kind: "category"; code: string } | { kind: "brand"; code: string };

export type QueryPair = { facet: string; value: string };
export type ParsedQuery = { text: string; sort: string; pairs: QueryPair[] };

export const RELEVANCE = "relevance";

/**
 * Splits a query into its text, sort and facet pairs. Reading two tokens at a time keeps each facet and
 * its value together (price ranges included); pairs without a value are dropped as the API drops them.
 */
export function parseQuery(value: string): ParsedQuery {
  const [text = "", sort = "", ...tokens] = value.split(":");
  const pairs: QueryPair[] = [];
  for (let index = 0; index + 1 < tokens.length; index += 2) {
    const facet = tokens[index]!.trim();
    const pairValue = tokens[index + 1]!.trim();
    if (facet && pairValue) pairs.push({ facet, value: pairValue });
  }
  return { text: text.trim(), sort: sort.trim(), pairs };
}

export function formatQuery(query: ParsedQuery): string {
  return [query.text, query.sort || RELEVANCE, ...query.pairs.flatMap((pair) => [pair.facet, pair.value])].join(":");
}

/** A search word fit for the query grammar: ':' separates tokens, so it becomes a space. */
export function searchText(term: string): string {
  return term.replace(/:/g, " ").replace(/\s+/g, " ").trim();
}

/** The query a listing starts from when its URL carries no 'query' parameter (spec §2.6). */
export function defaultQuery(scope: ListingScope): string {
  switch (scope.kind) {
    case "search":
      return `${searchText(scope.term)}:${RELEVANCE}`;
    case "category":
      return `:${RELEVANCE}:allCategories:${scope.code}`;
    case "brand":
      return `:${RELEVANCE}:brand:${scope.code}`;
  }
}

/** The query with its sort token set to relevance: the sort travels in its own URL parameter. */
export function withoutSort(query: string): string {
  return formatQuery({ ...parseQuery(query), sort: RELEVANCE });
}

const samePair = (a: QueryPair, b: QueryPair) => a.facet === b.facet && a.value === b.value;

/** The facet pair that ties a result to its page, if the page has one. */
function scopePair(scope: ListingScope): QueryPair | undefined {
  if (scope.kind === "category") return { facet: "allCategories", value: scope.code };
  if (scope.kind === "brand") return { facet: "brand", value: scope.code };
  return undefined;
}

/**
 * Facets show only when the result belongs to the page (spec §4): a category page's query selects
 * `allCategories:{code}` (a brand page's `brand:{code}`); a search page's result searched the page's word.
 */
export function resultMatchesPage(
  scope: ListingScope,
  result: { currentQuery: string; freeTextSearch: string },
  pageQuery: string,
): boolean {
  const pair = scopePair(scope);
  if (pair) return parseQuery(result.currentQuery).pairs.some((candidate) => samePair(candidate, pair));
  return result.freeTextSearch === parseQuery(pageQuery).text;
}

/** Active facets shown as chips: the page's own category (or brand) is not removable, so it is hidden. */
export function visibleBreadcrumbs(scope: ListingScope, breadcrumbs: readonly SearchBreadcrumb[]): SearchBreadcrumb[] {
  const pair = scopePair(scope);
  if (!pair) return [...breadcrumbs];
  return breadcrumbs.filter(
    (crumb) =>
      !((crumb.facetCode === "allCategories" || crumb.facetCode === pair.facet) && crumb.facetValueCode === pair.value),
  );
}

/** The facet's code in queries: the API's code, else its name in lower case (spec §4). */
export function facetKey(facet: Pick<SearchFacet, "code" | "name">): string {
  return facet.code ?? facet.name.toLowerCase();
}

/** A value's code: the API's, else the last ':'-separated segment of its query with '+' read as a space (spec §3). */
export function facetValueCode(value: Pick<SearchFacetValue, "code" | "query">): string {
  return value.code ?? (value.query.query.value.split(":").at(-1) ?? "").replace(/\+/g, " ");
}

/** Facets a shopper can use: hidden facets never show, nor the value ROOT of the category facet (spec §2.6). */
export function displayedFacets(facets: readonly SearchFacet[], scope: ListingScope): SearchFacet[] {
  return facets
    .filter((facet) => facet.visible !== false)
    .filter((facet) => !(scope.kind === "brand" && facetKey(facet) === "brand"))
    .map((facet) =>
      facetKey(facet).toLowerCase() === "category"
        ? { ...facet, values: facet.values.filter((value) => value.name.toLowerCase() !== "root") }
        : facet,
    )
    .filter((facet) => facet.values.length > 0);
}

/** Each value's count in a result's facets, keyed by `facetValueKey` (the counts a choice would lead to). */
export function facetValueCounts(facets: readonly SearchFacet[]): Map<string, number> {
  return new Map(
    facets.flatMap((facet) => facet.values.map((value) => [facetValueKey(facet, value), value.count] as const)),
  );
}

export function facetValueKey(
  facet: Pick<SearchFacet, "code" | "name">,
  value: Pick<SearchFacetValue, "code" | "query">,
): string {
  return `${facetKey(facet)}:${facetValueCode(value)}`;
}

/** The values a shopper has ticked in the mobile facet dialog, per facet key. */
export type FacetChoices = Record<string, string[]>;

/** What the result has selected now: the dialog starts from it. */
export function initialChoices(facets: readonly SearchFacet[]): FacetChoices {
  return Object.fromEntries(
    facets.map((facet) => [
      facetKey(facet),
      facet.values.filter((value) => value.selected).map((value) => facetValueCode(value)),
    ]),
  );
}

/**
 * Ticking a value in the mobile dialog (spec §4): on a single-select facet the same value clears it and
 * another replaces it; on a multi-select facet each value toggles.
 */
export function toggleChoice(
  choices: FacetChoices,
  facet: Pick<SearchFacet, "code" | "name" | "multiSelect">,
  valueCode: string,
): FacetChoices {
  const key = facetKey(facet);
  const current = choices[key] ?? [];
  const chosen = current.includes(valueCode);
  const next = facet.multiSelect
    ? chosen
      ? current.filter((code) => code !== valueCode)
      : [...current, valueCode]
    : chosen
      ? []
      : [valueCode];
  return { ...choices, [key]: next };
}

/** Values ticked since the dialog opened, and active values unticked (the cancelled list of spec §4). */
export function choiceChanges(
  initial: FacetChoices,
  chosen: FacetChoices,
): { added: QueryPair[]; cancelled: QueryPair[] } {
  const facets = [...new Set([...Object.keys(initial), ...Object.keys(chosen)])];
  const pairs = (from: FacetChoices, without: FacetChoices) =>
    facets.flatMap((facet) =>
      (from[facet] ?? []).filter((value) => !(without[facet] ?? []).includes(value)).map((value) => ({ facet, value })),
    );
  return { added: pairs(chosen, initial), cancelled: pairs(initial, chosen) };
}

/**
 * The query after the dialog closes (spec §4): start from the page's 'query' parameter, or from the
 * page's starting query; add '{facet}:{code}' for each newly ticked value; drop the cancelled ones.
 */
export function mergedFacetQuery(
  queryParameter: string | undefined,
  scope: ListingScope,
  changes: { added: readonly QueryPair[]; cancelled: readonly QueryPair[] },
): string {
  const query = parseQuery(queryParameter ?? defaultQuery(scope));
  const kept = query.pairs.filter((pair) => !changes.cancelled.some((cancelled) => samePair(pair, cancelled)));
  const added = changes.added.filter((pair) => !kept.some((existing) => samePair(existing, pair)));
  return formatQuery({ ...query, pairs: [...kept, ...added] });
}

/**
 * The query after removing an active facet chip: the API's removeQuery, except that removing a category
 * leaves a bare ':relevance' — then the query is rebuilt from the other active facets (spec §4).
 */
export function chipRemovalQuery(
  crumb: SearchBreadcrumb,
  breadcrumbs: readonly SearchBreadcrumb[],
  currentQuery: string,
): string {
  const removeQuery = crumb.removeQuery.query.value;
  const isCategory = crumb.facetCode === "category" || crumb.facetCode === "allCategories";
  const removed = parseQuery(removeQuery);
  if (!isCategory || removed.pairs.length > 0 || removed.sort !== RELEVANCE) return removeQuery;
  const others = breadcrumbs.filter((other) => other !== crumb);
  return formatQuery({
    text: parseQuery(currentQuery).text,
    sort: RELEVANCE,
    pairs: others.map((other) => ({ facet: other.facetCode, value: other.facetValueCode })),
  });
}
