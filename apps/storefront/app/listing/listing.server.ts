/**
 * Server side of the search, category and brand listings: resolving the page from its URL, running the
 * product search and preparing the heading and search-engine metadata.
 */
import type { Language } from "@dukkan/i18n";
import type { Page } from "@dukkan/occ";
import { data, redirect } from "react-router";
import { robotsContent } from "../cms/prepare.server";
import { OccRequestError, occFetch } from "../occ/occ-client.server";
import { canonicalUrl, publicOrigin } from "../seo/seo";
import { listingJsonLd, type ListingJsonLdInput } from "../structured-data/listing-json-ld";
import { defaultQuery, type ListingScope } from "./facet-query";
import { changedParams, listingSearch, readListingParams, type ListingParams } from "./listing-url";
import type { ListingCategory, ProductSearchResult } from "./search-result";
import { tileProduct } from "../product/tile/tile-product";

type Context = { lang: Language; area?: string };

/** Ends a loader with 404: the layout's error boundary shows the not-found page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A 400 or 404 from the API means "no such thing" for a lookup. */
function isUnknown(error: unknown): boolean {
  return error instanceof OccRequestError && (error.status === 400 || error.status === 404);
}

/**
 * The category a /category/… path names (spec §7): one segment is a top-level category (main 'root'),
 * more segments name the last one under its parent. A single segment naming a deeper category by its
 * code is found too, so that the page can redirect to the category's own URL.
 */
export async function resolveCategory(segments: string[], context: Context): Promise<ListingCategory | undefined> {
  const sub = segments.at(-1);
  if (!sub) return undefined;
  const main = segments.length === 1 ? "root" : segments.at(-2)!;
  const lookups = [`categories/main/${encodeURIComponent(main)}/sub/${encodeURIComponent(sub)}`];
  if (segments.length === 1) lookups.push(`categories/search/${encodeURIComponent(sub)}`);
  for (const path of lookups) {
    try {
      return await occFetch<ListingCategory>(path, context);
    } catch (error) {
      if (!isUnknown(error)) throw error;
    }
  }
  return undefined;
}

/** The CMS page of a category or brand (its own, an ancestor's or the default); undefined for an unknown code. */
export async function fetchCategoryPage(code: string, context: Context): Promise<Page | undefined> {
  try {
    return await occFetch<Page>("cms/pages", { ...context, query: { pageType: "CategoryPage", code } });
  } catch (error) {
    if (isUnknown(error)) return undefined;
    throw error;
  }
}

/** The search results content page (its title and robots), when the CMS has one. */
export async function fetchSearchPage(context: Context): Promise<Page | undefined> {
  try {
    return await occFetch<Page>("cms/pages", {
      ...context,
      query: { pageType: "ContentPage", pageLabelOrId: "search" },
    });
  } catch (error) {
    if (isUnknown(error)) return undefined;
    throw error;
  }
}

export function pageRobots(page: Page | undefined): string | undefined {
  return robotsContent(page?.robotTag);
}

/**
 * Runs the listing's search. A 'query' the API rejects (an unknown facet, say) falls back to the page's
 * starting query, and a page past the end goes to the last page — both by redirect, so the URL tells
 * the truth.
 */
export async function searchListing(
  request: Request,
  scope: ListingScope,
  context: Context,
): Promise<{ params: ListingParams; result: ProductSearchResult }> {
  const url = new URL(request.url);
  const startingQuery = defaultQuery(scope);
  const params = readListingParams(url.searchParams, startingQuery);
  const redirectTo = (next: ListingParams) => redirect(`${url.pathname}${listingSearch(next)}`);
  let result: ProductSearchResult;
  try {
    result = await occFetch<ProductSearchResult>("products/search", {
      ...context,
      query: {
        query: params.query ?? startingQuery,
        currentPage: params.currentPage,
        pageSize: params.pageSize,
        sort: params.sortCode,
      },
    });
  } catch (error) {
    if (isUnknown(error) && (params.query || params.sortCode)) {
      throw redirectTo({ ...params, query: undefined, sortCode: undefined, currentPage: 0 });
    }
    throw error;
  }
  const { totalPages } = result.pagination;
  if (totalPages > 0 && params.currentPage >= totalPages) {
    throw redirectTo(changedParams(params, { currentPage: totalPages - 1 }, startingQuery));
  }
  return { params, result };
}

/**
 * The search answer as the listing's page data carries it: its products in their slim tile shape (the structured
 * data, built on the server, reads the full answer first).
 */
export function resultForTiles(result: ProductSearchResult): ProductSearchResult {
  return { ...result, products: result.products.map(tileProduct) };
}

/** How many products a search that found nothing offers instead. */
const POPULAR_PRODUCTS = 8;

/** The shop's top-rated products (the API's topRated sort over the whole catalogue). */
export async function fetchPopularProducts(context: Context): Promise<ProductSearchResult["products"]> {
  const result = await occFetch<ProductSearchResult>("products/search", {
    ...context,
    query: { query: ":topRated", pageSize: POPULAR_PRODUCTS },
  });
  return result.products.map(tileProduct);
}

/** The listing page's seoSchemaMarkup: the page and the products it shows as schema.org structured data. */
export function listingSchemaMarkup(
  request: Request,
  { kind, name, language }: Pick<ListingJsonLdInput, "kind" | "name" | "language">,
  result: ProductSearchResult,
): Record<string, unknown> {
  const origin = publicOrigin(request.url);
  return listingJsonLd({
    kind,
    name,
    language,
    origin,
    url: canonicalUrl(origin, new URL(request.url).pathname),
    products: result.products,
    pagination: result.pagination,
    now: new Date().toISOString(),
  });
}

/** The view gets the parameters without the grid/list choice, which it reads from the URL itself. */
export function withoutView({ view: _view, ...params }: ListingParams): Omit<ListingParams, "view"> {
  return params;
}
