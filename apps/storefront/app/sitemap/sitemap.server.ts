/**
 * What the sitemap lists, read from the API: content pages, categories (the CMS category navigation),
 * brands (the search's brand facet) and products (the catalogue search, page by page). Paths come
 * without a language; the XML lists each in English and Arabic.
 */
import type { Product } from "@dukkan/occ";
import { NavigationNode } from "@dukkan/occ";
import { isLiveStorefrontPath } from "../cms/cms-link";
import { fetchContentPage } from "../cms/cms.server";
import { slotComponents } from "../cms/page-slots";
import { STATIC_CONTENT_PAGES } from "../content-pages/static-pages";
import type { ProductSearchResult } from "../listing/search-result";
import { occFetch } from "../occ/occ-client.server";
import { PRODUCTS_PER_SITEMAP, brandPath, categoryPaths, type SitemapPath } from "./sitemap-xml";

/** The API's largest search page. */
const SEARCH_PAGE_SIZE = 100;
/** Product URLs are the same in both languages (the canonical slug is the English name, spec §2.2). */
const CONTEXT = { lang: "en" } as const;

type SitemapProduct = Pick<Product, "code" | "url" | "variantOptions">;
type ProductPage = Pick<ProductSearchResult, "pagination"> & { products: SitemapProduct[] };

const PRODUCT_FIELDS = "products(code,url,variantOptions(code,url,disabled)),pagination";

/**
 * The pages of a search tile: a product sold through variants is reached on each enabled variant's
 * page (its own page only sends shoppers on to one of them); any other product on its own page.
 */
export function productPagePaths(product: SitemapProduct): SitemapPath[] {
  const variants = (product.variantOptions ?? []).filter((variant) => !variant.disabled);
  const pages = variants.length > 0 ? variants : [product];
  return pages.map((page) => page.url ?? `/product/${encodeURIComponent(page.code)}`);
}

function searchPage(currentPage: number, fields: string) {
  return occFetch<ProductPage & Partial<Pick<ProductSearchResult, "facets">>>("products/search", {
    ...CONTEXT,
    query: { query: ":name-asc", currentPage, pageSize: SEARCH_PAGE_SIZE, fields },
  });
}

/** Every purchasable product family the search lists (disabled products never appear there). */
export async function countProducts(): Promise<number> {
  const page = await occFetch<ProductPage>("products/search", {
    ...CONTEXT,
    query: { query: ":name-asc", pageSize: 1, fields: "pagination" },
  });
  return page.pagination.totalResults;
}

/** Product page paths of one sitemap part (1-based), in name order. */
export async function productPaths(part: number): Promise<SitemapPath[]> {
  const firstPage = ((part - 1) * PRODUCTS_PER_SITEMAP) / SEARCH_PAGE_SIZE;
  const pageCount = PRODUCTS_PER_SITEMAP / SEARCH_PAGE_SIZE;
  const first = await searchPage(firstPage, PRODUCT_FIELDS);
  const last = Math.min(firstPage + pageCount, first.pagination.totalPages);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - firstPage - 1) }, (_, index) =>
      searchPage(firstPage + 1 + index, PRODUCT_FIELDS),
    ),
  );
  return [first, ...rest].flatMap((page) => page.products).flatMap(productPagePaths);
}

/** Brand listings: every brand the catalogue search offers as a facet value. */
async function brandPaths(): Promise<SitemapPath[]> {
  const page = await occFetch<Pick<ProductSearchResult, "facets">>("products/search", {
    ...CONTEXT,
    query: { query: ":relevance", pageSize: 1, fields: "facets" },
  });
  const brand = page.facets.find((facet) => facet.code === "brand");
  return (brand?.values ?? []).map((value) => {
    const code = value.code ?? value.query.query.value.split(":").at(-1)!.replace(/\+/g, " ");
    return brandPath(value.name, code);
  });
}

/** Category pages from the CMS category navigation. */
async function navigationCategoryPaths(): Promise<SitemapPath[]> {
  const home = await fetchContentPage(undefined, CONTEXT);
  const navigation = NavigationNode.safeParse(slotComponents(home, "NavigationBar")[0]?.navigationNode);
  return navigation.success ? categoryPaths(navigation.data) : [];
}

/** Home, the static content pages, categories and brands — only pages the storefront can show. */
export async function pagePaths(): Promise<SitemapPath[]> {
  const [categories, brands] = await Promise.all([navigationCategoryPaths(), brandPaths()]);
  const content = STATIC_CONTENT_PAGES.map((page) => `/${page}`);
  return ["/", ...content, ...categories, ...brands].filter((path) => isLiveStorefrontPath(path));
}
