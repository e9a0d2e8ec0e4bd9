/** The parts of the API's products/search answer (spec §3 Search result, Facet) a listing reads. */
import type { Product } from "@dukkan/occ";
import type { Crumb } from "../layout/breadcrumbs";
import type { PageSeo } from "../seo/seo";
import type { CategoryContent } from "./category-content";
import type { ListingScope } from "./facet-query";
import type { ListingParams } from "./listing-url";

type QueryRef = { query: { value: string } };

export type SearchFacetValue = { code?: string; name: string; count: number; selected: boolean; query: QueryRef };

export type SearchFacet = {
  code?: string;
  name: string;
  multiSelect: boolean;
  visible?: boolean;
  values: SearchFacetValue[];
};

export type SearchBreadcrumb = {
  facetCode: string;
  facetName: string;
  facetValueCode: string;
  facetValueName: string;
  removeQuery: QueryRef;
};

export type SearchSort = { code: string; name: string; selected: boolean };

export type SearchPagination = {
  currentPage: number;
  pageSize: number;
  sort: string;
  totalPages: number;
  totalResults: number;
};

export type ProductSearchResult = {
  products: Product[];
  facets: SearchFacet[];
  breadcrumbs: SearchBreadcrumb[];
  pagination: SearchPagination;
  sorts: SearchSort[];
  freeTextSearch: string;
  currentQuery: QueryRef;
  /** A text that found nothing: the nearest text the catalogue knows and its query (SAP OCC SpellingSuggestion). */
  spellingSuggestion?: { suggestion: string; query: string };
  seoTitle?: string;
  seoDescription?: string;
  seoH1?: string;
};

/** A category named inside another (ancestors, subcategories). */
export type CategoryRef = { code: string; name?: string; url?: string };

/** A category as categories/search and categories/main/…/sub/… answer it. */
export type ListingCategory = {
  code: string;
  name: string;
  name_en: string;
  url: string;
  seoTitle?: string;
  superCategories: CategoryRef[];
  subcategories: CategoryRef[];
  /** The category or brand page's CMS banners and category groups. */
  content?: CategoryContent;
};

/** What every listing page's loader hands the listing view. */
export type ListingData = {
  scope: ListingScope;
  /** The URL's listing parameters; the grid/list view is read from the URL by the view itself. */
  params: Omit<ListingParams, "view">;
  result: ProductSearchResult;
  heading: string;
  trail: Crumb[];
  seo: PageSeo;
  subcategories: CategoryRef[];
  /** The category or brand page's CMS banners and category groups. */
  content?: CategoryContent;
  /** A search that found nothing: the shop's top-rated products, so the page still offers something. */
  popularProducts?: Product[];
  /** The page's seoSchemaMarkup: its schema.org structured data (see structured-data/listing-json-ld). */
  schemaMarkup: Record<string, unknown>;
};
