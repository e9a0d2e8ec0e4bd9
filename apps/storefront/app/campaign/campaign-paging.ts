/**
 * Sorting and paging of a campaign listing (spec §2.7, §4 'Campaign listing paging', §9). The whole
 * campaign is loaded once; these rules run in the browser (and on the server for the first render).
 */
import type { Product } from "@dukkan/occ";

export const CAMPAIGN_TYPES = ["dealandoffers", "flashsale"] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export function isCampaignType(value: string | null | undefined): value is CampaignType {
  return (CAMPAIGN_TYPES as readonly string[]).includes(value ?? "");
}

export const CAMPAIGN_SORTS = ["name-asc", "name-desc", "price-asc", "price-desc"] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];

/** The 'Display' options (spec §9 listing page sizes). */
export const CAMPAIGN_PAGE_SIZES = [5, 10, 50] as const;

export const CAMPAIGN_DEFAULTS = { pageSize: 50, currentPage: 0, sortCode: "name-asc" } as const;

export type CampaignPaging = { pageSize: number; currentPage: number; sortCode: CampaignSort };

const WHOLE_NUMBER = /^\d+$/;

/**
 * The paging the URL asks for. pageSize applies only when numeric (a positive whole number here: a page
 * of 0 items cannot be shown); an unknown sort or page falls back to the default.
 */
export function pagingFromSearch(search: URLSearchParams): CampaignPaging {
  const pageSize = search.get("pageSize") ?? "";
  const currentPage = search.get("currentPage") ?? "";
  const sortCode = search.get("sortCode") ?? "";
  return {
    pageSize: WHOLE_NUMBER.test(pageSize) && Number(pageSize) > 0 ? Number(pageSize) : CAMPAIGN_DEFAULTS.pageSize,
    currentPage: WHOLE_NUMBER.test(currentPage) ? Number(currentPage) : CAMPAIGN_DEFAULTS.currentPage,
    sortCode: (CAMPAIGN_SORTS as readonly string[]).includes(sortCode)
      ? (sortCode as CampaignSort)
      : CAMPAIGN_DEFAULTS.sortCode,
  };
}

/** Total pages: ceil(count / pageSize), or 1 when there is nothing. */
export function totalPages(count: number, pageSize: number): number {
  return count === 0 ? 1 : Math.ceil(count / pageSize);
}

/**
 * The page actually shown. When currentPage × pageSize passes the last item the page moves back (until
 * a page with items is reached); when there is only one page the pagination cannot show, so the
 * current page is 0.
 */
export function effectivePage(count: number, pageSize: number, currentPage: number): number {
  if (totalPages(count, pageSize) <= 1) return 0;
  let page = currentPage;
  while (page > 0 && page * pageSize >= count) page -= 1;
  return page;
}

/** The price a campaign sorts by: priceAfterDiscount, else price, else 0. */
export function sortPrice(product: Pick<Product, "price" | "priceAfterDiscount">): number {
  return product.priceAfterDiscount?.value ?? product.price?.value ?? 0;
}

/** Products in the chosen order; names compare the way the shopper's language sorts them. */
export function sortProducts<T extends Pick<Product, "name" | "price" | "priceAfterDiscount">>(
  products: readonly T[],
  sortCode: CampaignSort,
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const byName = (a: T, b: T) => collator.compare(a.name ?? "", b.name ?? "");
  const compare: Record<CampaignSort, (a: T, b: T) => number> = {
    "name-asc": byName,
    "name-desc": (a, b) => byName(b, a),
    "price-asc": (a, b) => sortPrice(a) - sortPrice(b) || byName(a, b),
    "price-desc": (a, b) => sortPrice(b) - sortPrice(a) || byName(a, b),
  };
  return [...products].sort(compare[sortCode]);
}

export type CampaignPage<T> = {
  items: T[];
  currentPage: number;
  pageSize: number;
  totalPages: number;
  totalResults: number;
  sortCode: CampaignSort;
};

/** The sorted slice of one page, with the pagination that describes it. */
export function campaignPage<T extends Pick<Product, "name" | "price" | "priceAfterDiscount">>(
  products: readonly T[],
  paging: CampaignPaging,
  locale: string,
): CampaignPage<T> {
  const count = products.length;
  const currentPage = effectivePage(count, paging.pageSize, paging.currentPage);
  const start = currentPage * paging.pageSize;
  return {
    items: sortProducts(products, paging.sortCode, locale).slice(start, start + paging.pageSize),
    currentPage,
    pageSize: paging.pageSize,
    totalPages: totalPages(count, paging.pageSize),
    totalResults: count,
    sortCode: paging.sortCode,
  };
}

/**
 * The URL query of another view of the same campaign. Changing the page size or the sort starts again
 * at the first page; the defaults are written out only for pageSize, as the 'View all' links do.
 */
export function campaignSearch(type: CampaignType, paging: CampaignPaging): string {
  const search = new URLSearchParams({ type, pageSize: String(paging.pageSize) });
  if (paging.sortCode !== CAMPAIGN_DEFAULTS.sortCode) search.set("sortCode", paging.sortCode);
  if (paging.currentPage > 0) search.set("currentPage", String(paging.currentPage));
  return `?${search.toString()}`;
}

/** The next paging after the shopper picks a page size: page 0 again. */
export function withPageSize(paging: CampaignPaging, pageSize: number): CampaignPaging {
  return { ...paging, pageSize, currentPage: 0 };
}

/** The next paging after the shopper picks a sort: the first page of the new order. */
export function withSort(paging: CampaignPaging, sortCode: CampaignSort): CampaignPaging {
  return { ...paging, sortCode, currentPage: 0 };
}
