/**
 * Product search, search-box suggestions and category lookups over the per-process SearchIndex.
 *
 * Freshness: every call asks the CatalogVersionWatcher for the current catalogue version (re-read at most once
 * per interval, one second in production). Products named in the change log (recordProductChanges) are
 * reloaded into the index alone, as are tiles whose discount window opened or closed; any other change, too
 * many changed products or too many replaced documents rebuild the index; when the last build took over 5 s
 * (a large catalogue), the rebuild runs in the background and the current index keeps serving until it is done.
 * Concurrent calls share one update.
 * What a text and filters match (hits, scores, facet counts) is cached whatever the sort and page, until the index
 * changes, and whole responses per request (a bounded number of bytes) while neither the index nor the product
 * JSON they embed has changed: a repeated search costs a map lookup. Listing tiles are rendered from the records
 * kept with the index (TileRecords, read and replaced with it); other field sets come from the ProductCatalog.
 * Decision 0013 has the measurements.
 */
import { gunzipSync, gzipSync } from "node:zlib";
import { apiText, isApiMessageKey } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import type { CatalogVersionWatcher } from "../cache/catalog-version.js";
import { LruCache } from "../cache/lru.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import { categoryUrl } from "../catalog/product-view.js";
import type { Database } from "../db/client.js";
import type { Localized } from "../db/tables.js";
import { localize } from "../language/localized.js";
import { invalidParameter, unknownIdentifier } from "../occ/errors.js";
import { parseFields, type FieldSelection } from "../occ/fields.js";
import type { ParsedFields } from "../occ/params.js";
import { catalogueProductsOf, loadCatalogueStructure, loadTileCodes, tilesOfProducts } from "./search-catalogue.js";
import { PRICE_RANGES, SearchIndex, type CategoryInfo, type SearchHits, type SearchMatch } from "./search-index.js";
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
import type { Category, ProductSearchPage, SearchBoxResult } from "./search.schemas.js";
import { searchTerms } from "./search-text.js";
import { TileRecords, loadTileFamilies, type TileFamily } from "./search-tiles.js";

export interface SearchRequest {
  /** The client takes a gzip-encoded answer (Accept-Encoding): the cached bytes are sent as they are. */
  gzip: boolean;
  query: string;
  sort?: string;
  currentPage: number;
  pageSize: number;
  language: Language;
  fields?: ParsedFields;
}

export interface SearchBoxRequest {
  term: string;
  maxSuggestions: number;
  maxProducts: number;
  language: Language;
}

export interface SearchServiceOptions {
  /** Where product images are served from (as the ProductCatalog renders them). */
  mediaBaseUrl: string;
  now?: () => Date;
}

/** What a search-box product shows: thumbnail, name, pack (subname), price and discounted price (spec §2.17). */
const SEARCH_BOX_FIELDS: ParsedFields = {
  text: "search:box",
  selection: parseFields("code,name,subname,url,images(DEFAULT),price(DEFAULT),priceAfterDiscount(DEFAULT)"),
};
/**
 * Hits read per product the search box shows: products of one line in several packs share a name (a pack of
 * 100, a carton of 300) and only the best-matching one is shown, so a few more than shown are read.
 */
const SEARCH_BOX_HITS_PER_PRODUCT = 3;

/** What a product tile and list row show (spec §3 listing and search field sets). */
const LISTING_FIELDS: ParsedFields = {
  text: "search:listing",
  selection: parseFields(
    "code,name,name_en,subname,url,summary,keywords,images(DEFAULT),price(DEFAULT),priceAfterDiscount(DEFAULT)," +
      "discount,averageRating,numberOfReviews,stock(DEFAULT),disabled,purchasable,maxOrderQuantity,configurable," +
      "configuratorType,multidimensional,baseProduct,baseOptions,variantType,variantOptions,kittingBundleTemplates",
  ),
};

type OccFacet = ProductSearchPage["facets"][number];

/** What a text and filters match, and the response without products and pagination per sort, serialised. */
interface CachedResult {
  match: SearchMatch;
  json: Map<SortCode, string>;
}

/** A search answer: UTF-8 JSON, gzip-encoded when the request took it. */
export interface SearchAnswer {
  body: Buffer;
  gzipped: boolean;
}

/** A whole response (gzip-encoded) and what it was built from. */
interface CachedResponse {
  gzipped: Buffer;
  index: SearchIndex;
  indexChanges: number;
  /** The ProductCatalog generation of the product JSON embedded (undefined: the index's own tiles). */
  generation: number | undefined;
  validUntil: number;
}

/** A search index with the records its listing tiles are rendered from, replaced together. */
interface Indexed {
  index: SearchIndex;
  tiles: TileRecords;
}

/** More changed tiles than this in one poll: rebuilding is cheaper than replaying. */
const MAX_INCREMENTAL_TILES = 5_000;
/** Rebuild once this share of the documents are tombstones of replaced versions. */
const MAX_WASTED_SHARE = 0.25;
/** Bytes of matches kept (12 per matching document) plus an allowance for their serialised facets. */
const RESULT_CACHE_BYTES = 16 * 1024 * 1024;
const RESULT_JSON_ALLOWANCE = 64 * 1024;
/**
 * Bytes of gzip-encoded responses kept (a listing page of 10 is 30–40 KB of JSON, 3–6 KB compressed). Bounded in
 * bytes so a process stays under its memory budget whatever page sizes are asked for.
 */
const RESPONSE_CACHE_BYTES = 8 * 1024 * 1024;
/** Tiles read per step of a build, with their listing records (the next step's are read meanwhile). */
const BUILD_CHUNK_TILES = 500;
/**
 * Build steps between full garbage collections (when the process can ask for one, see collectGarbage): ~1 s of
 * a 50 000-product build's 60 s.
 */
const BUILD_STEPS_PER_COLLECTION = 10;
/**
 * A full garbage collection, when the process runs with `--expose-gc` (the production start command and the
 * benches do; scripts/processes.mjs). A build turns over several times its live data; V8 lets the old generation
 * grow to about twice the live data before it collects by itself, which put a 50 000-product process at a
 * 555–563 MB peak. Collecting every few build steps held it at ~360 MB, for ~1 s of build time (decision 0013).
 */
const collectGarbage = (globalThis as { gc?: () => void }).gc;
/** zlib level of a whole answer, compressed once when first built (then served from the response cache). */
const RESPONSE_GZIP_LEVEL = 6;
/** Rebuilds slower than this (the last one, measured; the demo shop takes well under a second) run in the background. */
const SLOW_BUILD_MS = 5_000;

export class SearchService {
  private current: ({ version: number } & Indexed) | undefined;
  private updating: Promise<Indexed> | undefined;
  /** While a rebuild runs in the background: the index served until it is done. */
  private rebuilding: Indexed | undefined;
  private lastBuildMs = 0;
  private rebuildNeeded = false;
  private readonly changedProducts = new Set<string>();
  private readonly results = new LruCache<string, CachedResult>(
    RESULT_CACHE_BYTES,
    (result) => result.match.numbers.byteLength + (result.match.scores?.byteLength ?? 0) + RESULT_JSON_ALLOWANCE,
  );
  private readonly responses = new LruCache<string, CachedResponse>(
    RESPONSE_CACHE_BYTES,
    (response) => response.gzipped.length,
  );

  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly watcher: CatalogVersionWatcher,
    private readonly catalog: ProductCatalog,
    private readonly options: SearchServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    watcher.onChange((change) => {
      if (change.kind === "everything") this.rebuildNeeded = true;
      else for (const code of change.codes) this.changedProducts.add(code);
    });
  }

  /** Whether this process has built its index (until then a search waits for the build: `/health/ready`). */
  get ready(): boolean {
    return this.current !== undefined;
  }

  /** Builds the index now instead of on the first search (a new process, before it takes traffic). */
  async warm(): Promise<void> {
    await this.indexed();
  }

  /**
   * The search result as UTF-8 JSON, gzip-encoded when the request takes it. Listing pages (no `fields`) render
   * their tiles from the records kept with the index and are compressed once, whole; other field sets embed the
   * ProductCatalog's JSON. Whole responses are cached while the index and the product JSON they embed stay as
   * they were.
   */
  async search(request: SearchRequest): Promise<SearchAnswer> {
    const parsed = parseSearchQuery(request.query);
    const query: SearchQuery = { ...parsed, sort: request.sort ? parseSortCode(request.sort, "sort") : parsed.sort };
    // Polls the catalogue version first: a change seen here moves the index and the product JSON generation on.
    const { index, tiles } = await this.indexed();
    const fields = productFields(request.fields);
    const key = [request.language, request.currentPage, request.pageSize, fields.text, query.sort, request.query].join(
      "\n",
    );
    const cached = this.responses.get(key);
    if (
      cached &&
      cached.index === index &&
      cached.indexChanges === index.changes &&
      (cached.generation === undefined || cached.generation === this.catalog.generation) &&
      this.now().getTime() < cached.validUntil
    )
      return answer(cached.gzipped, request.gzip);
    for (const filter of query.filters) {
      if (!index.isFacet(filter.facet))
        throw invalidParameter("query", `query: unknown facet '${filter.facet.slice(0, 40)}'`);
    }
    // Taken before the awaits below: a response built while the index changed is never served.
    const indexChanges = index.changes;
    const result = this.result(index, query, request.language);
    const total = result.hits.total;
    const codes = result.hits
      .page(request.currentPage * request.pageSize, request.pageSize)
      .map((document) => document.code);
    const products = await this.pageProducts(codes, { index, tiles }, request.language, fields);
    const pagination: ProductSearchPage["pagination"] = {
      currentPage: request.currentPage,
      pageSize: request.pageSize,
      sort: query.sort,
      totalPages: Math.ceil(total / request.pageSize),
      totalResults: total,
    };
    const json = Buffer.concat([
      Buffer.from(`{"products":[`),
      products.json,
      Buffer.from(`],"pagination":${JSON.stringify(pagination)},${result.json.slice(1)}`),
    ]);
    // Compressed once, whole: the tiles repeat each other's keys and words, so the answer is a few KB.
    const gzipped = ownBuffer(gzipSync(json, { level: RESPONSE_GZIP_LEVEL }));
    this.responses.set(key, {
      gzipped,
      index,
      indexChanges,
      generation: products.generation,
      validUntil: products.validUntil,
    });
    return answer(gzipped, request.gzip);
  }

  /**
   * The page's products' JSON, joined by commas: listing tiles rendered from the kept records (when it holds them
   * all), else the ProductCatalog's JSON (`generation` then says which JSON it was).
   */
  private async pageProducts(
    codes: readonly string[],
    { index, tiles }: Indexed,
    language: Language,
    fields: ParsedFields,
  ): Promise<{ json: Buffer; validUntil: number; generation: number | undefined }> {
    if (fields === LISTING_FIELDS && codes.every((code) => tiles.has(code))) {
      const context = this.tileContext(index, this.now());
      let validUntil = Number.POSITIVE_INFINITY;
      const jsons = codes.map((code) => {
        const tile = tiles.render(code, language, context)!;
        validUntil = Math.min(validUntil, tile.validUntil);
        return tile.json;
      });
      return { json: Buffer.from(jsons.join(",")), validUntil, generation: undefined };
    }
    const { jsons, ...rendered } = await this.catalog.productJsonsWithValidity(codes, language, fields);
    return { json: Buffer.from(jsons.join(",")), ...rendered };
  }

  /**
   * Hits and the page-independent part of the response. What the text and filters match is cached (whatever the
   * sort and page) until the index changes, and so is the serialised rest per sort.
   */
  private result(index: SearchIndex, query: SearchQuery, language: Language): { hits: SearchHits; json: string } {
    const key = `${language}\n${query.text}\n${query.filters.map((f) => `${f.facet}:${f.value}`).join("\n")}`;
    let cached = this.results.get(key);
    if (!cached) {
      cached = { match: index.match(query.text, query.filters, language), json: new Map() };
      this.results.set(key, cached);
    }
    const hits = index.ordered(cached.match, query.sort, language);
    let json = cached.json.get(query.sort);
    if (json === undefined) {
      json = this.restJson(index, query, language, hits);
      cached.json.set(query.sort, json);
    }
    return { hits, json };
  }

  /**
   * The response without products and pagination: facets, breadcrumbs, sorts, query, SEO fields and, when the
   * text finds nothing, a spelling suggestion (as SAP OCC's `spellingSuggestion`).
   */
  private restJson(index: SearchIndex, query: SearchQuery, language: Language, hits: SearchHits): string {
    const labels = new FacetLabels(index, language);
    const suggestion =
      hits.total === 0 && query.text !== "" ? index.spellingSuggestion(query.text, query.filters, language) : undefined;
    const rest: Omit<ProductSearchPage, "products" | "pagination"> = {
      facets: facets(index, query, hits.counts, labels),
      breadcrumbs: query.filters.map((filter) => ({
        facetCode: filter.facet,
        facetName: labels.facet(filter.facet),
        facetValueCode: filter.value,
        facetValueName: labels.value(filter.facet, filter.value),
        removeQuery: queryRef(toggledQuery(query, filter, false)),
      })),
      sorts: SORT_CODES.map((code) => ({
        code,
        name: apiText(language, `search.sort.${code}`),
        selected: code === query.sort,
      })),
      freeTextSearch: query.text,
      currentQuery: queryRef(query),
      ...(suggestion
        ? { spellingSuggestion: { suggestion, query: formatSearchQuery({ ...query, text: suggestion }) } }
        : {}),
      ...seoFields(index, query.filters, language),
    };
    return JSON.stringify(rest);
  }

  /**
   * What the header search box shows while typing: completions of the typed words and the best-matching
   * products (name with the typed words marked, thumbnail, prices); a message when nothing matches.
   */
  async searchBox(request: SearchBoxRequest): Promise<SearchBoxResult> {
    const { index } = await this.indexed();
    const suggestions = index.suggest(request.term, request.language, request.maxSuggestions);
    const query: SearchQuery = { text: request.term.trim(), sort: "relevance", filters: [] };
    const hits = this.result(index, query, request.language).hits;
    const jsons = await this.catalog.productJsons(
      hits.page(0, request.maxProducts * SEARCH_BOX_HITS_PER_PRODUCT).map((document) => document.code),
      request.language,
      SEARCH_BOX_FIELDS,
    );
    const typed = searchTerms(request.term);
    // Two entries with one name look the same in the box: the best-matching pack stands for its line (the
    // search page lists them all).
    const names = new Set<string>();
    const products: SearchBoxResult["products"] = [];
    for (const json of jsons) {
      const product = JSON.parse(json) as SearchBoxResult["products"][number];
      const name = product.name ?? product.code;
      const key = name.trim().toLocaleLowerCase(request.language);
      if (names.has(key)) continue;
      names.add(key);
      products.push({ ...product, nameHtml: markTypedWords(name, typed) });
      if (products.length === request.maxProducts) break;
    }
    const nothing = hits.total === 0 && index.suggest(request.term, request.language, 1).length === 0;
    return {
      ...(nothing ? { message: apiText(request.language, "search.noMatch", { term: request.term.trim() }) } : {}),
      suggestions,
      products,
    };
  }

  /** A category by code; 400 UnknownIdentifierError when there is none. */
  async category(code: string, language: Language): Promise<Category> {
    const { index } = await this.indexed();
    const category = index.categories.get(code);
    if (!category) throw unknownIdentifier("category", code, `Category with code '${code}' not found!`);
    return categoryJson(index, category, language);
  }

  /**
   * The category a storefront URL names (spec §7): `sub` is the slug (or code) of a category below `main`
   * (slug or code; its parent, or a further ancestor as in /category/{main}/{child}/{sub}), or of a top-level
   * category when `main` is `root`. The nearest match wins.
   */
  async subCategory(main: string, sub: string, language: Language): Promise<Category> {
    const { index } = await this.indexed();
    const named = (category: CategoryInfo | undefined) =>
      category !== undefined && (category.slug === main || category.code === main);
    const matches = [...index.categories.values()]
      .filter((category) => category.slug === sub || category.code === sub)
      .map((category) => {
        if (main === "root") return { category, distance: category.parentCode ? -1 : 0 };
        const ancestors = index.ancestorsOf(category.code);
        const at = ancestors.findLastIndex((code) => named(index.categories.get(code)));
        return { category, distance: at < 0 ? -1 : ancestors.length - at };
      })
      .filter((match) => match.distance >= 0)
      .sort((a, b) => a.distance - b.distance || a.category.position - b.category.position);
    const category = matches[0]?.category;
    if (!category)
      throw unknownIdentifier("category", `${main}/${sub}`, `Category '${sub}' under '${main}' not found!`);
    return categoryJson(index, category, language);
  }

  /** The index (and its tiles' JSON) as of the current catalogue version. */
  private async indexed(): Promise<Indexed> {
    const version = await this.watcher.current();
    const current = this.current;
    const now = this.now().getTime();
    if (
      current?.version === version &&
      !this.rebuildNeeded &&
      this.changedProducts.size === 0 &&
      now < current.index.validUntil
    )
      return current;
    if (this.rebuilding) return this.rebuilding;
    if (current && this.mustRebuild() && this.lastBuildMs > SLOW_BUILD_MS && !this.updating) {
      // A large catalogue takes seconds to rebuild: searches keep the current index meanwhile, and product
      // changes wait for the new one (applied to it right after, as they arrived during its load).
      this.rebuilding = current;
      this.rebuild(version).then(
        () => (this.rebuilding = undefined),
        () => (this.rebuilding = undefined),
      );
      return current;
    }
    this.updating ??= this.update(version).finally(() => {
      this.updating = undefined;
    });
    return this.updating;
  }

  private async update(version: number): Promise<Indexed> {
    const now = this.now();
    const current = this.current;
    if (!current || this.mustRebuild()) return this.rebuild(version);

    const changed = [...this.changedProducts];
    this.changedProducts.clear();
    let tiles: Set<string>;
    let families: Map<string, TileFamily>;
    try {
      tiles = changed.length > 0 ? await tilesOfProducts(this.db, changed) : new Set<string>();
      for (const code of changed) {
        const tile = current.index.tileOf(code);
        if (tile) tiles.add(tile);
      }
      for (const tile of current.index.tilesDueAt(now)) tiles.add(tile);
      if (tiles.size > MAX_INCREMENTAL_TILES) return await this.rebuild(version);
      families = await loadTileFamilies(this.db, [...tiles]);
    } catch (error) {
      for (const code of changed) this.changedProducts.add(code);
      throw error;
    }
    // Applied synchronously: a search never sees a half-updated index.
    current.index.replaceTiles(tiles, catalogueProductsOf(families), now);
    current.tiles.drop(tiles);
    current.tiles.add(listedFamilies(current.index, families));
    this.current = { version, index: current.index, tiles: current.tiles };
    this.results.clear();
    this.responses.clear();
    return this.current;
  }

  private tileContext(index: SearchIndex, now: Date) {
    return { now, mediaBaseUrl: this.options.mediaBaseUrl, categories: index.categories, brands: index.brands };
  }

  /** A change other than products' was seen, or too many documents are tombstones of replaced versions. */
  private mustRebuild(): boolean {
    const index = this.current?.index;
    return this.rebuildNeeded || (index !== undefined && index.wasted > MAX_WASTED_SHARE * index.documents.length);
  }

  /** Builds a new index chunk by chunk (so the raw catalogue rows of only one chunk are held at a time). */
  private async rebuild(version: number): Promise<Indexed> {
    const started = performance.now();
    this.rebuildNeeded = false;
    // Changes arriving while the catalogue loads are replayed on the next call (replaying is idempotent).
    this.changedProducts.clear();
    try {
      const [structure, tiles] = await Promise.all([loadCatalogueStructure(this.db), loadTileCodes(this.db)]);
      const index = new SearchIndex(structure);
      const records = new TileRecords(LISTING_FIELDS.selection);
      const now = this.now();
      const load = (start: number) =>
        start < tiles.length ? loadTileFamilies(this.db, tiles.slice(start, start + BUILD_CHUNK_TILES)) : null;
      // The next chunk loads while this one is indexed.
      let next = load(0);
      for (let start = 0; next; start += BUILD_CHUNK_TILES) {
        const families = await next;
        next = load(start + BUILD_CHUNK_TILES);
        // Seen by the await above on the next round; this only stops an early failure being reported unhandled.
        next?.catch(() => undefined);
        index.add(catalogueProductsOf(families), now);
        if ((start / BUILD_CHUNK_TILES) % BUILD_STEPS_PER_COLLECTION === BUILD_STEPS_PER_COLLECTION - 1)
          collectGarbage?.();
        records.add(listedFamilies(index, families));
      }
      index.finishBuild();
      this.lastBuildMs = performance.now() - started;
      this.current = { version, index, tiles: records };
      this.results.clear();
      this.responses.clear();
      // The last steps' garbage and the replaced index (a one-step build, a small shop's, leaves little).
      if (tiles.length > BUILD_CHUNK_TILES) collectGarbage?.();
      return this.current;
    } catch (error) {
      this.rebuildNeeded = true;
      throw error;
    }
  }
}

/**
 * A copy in memory of its own: a small Buffer is a slice of a shared 8 KB pool slab, which a cached answer would
 * keep alive with whatever else was allocated in it.
 */
function ownBuffer(bytes: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** The families of the tiles the index lists (not disabled or unpriced ones), keyed by the index's own codes. */
function listedFamilies(index: SearchIndex, families: ReadonlyMap<string, TileFamily>): Map<string, TileFamily> {
  const listed = new Map<string, TileFamily>();
  for (const [code, family] of families) {
    const tile = index.tileOf(code);
    if (tile === code) listed.set(tile, family);
  }
  return listed;
}

function answer(gzipped: Buffer, takesGzip: boolean): SearchAnswer {
  return takesGzip ? { body: gzipped, gzipped: true } : { body: gunzipSync(gzipped), gzipped: false };
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
    const key = `search.facet.${code}`;
    if (isApiMessageKey(key)) return apiText(this.language, key);
    return localize(this.index.features.get(code)?.name, this.language) ?? code;
  }

  value(facet: string, value: string): string {
    const name = (text: Localized | undefined) => localize(text, this.language) ?? value;
    switch (facet) {
      case "allCategories":
        return name(this.index.categories.get(value)?.name ?? this.index.brands.get(value)?.name);
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
  if (range.from === 0) return apiText(language, "search.priceUnder", { to: range.to });
  if (range.to === Number.POSITIVE_INFINITY) return apiText(language, "search.priceFrom", { from: range.from });
  return apiText(language, "search.priceBetween", { from: range.from, to: range.to });
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
    // allCategories also holds brand codes (brand pages); it lists only categories unless a brand is selected.
    const listed = [...facetCounts.keys()].filter(
      (value) => code !== "allCategories" || index.categories.has(value) || selected.has(value),
    );
    const valueCodes = [...new Set([...listed, ...selected])];
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
    (a, b) => b.count - a.count || position(a.code) - position(b.code) || NAMES.compare(a.name, b.name),
  );
}

/** Ties between facet values go by name (one collator: `localeCompare` would build one per comparison). */
const NAMES = new Intl.Collator();

/**
 * Page title, description and heading of a category listing (one allCategories category: its SEO texts) or a
 * brand listing (one brand, as `brand:{code}` or `allCategories:{code}`); other results have none.
 */
function seoFields(
  index: SearchIndex,
  filters: readonly SearchFilter[],
  language: Language,
): Pick<ProductSearchPage, "seoTitle" | "seoDescription" | "seoH1"> {
  const scopes = filters.filter((filter) => filter.facet === "allCategories");
  const category = scopes.length === 1 ? index.categories.get(scopes[0]!.value) : undefined;
  const shop = apiText(language, "shopName");
  if (category) {
    const name = localize(category.name, language) ?? category.code;
    const description = localize(category.seoDescription, language);
    return {
      seoTitle: localize(category.seoTitle, language) ?? `${name} | ${shop}`,
      seoDescription: description ?? apiText(language, "search.categoryDescription", { name, shop }),
      seoH1: name,
    };
  }
  const brandCodes = new Set(
    filters
      .filter((filter) => filter.facet === "brand" || filter.facet === "allCategories")
      .map((filter) => filter.value),
  );
  const brand = brandCodes.size === 1 ? index.brands.get([...brandCodes][0]!) : undefined;
  if (!brand) return {};
  const name = localize(brand.name, language) ?? brand.code;
  return {
    seoTitle: `${name} | ${shop}`,
    seoDescription: apiText(language, "search.brandDescription", { name, shop }),
    seoH1: name,
  };
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

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** The name as HTML with each word the shopper typed (or is typing) wrapped in <mark>; the rest escaped. */
function markTypedWords(name: string, typed: readonly string[]): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
  return name
    .split(/([^\p{L}\p{N}\p{M}]+)/u)
    .map((part) => {
      const term = searchTerms(part)[0];
      const marked = term !== undefined && typed.some((word) => term.startsWith(word));
      return marked ? `<mark>${escape(part)}</mark>` : escape(part);
    })
    .join("");
}
