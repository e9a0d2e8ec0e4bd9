/** Response shapes of product search and category lookups (OCC ProductSearchPage, Category). */
import { z } from "zod";
import { CategoryRef, Price, Product, ProductImages } from "@dukkan/occ";

export const SearchQueryRef = z.object({ query: z.object({ value: z.string() }) });

export const FacetValue = z.object({
  code: z.string(),
  name: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
  query: SearchQueryRef,
});

export const Facet = z.object({
  code: z.string(),
  name: z.string(),
  multiSelect: z.boolean(),
  visible: z.boolean(),
  values: z.array(FacetValue),
});

export const Breadcrumb = z.object({
  facetCode: z.string(),
  facetName: z.string(),
  facetValueCode: z.string(),
  facetValueName: z.string(),
  removeQuery: SearchQueryRef,
});

export const Pagination = z.object({
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  sort: z.string(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});

export const Sort = z.object({ code: z.string(), name: z.string(), selected: z.boolean() });

export const ProductSearchPage = z.object({
  products: z.array(Product),
  facets: z.array(Facet),
  breadcrumbs: z.array(Breadcrumb),
  pagination: Pagination,
  sorts: z.array(Sort),
  freeTextSearch: z.string(),
  currentQuery: SearchQueryRef,
  /**
   * A text that finds nothing: the nearest text the catalogue knows (each unknown word within two edits) and the
   * query value searching for it with the same sort and filters (SAP OCC's SpellingSuggestion).
   */
  spellingSuggestion: z.object({ suggestion: z.string(), query: z.string() }).optional(),
  /** Category and brand listings: the page title, meta description and heading. */
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
  seoH1: z.string().optional(),
});
export type ProductSearchPage = z.infer<typeof ProductSearchPage>;

export const Category = z.object({
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  url: z.string(),
  seoTitle: z.string().optional(),
  /** Ancestors, the top-level department first. */
  superCategories: z.array(CategoryRef),
  subcategories: z.array(CategoryRef),
});
export type Category = z.infer<typeof Category>;

/** The header search box's answer (spec §3 "Search box result"). */
export const SearchBoxResult = z.object({
  /** Present when nothing matched. */
  message: z.string().optional(),
  /** Completions of the typed words; each is a search for that text. */
  suggestions: z.array(z.string()),
  products: z.array(
    z.object({
      code: z.string(),
      name: z.string().optional(),
      /** The name as HTML, typed words wrapped in <mark>, everything else escaped. */
      nameHtml: z.string(),
      /** The pack or size (subname) of the product shown for its name. */
      subname: z.string().optional(),
      url: z.string().optional(),
      images: ProductImages.optional(),
      price: Price.optional(),
      priceAfterDiscount: Price.optional(),
    }),
  ),
});
export type SearchBoxResult = z.infer<typeof SearchBoxResult>;
