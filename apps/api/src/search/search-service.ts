/**
 * Product search and category lookups over the per-process SearchIndex.
 *
 * Freshness: every call asks the CatalogVersionWatcher for the current catalogue version (re-read at most once
 * per interval, one second in production) and rebuilds the index when it changed or when a discount window
 * opened or closed; concurrent calls share one rebuild. Product JSON comes from the ProductCatalog (cached).
 */
import type { Language } from "@dukkan/occ";
import type { CatalogVersionWatcher } from "../cache/catalog-version.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import { categoryUrl } from "../catalog/product-view.js";
import type { Database } from "../db/client.js";
import type { Localized } from "../db/schema.js";
import { localize } from "../language/localized.js";
import { invalidParameter, unknownIdentifier } from "../occ/errors.js";
import { parseFields, type FieldSelection } from "../occ/fields.js";
import type { ParsedFields } from "../occ/params.js";
import { loadCatalogueSnapshot } from "./search-catalogue.js";
import { PRICE_RANGES, SearchIndex, type CategoryInfo } from "./search-index.js";
import {
  SORT_CODES,
  formatSearchQuery,
  parseSearchQuery,
  parseSortCode,
  toggledQuery,
  type SearchFilter,
  type SearchQuery,
  type SortCode,
} from "./search-query.js";
import type { Category, ProductSearchPage } from "./search-schemas.js";

export interface SearchRequest {
  query: string;
  sort?: string;
  currentPage: number;
  pageSize: number;
  language: Language;
  fields?: ParsedFields;
}

/** What a product tile and list row show (spec §3 listing and search field sets). */
const LISTING_FIELDS: ParsedFields = {
  text: "search:listing",
  selection: parseFields(
    "code,name,name_en,subname,url,summary,keywords,images(DEFAULT),price(DEFAULT),priceAfterDiscount(DEFAULT)," +
      "discount,averageRating,numberOfReviews,stock(DEFAULT),disabled,purchasable,maxOrderQuantity,configurable," +
      "configuratorType,multidimensional,baseProduct,baseOptions,variantType,variantOptions,kittingBundleTemplates",
  ),
};

const SORT_NAMES: Record<SortCode, Localized> = {
  relevance: { en: "Relevance", ar: "الأكثر صلة" },
  topRated: { en: "Top rated", ar: "الأعلى تقييماً" },
  "name-asc": { en: "Name (ascending)", ar: "الاسم (تصاعدي)" },
  "name-desc": { en: "Name (descending)", ar: "الاسم (تنازلي)" },
  "price-asc": { en: "Price (lowest first)", ar: "السعر (الأقل أولاً)" },
  "price-desc": { en: "Price (highest first)", ar: "السعر (الأعلى أولاً)" },
};

const FACET_NAMES: Record<string, Localized> = {
  allCategories: { en: "All categories", ar: "كل الفئات" },
  category: { en: "Category", ar: "الفئة" },
  brand: { en: "Brand", ar: "العلامة التجارية" },
  price: { en: "Price", ar: "السعر" },
};

type OccFacet = ProductSearchPage["facets"][number];

export class SearchService {
  private current: { version: number; validUntil: number; index: Promise<SearchIndex> } | undefined;

  constructor(
    private readonly db: Database,
    private readonly watcher: CatalogVersionWatcher,
    private readonly catalog: ProductCatalog,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The search result as JSON (product JSON is embedded pre-serialised). */
  async search(request: SearchRequest): Promise<string> {
    const parsed = parseSearchQuery(request.query);
    const query: SearchQuery = { ...parsed, sort: request.sort ? parseSortCode(request.sort, "sort") : parsed.sort };
    const index = await this.index();
    for (const filter of query.filters) {
      if (!index.isFacet(filter.facet))
        throw invalidParameter("query", `query: unknown facet '${filter.facet.slice(0, 40)}'`);
    }
    const hits = index.search(query.text, query.filters, query.sort, request.language);
    const total = hits.documents.length;
    const start = request.currentPage * request.pageSize;
    const page = hits.documents.slice(start, start + request.pageSize);
    const products = await this.catalog.productJsons(
      page.map((document) => document.code),
      request.language,
      productFields(request.fields),
    );
    const labels = new FacetLabels(index, request.language);
    const seoTitle = categoryTitle(index, query.filters, request.language);
    const rest: Omit<ProductSearchPage, "products"> = {
      facets: facets(index, query, hits.counts, labels),
      breadcrumbs: query.filters.map((filter) => ({
        facetCode: filter.facet,
        facetName: labels.facet(filter.facet),
        facetValueCode: filter.value,
        facetValueName: labels.value(filter.facet, filter.value),
        removeQuery: queryRef(toggledQuery(query, filter, false)),
      })),
      pagination: {
        currentPage: request.currentPage,
        pageSize: request.pageSize,
        sort: query.sort,
        totalPages: Math.ceil(total / request.pageSize),
        totalResults: total,
      },
      sorts: SORT_CODES.map((code) => ({
        code,
        name: localize(SORT_NAMES[code], request.language)!,
        selected: code === query.sort,
      })),
      freeTextSearch: query.text,
      currentQuery: queryRef(query),
      ...(seoTitle ? { seoTitle } : {}),
    };
    return `{"products":[${products.join(",")}],${JSON.stringify(rest).slice(1)}`;
  }

  /** A category by code; 400 UnknownIdentifierError when there is none. */
  async category(code: string, language: Language): Promise<Category> {
    const index = await this.index();
    const category = index.categories.get(code);
    if (!category) throw unknownIdentifier("category", code, `Category with code '${code}' not found!`);
    return categoryJson(index, category, language);
  }

  /**
   * The category a storefront URL names: `sub` is the slug (or code) of a category whose parent is `main`
   * (slug or code), or of a top-level category when `main` is `root`.
   */
  async subCategory(main: string, sub: string, language: Language): Promise<Category> {
    const index = await this.index();
    const matches = [...index.categories.values()]
      .filter((category) => category.slug === sub || category.code === sub)
      .filter((category) => {
        const parent = category.parentCode ? index.categories.get(category.parentCode) : undefined;
        return main === "root"
          ? !category.parentCode
          : parent !== undefined && (parent.slug === main || parent.code === main);
      })
      .sort((a, b) => a.position - b.position);
    const category = matches[0];
    if (!category)
      throw unknownIdentifier("category", `${main}/${sub}`, `Category '${sub}' under '${main}' not found!`);
    return categoryJson(index, category, language);
  }

  private async index(): Promise<SearchIndex> {
    const version = await this.watcher.current();
    const current = this.current;
    if (current?.version === version && this.now().getTime() < current.validUntil) return current.index;
    const entry = {
      version,
      validUntil: Number.POSITIVE_INFINITY,
      index: loadCatalogueSnapshot(this.db).then((snapshot) => new SearchIndex(snapshot, this.now())),
    };
    this.current = entry;
    entry.index.then(
      (index) => void (entry.validUntil = index.validUntil),
      () => {
        if (this.current === entry) this.current = undefined;
      },
    );
    return entry.index;
  }
}

function queryRef(query: SearchQuery): { query: { value: string } } {
  return { query: { value: formatSearchQuery(query) } };
}

function productFields(fields: ParsedFields | undefined): ParsedFields {
  if (!fields) return LISTING_FIELDS;
  const named = fields.selection.fields.get("products");
  const selection: FieldSelection | undefined = fields.selection.fields.has("products")
    ? (named ?? { level: "BASIC", fields: new Map() })
    : fields.selection.level
      ? { level: fields.selection.level, fields: new Map() }
      : undefined;
  return selection ? { text: `search:${fields.text}`, selection } : LISTING_FIELDS;
}

class FacetLabels {
  constructor(
    private readonly index: SearchIndex,
    private readonly language: Language,
  ) {}

  facet(code: string): string {
    const name = FACET_NAMES[code] ?? this.index.features.get(code)?.name;
    return localize(name, this.language) ?? code;
  }

  value(facet: string, value: string): string {
    const name = (text: Localized | undefined) => localize(text, this.language) ?? value;
    switch (facet) {
      case "allCategories":
      case "category":
        return name(this.index.categories.get(value)?.name);
      case "brand":
        return name(this.index.brands.get(value)?.name);
      case "price":
        return priceLabel(value, this.language);
      default: {
        const known = this.index.features.get(facet)?.values.get(value);
        if (!known) return value;
        return known.unitSymbol ? `${name(known.name)} ${known.unitSymbol}` : name(known.name);
      }
    }
  }
}

function priceLabel(code: string, language: Language): string {
  const range = PRICE_RANGES.find((candidate) => candidate.code === code);
  if (!range) return code;
  const currency = language === "ar" ? "د.إ" : "AED";
  if (range.from === 0) return language === "ar" ? `أقل من ${range.to} ${currency}` : `Under ${currency} ${range.to}`;
  if (range.to === Number.POSITIVE_INFINITY)
    return language === "ar" ? `${range.from} ${currency} فأكثر` : `${currency} ${range.from} and above`;
  return language === "ar" ? `${range.from} – ${range.to} ${currency}` : `${currency} ${range.from} – ${range.to}`;
}

/** Facets in display order: category, brand, price, the classification features, then the hidden category tree. */
function facets(
  index: SearchIndex,
  query: SearchQuery,
  counts: Map<string, Map<string, number>>,
  labels: FacetLabels,
): OccFacet[] {
  const features = [...index.features.values()].sort((a, b) => a.position - b.position).map((f) => f.code);
  const result: OccFacet[] = [];
  for (const code of ["category", "brand", "price", ...features, "allCategories"]) {
    const singleSelect = code === "allCategories";
    const facetCounts = counts.get(code) ?? new Map<string, number>();
    const selected = new Set(query.filters.filter((filter) => filter.facet === code).map((filter) => filter.value));
    const valueCodes = [...new Set([...facetCounts.keys(), ...selected])];
    if (valueCodes.length === 0) continue;
    const values = valueCodes.map((value) => ({
      code: value,
      name: labels.value(code, value),
      count: facetCounts.get(value) ?? 0,
      selected: selected.has(value),
      query: queryRef(toggledQuery(query, { facet: code, value }, singleSelect)),
    }));
    result.push({
      code,
      name: labels.facet(code),
      multiSelect: !singleSelect,
      visible: code !== "allCategories",
      values: sortValues(code, values, index),
    });
  }
  return result;
}

function sortValues<T extends { code: string; name: string; count: number }>(
  facet: string,
  values: T[],
  index: SearchIndex,
): T[] {
  if (facet === "price") {
    const order = PRICE_RANGES.map((range) => range.code as string);
    return values.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
  }
  if (values.every((value) => /^\d+(\.\d+)?$/.test(value.code))) {
    return values.sort((a, b) => Number(a.code) - Number(b.code));
  }
  const position = (code: string) => index.categories.get(code)?.position ?? index.brands.get(code)?.position ?? 0;
  return values.sort(
    (a, b) => b.count - a.count || position(a.code) - position(b.code) || a.name.localeCompare(b.name),
  );
}

/** The page title of a category listing (one allCategories filter), from the category's SEO title. */
function categoryTitle(index: SearchIndex, filters: readonly SearchFilter[], language: Language): string | undefined {
  const categoryFilters = filters.filter((filter) => filter.facet === "allCategories");
  if (categoryFilters.length !== 1) return undefined;
  const category = index.categories.get(categoryFilters[0]!.value);
  return category ? (localize(category.seoTitle, language) ?? localize(category.name, language)) : undefined;
}

function categoryRef(index: SearchIndex, category: CategoryInfo, language: Language) {
  return {
    code: category.code,
    name: localize(category.name, language) ?? category.code,
    url: categoryUrl(category.code, index.categories),
  };
}

function categoryJson(index: SearchIndex, category: CategoryInfo, language: Language): Category {
  const seoTitle = localize(category.seoTitle, language);
  return {
    ...categoryRef(index, category, language),
    name_en: category.name.en,
    ...(seoTitle ? { seoTitle } : {}),
    superCategories: index
      .ancestorsOf(category.code)
      .map((code) => index.categories.get(code))
      .filter((parent) => parent !== undefined)
      .map((parent) => categoryRef(index, parent, language)),
    subcategories: [...index.categories.values()]
      .filter((child) => child.parentCode === category.code)
      .sort((a, b) => a.position - b.position || (a.code < b.code ? -1 : 1))
      .map((child) => categoryRef(index, child, language)),
  };
}
