/**
 * The in-memory search index of one API process, built step by step from the catalogue's listing records
 * (`search-catalogue.ts`) and then kept current product by product (`replaceTiles`).
 *
 * - One document per tile a shopper expects: a standard product, a kit, or a base product family (its
 *   enabled, priced variants fold into it). Disabled products, unpriced products and families without a
 *   sellable variant are left out.
 * - An inverted index term → document → weight, one weight per query language: text in the query's language
 *   counts fully, the other language's at 70%. Field weights: name and code 10, variant names 9, subname 7,
 *   keywords 6, brand and category 4, parent categories 3, facet values 3, summary 2.
 * - Matching: every query word must match (AND); the last word also matches as a prefix (typing), words of
 *   5+ characters also match terms one edit away (typos).
 * - Facet values are numbered; documents' value numbers sit in flat typed arrays, so filtering and counting are
 *   array reads.
 *   Each facet's counts apply every other facet's filter.
 * - Updates: a changed tile's old document becomes a tombstone (skipped everywhere) and its new version is
 *   appended; the owner rebuilds from scratch once tombstones pile up (`wasted`).
 * Prices use the discounts active at build time; `validUntil` says when a discount window opens or closes, and
 * `tilesDueAt` which tiles must then be refreshed.
 */
import { applyDiscount } from "@dukkan/money";
import type { Language } from "@dukkan/occ";
import type { Localized } from "../db/tables.js";
import { slugify } from "../catalog/product-view.js";
import { groupByProduct } from "../catalog/product-repository.js";
import type { CatalogueProducts, CatalogueStructure } from "./search-catalogue.js";
import type { SearchFilter, SortCode } from "./search-query.js";
import { LruCache } from "../cache/lru.js";
import { editDistance, plainText, searchTerms, withinOneEdit } from "./search-text.js";

export const BUILT_IN_FACETS = ["allCategories", "category", "brand", "price"] as const;

/** Price ranges in AED (gross, after discounts) with their value codes; `to` is exclusive. */
export const PRICE_RANGES = [
  { code: "0-10", from: 0, to: 10 },
  { code: "10-25", from: 10, to: 25 },
  { code: "25-50", from: 25, to: 50 },
  { code: "50-100", from: 50, to: 100 },
  { code: "100-up", from: 100, to: Number.POSITIVE_INFINITY },
] as const;

const OTHER_LANGUAGE_FACTOR = 0.7;
const PREFIX_FACTOR = 0.8;
const TYPO_FACTOR = 0.6;
const TYPO_MIN_LENGTH = 5;
/** Spelling suggestions: words this short are not corrected, and shorter than the next length only by one edit. */
const SPELLING_MIN_LENGTH = 3;
const SPELLING_TWO_EDITS_LENGTH = 5;
const MAX_QUERY_TERMS = 10;
/** A one-letter prefix could expand to thousands of terms; the shortest (most common words) are kept. */
const MAX_PREFIX_TERMS = 300;
/** Facet filters are tracked as bits of one number. */
const MAX_FILTERED_FACETS = 30;
/** Query words whose matching index terms are remembered (a few hundred bytes to a few KB each). */
const MAX_REMEMBERED_WORDS = 500;
const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "the",
  "for",
  "with",
  "of",
  "in",
  "on",
  "to",
  "في",
  "من",
  "مع",
  "و",
  "علي",
]);

const WEIGHT = {
  name: 10,
  code: 10,
  variantName: 9,
  subname: 7,
  keywords: 6,
  brand: 4,
  category: 4,
  parentCategory: 3,
  facetValue: 3,
  summary: 2,
} as const;

export interface SearchDocument {
  code: string;
  name: Localized;
  position: number;
  rating: number;
  reviews: number;
  /** Lowest gross price of the tile (after active discounts), in fils. */
  priceFils: number;
  /** The products folded into this tile (the tile's own code included). */
  members: string[];
  /** Position in SearchIndex.documents. */
  number: number;
  removed: boolean;
}

export interface FeatureFacet {
  code: string;
  name: Localized;
  position: number;
  values: Map<string, { name: Localized; unitSymbol: string | null }>;
}

export interface CategoryInfo {
  code: string;
  parentCode: string | null;
  name: Localized;
  slug: string;
  position: number;
  seoTitle: Localized | null;
  seoDescription: Localized | null;
}

export interface BrandInfo {
  code: string;
  name: Localized;
  position: number;
}

/** What a text and filters match, whatever the order asked for. */
export interface SearchMatch {
  /** Matching document numbers (unordered). */
  numbers: Int32Array;
  /** Each match's text relevance (when there is text). */
  scores: Float64Array | undefined;
  /** Facet code → value code → count (each facet with the other facets' filters applied). */
  counts: Map<string, Map<string, number>>;
}

export interface SearchHits {
  /** How many documents match. */
  total: number;
  /** Matching documents `start` to `start + size` in the requested order. */
  page(start: number, size: number): SearchDocument[];
  /** Facet code → value code → count (each facet with the other facets' filters applied). */
  counts: Map<string, Map<string, number>>;
}

type Weights = [en: number, ar: number];

/**
 * The documents holding a term (ascending, as documents are appended in order) and their weights: tenths of a
 * point, English in the high byte and Arabic in the low byte. Typed arrays keep 50 000 products' postings small.
 */
interface Posting {
  documents: Int32Array;
  weights: Uint16Array;
  length: number;
}

interface TextMatch {
  /** Matching document numbers. */
  documents: Int32Array;
  /** Each matching document's score, in the same order. */
  scores: Float64Array;
}

/** Bytes of text matches remembered (a word's matches are 12 bytes per document: 120 KB for 10 000). */
const TEXT_MATCH_CACHE_BYTES = 8 * 1024 * 1024;

/** Pages up to this deep are picked from the hits by partial selection; deeper ones sort the hits once. */
const MAX_SELECTED = 1_000;

export class SearchIndex {
  readonly documents: SearchDocument[] = [];
  readonly categories = new Map<string, CategoryInfo>();
  readonly brands = new Map<string, BrandInfo>();
  readonly features = new Map<string, FeatureFacet>();
  /** When a discount window opens or closes and some tiles must be refreshed (ms since epoch). */
  validUntil = Number.POSITIVE_INFINITY;
  /** Documents replaced or removed since the build. */
  wasted = 0;
  /** How many times `replaceTiles` changed the index (cached answers remember the count they were built at). */
  changes = 0;
  private readonly postings = new Map<string, Posting>();
  private sortedTerms: string[] = [];
  /** Terms by length, for typo matching (only terms one letter longer or shorter can be one edit away). */
  private readonly termsByLength = new Map<number, string[]>();
  /** How a term reads in the catalogue (the first word seen that folds to it), for suggestions. */
  private readonly displayForm = new Map<string, string>();
  /** Build-time memo of text → terms (catalogue copy repeats a lot), emptied after each build or update. */
  private readonly termsOfText = new Map<string, string[]>();
  /** Build-time memo of product names: products of one line often share a name, and then share one copy. */
  private readonly sharedNames = new Map<string, Localized>();
  /** Query word → the index terms it matches (prefix and typo matching scan many terms); emptied when terms change. */
  private readonly termMatches = new Map<string, Map<string, number>>();
  private readonly documentOf = new Map<string, number>();
  private readonly tileOfMember = new Map<string, string>();
  /** Tile code → when its price changes by a discount window. */
  private readonly dueAt = new Map<string, number>();
  private readonly facetNumber = new Map<string, number>();
  private readonly facetCodes: string[] = [];
  private readonly valueNumber = new Map<string, number>();
  private readonly valueFacet: number[] = [];
  /** Per document number: where its facet value numbers sit in `flatValues`, and whether it was removed. */
  private valueStart = new Int32Array(0);
  private valueEnd = new Int32Array(0);
  private removedFlags = new Uint8Array(0);
  private flatValues = new Int32Array(0);
  private flatLength = 0;
  /**
   * Per facet number, each document's value number in that facet (NO_VALUE, or SEVERAL_VALUES: look in
   * `flatValues`): most facets have one value per document, so a filter is checked with one read.
   */
  private readonly valueOfFacet: Int32Array[] = [];
  private readonly valueCode: string[] = [];
  /** Live documents kept in each listing order, and each document's rank in it (sorting becomes a walk). */
  private readonly orders: Record<Order, SearchDocument[]> = { position: [], price: [], "name-en": [], "name-ar": [] };
  private readonly ranks = {} as Record<Order, Int32Array>;
  /** The document numbers of `orders`. */
  private readonly orderNumbers = {} as Record<Order, Int32Array>;
  private readonly compareIn: Record<Order, (a: SearchDocument, b: SearchDocument) => number>;
  private scratch = {
    score: new Float64Array(0),
    total: new Float64Array(0),
    touched: new Int32Array(0),
    candidates: new Int32Array(0),
    hits: new Int32Array(0),
    hitScores: new Float64Array(0),
    marks: new Uint8Array(0),
  };
  /** Language, prefix flag and text → its matches (emptied when documents are added). */
  private readonly textMatches = new LruCache<string, TextMatch>(
    TEXT_MATCH_CACHE_BYTES,
    (match) => match.documents.byteLength + match.scores.byteLength,
  );
  private built = false;

  /** An empty index over the category tree and brands; `add` the products, then `finishBuild`. */
  constructor(structure: CatalogueStructure) {
    for (const category of structure.categories) this.categories.set(category.code, category);
    for (const brand of structure.brands) this.brands.set(brand.code, brand);
    for (const facet of BUILT_IN_FACETS) this.facetId(facet);
    const english = new Intl.Collator("en", { sensitivity: "base", numeric: true });
    const arabic = new Intl.Collator("ar", { sensitivity: "base", numeric: true });
    const byPosition = (a: SearchDocument, b: SearchDocument) =>
      a.position - b.position || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
    this.compareIn = {
      position: byPosition,
      price: (a, b) => a.priceFils - b.priceFils || byPosition(a, b),
      "name-en": (a, b) => english.compare(a.name.en, b.name.en) || byPosition(a, b),
      "name-ar": (a, b) => arabic.compare(a.name.ar ?? a.name.en, b.name.ar ?? b.name.en) || byPosition(a, b),
    };
  }

  /** Adds whole tiles (a base product comes with its variants) while building. */
  add(products: CatalogueProducts, now: Date): void {
    if (this.built) throw new Error("the index is built: use replaceTiles");
    this.addDocuments(products, now);
    this.termsOfText.clear();
  }

  finishBuild(): void {
    // Postings grew by doubling while documents came in: keep them at their size (a quarter of their bytes).
    for (const posting of this.postings.values()) {
      posting.documents = posting.documents.slice(0, posting.length);
      posting.weights = posting.weights.slice(0, posting.length);
    }
    this.sharedNames.clear();
    this.sortedTerms = [...this.postings.keys()].sort();
    for (const order of ORDERS) this.orders[order] = [...this.documents].sort(this.compareIn[order]);
    this.rank();
    this.built = true;
  }

  /** Whether `code` can be used as a facet in a query. */
  isFacet(code: string): boolean {
    return isBuiltInFacet(code) || this.features.has(code);
  }

  /** The tile a product is shown in (its base product for a folded variant), if it is listed. */
  tileOf(productCode: string): string | undefined {
    return this.tileOfMember.get(productCode);
  }

  /** Tiles whose price changes by a discount window at or before `now`. */
  tilesDueAt(now: Date): string[] {
    return [...this.dueAt].filter(([, at]) => at <= now.getTime()).map(([code]) => code);
  }

  /** Ancestors of a category, nearest last (the category itself excluded). */
  ancestorsOf(code: string): string[] {
    const chain: string[] = [];
    for (
      let parent = this.categories.get(code)?.parentCode;
      parent && !chain.includes(parent) && parent !== code;
      parent = this.categories.get(parent)?.parentCode
    ) {
      chain.unshift(parent);
    }
    return chain;
  }

  /**
   * Replaces the documents of these tiles (and of any product in `products`) with what `products` says:
   * tiles missing from it (deleted, disabled, unpriced) disappear.
   */
  replaceTiles(tileCodes: Iterable<string>, products: CatalogueProducts, now: Date): void {
    const stale = new Set(tileCodes);
    for (const product of products.products) {
      stale.add(product.code);
      const tile = this.tileOfMember.get(product.code);
      if (tile) stale.add(tile);
    }
    this.changes++;
    for (const code of stale) this.removeDocument(code);
    const added = this.addDocuments(products, now);
    this.termsOfText.clear();
    for (const order of ORDERS) {
      const list = this.orders[order].filter((document) => !document.removed);
      for (const document of added) list.splice(upperBound(list, document, this.compareIn[order]), 0, document);
      this.orders[order] = list;
    }
    this.rank();
    this.validUntil = Number.POSITIVE_INFINITY;
    for (const at of this.dueAt.values()) this.validUntil = Math.min(this.validUntil, at);
  }

  search(text: string, filters: readonly SearchFilter[], sort: SortCode, language: Language): SearchHits {
    return this.ordered(this.match(text, filters, language), sort, language);
  }

  /** The documents matching a text (every word) and filters, with the facet counts. */
  match(text: string, filters: readonly SearchFilter[], language: Language): SearchMatch {
    const matched = this.textMatch(text, language);
    // Each filtered facet gets a bit; a selected value carries its facet's bit, and every value of a filtered
    // facet knows that bit (`facetBit`), so one pass over a document's values tells which filters it passes.
    const filteredFacets: number[] = [];
    const selectedBit = new Int32Array(this.valueCode.length).fill(-1);
    for (const filter of filters) {
      const facet = this.facetNumber.get(filter.facet);
      if (facet === undefined) continue;
      let bit = filteredFacets.indexOf(facet);
      if (bit < 0) {
        if (filteredFacets.length === MAX_FILTERED_FACETS) continue;
        bit = filteredFacets.push(facet) - 1;
      }
      const value = this.valueNumber.get(valueKey(filter.facet, filter.value));
      // A value no document has still filters its facet (nothing matches it).
      if (value !== undefined) selectedBit[value] = bit;
    }
    const facetBit = new Int32Array(this.valueCode.length).fill(-1);
    for (let value = 0; value < facetBit.length; value++) {
      facetBit[value] = filteredFacets.indexOf(this.valueFacet[value]!);
    }

    const counts = new Int32Array(this.valueCode.length);
    const candidates = matched ? matched.documents : this.orderNumbers.position;
    if (this.scratch.hits.length < candidates.length) {
      const room = Math.ceil(this.documents.length * 1.25);
      this.scratch.hits = new Int32Array(room);
      this.scratch.hitScores = new Float64Array(room);
    }
    const { hits, hitScores } = this.scratch;
    const scores = matched?.scores;
    let found = 0;
    // Reads only typed arrays: a document object is touched only on the page asked for.
    const { removedFlags, valueStart, valueEnd, flatValues } = this;
    const columns = filteredFacets.map((facet) => this.facetColumn(facet));
    const filterCount = filteredFacets.length;
    for (let i = 0; i < candidates.length; i++) {
      const number = candidates[i]!;
      if (removedFlags[number] === 1) continue;
      const start = valueStart[number]!;
      const end = valueEnd[number]!;
      let failed = 0;
      for (let bit = 0; bit < filterCount; bit++) {
        const value = columns[bit]![number]!;
        if (value >= 0) {
          if (selectedBit[value] !== bit) failed |= 1 << bit;
        } else if (value === NO_VALUE || !hasSelected(flatValues, start, end, selectedBit, bit)) failed |= 1 << bit;
      }
      if (failed === 0) {
        hits[found] = number;
        if (scores) hitScores[found] = scores[i]!;
        found++;
        for (let at = start; at < end; at++) counts[flatValues[at]!]!++;
      } else if ((failed & (failed - 1)) === 0) {
        // Failing exactly one facet's filter still counts for that facet (values of a facet are ORed).
        const bit = 31 - Math.clz32(failed);
        const value = columns[bit]![number]!;
        if (value >= 0) counts[value]!++;
        else if (value === SEVERAL_VALUES)
          for (let at = start; at < end; at++) if (facetBit[flatValues[at]!] === bit) counts[flatValues[at]!]!++;
      }
    }

    const facetCounts = new Map<string, Map<string, number>>();
    for (let value = 0; value < counts.length; value++) {
      if (counts[value] === 0) continue;
      const facet = this.facetCodes[this.valueFacet[value]!]!;
      let map = facetCounts.get(facet);
      if (!map) facetCounts.set(facet, (map = new Map()));
      map.set(this.valueCode[value]!, counts[value]!);
    }
    return { numbers: hits.slice(0, found), scores: scores && hitScores.slice(0, found), counts: facetCounts };
  }

  /** A match in the order of a sort: text relevance and ratings compare documents, the rest walk a listing order. */
  ordered(match: SearchMatch, sort: SortCode, language: Language): SearchHits {
    const walk = walkOrder(sort, language);
    const page =
      walk && !(sort === "relevance" && match.scores)
        ? this.walker(match.numbers, this.orderNumbers[walk.order], walk.descending)
        : this.pager(match.numbers, this.comparator(sort, language, match.numbers, match.scores));
    return { total: match.numbers.length, counts: match.counts, page };
  }

  /**
   * Pages of hits in a listing order: the hits are marked, then the order is walked from its start (or end)
   * until the page is full; a page costs the hits plus the documents walked, not a sort.
   */
  private walker(numbers: Int32Array, order: Int32Array, descending: boolean): SearchHits["page"] {
    return (start, size) => {
      const end = Math.min(start + size, numbers.length);
      if (start >= end) return [];
      if (this.scratch.marks.length < this.documents.length)
        this.scratch.marks = new Uint8Array(Math.ceil(this.documents.length * 1.25));
      const marks = this.scratch.marks;
      for (let i = 0; i < numbers.length; i++) marks[numbers[i]!] = 1;
      const page: SearchDocument[] = [];
      let seen = 0;
      for (let i = 0; i < order.length && seen < end; i++) {
        const number = order[descending ? order.length - 1 - i : i]!;
        if (marks[number] === 1 && seen++ >= start) page.push(this.documents[number]!);
      }
      for (let i = 0; i < numbers.length; i++) marks[numbers[i]!] = 0;
      return page;
    };
  }

  /**
   * Pages of unordered hits: the documents up to the end of the page asked for are picked by a bounded heap
   * (a 10-item page of 10 000 hits costs ~10 000 comparisons, not a sort); a page deeper than MAX_SELECTED sorts
   * the hits once.
   */
  private pager(numbers: Int32Array, compare: (a: number, b: number) => number): SearchHits["page"] {
    let sorted: Int32Array | undefined;
    const documentsAt = (hits: Int32Array) => [...hits].map((hit) => this.documents[numbers[hit]!]!);
    return (start, size) => {
      const end = Math.min(start + size, numbers.length);
      if (start >= end) return [];
      if (sorted || end > MAX_SELECTED) {
        sorted ??= Int32Array.from(numbers.keys()).sort(compare);
        return documentsAt(sorted.subarray(start, end));
      }
      return documentsAt(firstInOrder(numbers.length, end, compare).subarray(start, end));
    };
  }

  /**
   * The order of a sort over hits (indexes into `numbers`, the hits' document numbers); `scores` holds each
   * hit's text relevance when there is text.
   */
  private comparator(
    sort: SortCode,
    language: Language,
    numbers: Int32Array,
    scores: Float64Array | undefined,
  ): (a: number, b: number) => number {
    const position = this.ranks.position;
    const byPosition = (a: number, b: number) => position[numbers[a]!]! - position[numbers[b]!]!;
    const relevance = scores ? (a: number, b: number) => scores[b]! - scores[a]! || byPosition(a, b) : byPosition;
    if (sort === "relevance") return relevance;
    if (sort === "topRated") {
      const documents = this.documents;
      return (a, b) => {
        const x = documents[numbers[a]!]!;
        const y = documents[numbers[b]!]!;
        return y.rating - x.rating || y.reviews - x.reviews || relevance(a, b);
      };
    }
    const { order, descending } = walkOrder(sort, language)!;
    const rank = this.ranks[order];
    return descending
      ? (a, b) => rank[numbers[b]!]! - rank[numbers[a]!]!
      : (a, b) => rank[numbers[a]!]! - rank[numbers[b]!]!;
  }

  /**
   * Completions of the last word of `text` that still find products with the words before it, most
   * frequent first, as the catalogue spells them ("paper cu" → "paper cup", "paper cutlery").
   */
  suggest(text: string, language: Language, max: number): string[] {
    const words = [...new Set(searchTerms(text))];
    const last = words.pop();
    if (!last || max === 0) return [];
    const before = words.filter((word) => !STOP_WORDS.has(word));
    const context = before.length > 0 ? this.textMatch(before.join(" "), language, false) : undefined;
    if (context && context.documents.length === 0) return [];
    const inContext = context ? new Set(context.documents) : undefined;
    const candidates: { term: string; count: number }[] = [];
    for (const [term] of this.matchingTerms(last, true)) {
      // Only words of names, keywords, brands, categories and specifications are offered (not summaries').
      if (!this.displayForm.has(term)) continue;
      const posting = this.postings.get(term)!;
      let count = 0;
      for (let index = 0; index < posting.length; index++) {
        const document = posting.documents[index]!;
        if (this.removedFlags[document] === 0 && (!inContext || inContext.has(document))) count++;
      }
      if (count > 0 && !before.includes(term)) candidates.push({ term, count });
    }
    // Keep the words typed before as typed (trimmed), and complete the last one.
    const typed = text.trim().split(/\s+/);
    const prefix = typed.slice(0, -1).join(" ");
    const seen = new Set<string>();
    const suggestions: string[] = [];
    for (const { term } of candidates.sort((a, b) => b.count - a.count || a.term.localeCompare(b.term))) {
      const word = this.displayForm.get(term)!;
      if (/^\d+$/.test(word) && word.length > 3) continue; // product code fragments are not words to suggest
      const suggestion = prefix ? `${prefix} ${word}` : word;
      if (seen.has(suggestion)) continue;
      seen.add(suggestion);
      suggestions.push(suggestion);
      if (suggestions.length === max) break;
    }
    return suggestions;
  }

  /**
   * "Did you mean": the text with each word that matches no indexed term (exactly, as a prefix while typing, or
   * one edit away) replaced by the nearest word of the catalogue's names, keywords, brands, categories and
   * specifications, within two edits (a swapped pair of letters is one; one edit for words under five letters),
   * the commonest on a tie; undefined when no word needs correcting or the corrected text finds nothing with
   * these filters either.
   */
  spellingSuggestion(text: string, filters: readonly SearchFilter[], language: Language): string | undefined {
    const typed = text.trim().split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_TERMS);
    let corrected = false;
    const words = typed.map((word, position) => {
      const terms = searchTerms(word);
      if (terms.length !== 1) return word;
      const term = terms[0]!;
      if (STOP_WORDS.has(term) || this.matchingTerms(term, position === typed.length - 1).size > 0) return word;
      const nearest = this.nearestTerm(term);
      if (!nearest) return word;
      corrected = true;
      return this.displayForm.get(nearest)!;
    });
    if (!corrected) return undefined;
    const suggestion = words.join(" ");
    return this.match(suggestion, filters, language).numbers.length > 0 ? suggestion : undefined;
  }

  /** The suggestable index term nearest to `term` (see spellingSuggestion), if one is near enough. */
  private nearestTerm(term: string): string | undefined {
    const length = term.length;
    if (length < SPELLING_MIN_LENGTH || /^\d+$/.test(term)) return undefined;
    const max = length < SPELLING_TWO_EDITS_LENGTH ? 1 : 2;
    let best: { term: string; distance: number; documents: number } | undefined;
    for (let near = length - max; near <= length + max; near++) {
      for (const candidate of this.termsByLength.get(near) ?? []) {
        // Only words a shopper reads in names and specifications are offered, not summaries' or codes'.
        if (!this.displayForm.has(candidate) || /^\d+$/.test(candidate)) continue;
        const distance = editDistance(term, candidate, best?.distance ?? max);
        if (distance > (best?.distance ?? max)) continue;
        const documents = this.liveDocuments(candidate);
        if (documents === 0) continue;
        const better =
          !best ||
          distance < best.distance ||
          documents > best.documents ||
          (documents === best.documents && candidate < best.term);
        if (better) best = { term: candidate, distance, documents };
      }
    }
    return best?.term;
  }

  /** How many listed documents hold a term. */
  private liveDocuments(term: string): number {
    const posting = this.postings.get(term);
    if (!posting) return 0;
    let count = 0;
    for (let index = 0; index < posting.length; index++)
      if (this.removedFlags[posting.documents[index]!] === 0) count++;
    return count;
  }

  /** Documents matching every word of a free text with their scores, or undefined when there is no text. */
  private textMatch(text: string, language: Language, lastIsPrefix = true): TextMatch | undefined {
    if (text.trim() === "") return undefined;
    const key = `${language}${lastIsPrefix ? "*" : "="}${text}`;
    let match = this.textMatches.get(key);
    if (!match) {
      match = this.findTextMatch(text, language, lastIsPrefix);
      this.textMatches.set(key, match);
    }
    return match;
  }

  private findTextMatch(text: string, language: Language, lastIsPrefix: boolean): TextMatch {
    const words = [...new Set(searchTerms(text))].filter((word) => !STOP_WORDS.has(word)).slice(0, MAX_QUERY_TERMS);
    const size = this.documents.length;
    if (this.scratch.score.length < size) {
      const room = Math.ceil(size * 1.25);
      this.scratch.score = new Float64Array(room);
      this.scratch.total = new Float64Array(room);
      this.scratch.touched = new Int32Array(room);
      this.scratch.candidates = new Int32Array(room);
    }
    const { score, total, touched } = this.scratch;
    // Text without a searchable word (only punctuation, symbols or stop words) matches nothing.
    if (words.length === 0) return { documents: new Int32Array(0), scores: new Float64Array(0) };
    const candidates = this.scratch.candidates;
    let count = -1;
    const shift = language === "en" ? 8 : 0;
    words.forEach((word, position) => {
      let touchedCount = 0;
      for (const [term, factor] of this.matchingTerms(word, lastIsPrefix && position === words.length - 1)) {
        const { documents, weights, length } = this.postings.get(term)!;
        for (let index = 0; index < length; index++) {
          const document = documents[index]!;
          const weight = ((weights[index]! >> shift) & 0xff) * factor;
          if (score[document] === 0) touched[touchedCount++] = document;
          if (weight > score[document]!) score[document] = weight;
        }
      }
      if (count < 0) {
        for (let i = 0; i < touchedCount; i++) {
          const document = touched[i]!;
          total[document] = score[document]!;
          candidates[i] = document;
        }
        count = touchedCount;
      } else {
        let kept = 0;
        for (let i = 0; i < count; i++) {
          const document = candidates[i]!;
          if (score[document]! > 0) {
            total[document] = total[document]! + score[document]!;
            candidates[kept++] = document;
          }
        }
        count = kept;
      }
      for (let i = 0; i < touchedCount; i++) score[touched[i]!] = 0;
    });
    const documents = candidates.slice(0, Math.max(count, 0));
    return { documents, scores: Float64Array.from(documents, (document) => total[document]!) };
  }

  /** Index terms a query word matches, with the factor of the kind of match (remembered until terms change). */
  private matchingTerms(word: string, isLastWord: boolean): Map<string, number> {
    const key = `${isLastWord ? "*" : "="}${word}`;
    let matches = this.termMatches.get(key);
    if (!matches) {
      if (this.termMatches.size >= MAX_REMEMBERED_WORDS) this.termMatches.clear();
      matches = this.findMatchingTerms(word, isLastWord);
      this.termMatches.set(key, matches);
    }
    return matches;
  }

  private findMatchingTerms(word: string, isLastWord: boolean): Map<string, number> {
    const matches = new Map<string, number>();
    if (this.postings.has(word)) matches.set(word, 1);
    if (isLastWord) {
      const prefixed: string[] = [];
      for (let index = lowerBound(this.sortedTerms, word); index < this.sortedTerms.length; index++) {
        const term = this.sortedTerms[index]!;
        if (!term.startsWith(word)) break;
        if (term !== word) prefixed.push(term);
      }
      if (prefixed.length > MAX_PREFIX_TERMS) prefixed.sort((a, b) => a.length - b.length);
      for (const term of prefixed.slice(0, MAX_PREFIX_TERMS)) matches.set(term, PREFIX_FACTOR);
    }
    const length = [...word].length;
    if (length >= TYPO_MIN_LENGTH) {
      for (const near of [word.length - 1, word.length, word.length + 1]) {
        for (const term of this.termsByLength.get(near) ?? []) {
          if (!matches.has(term) && withinOneEdit(term, word)) matches.set(term, TYPO_FACTOR);
        }
      }
    }
    return matches;
  }

  // ───────────── building ─────────────

  private removeDocument(tileCode: string): void {
    const number = this.documentOf.get(tileCode);
    if (number === undefined) return;
    const document = this.documents[number]!;
    if (!document.removed) {
      document.removed = true;
      this.removedFlags[number] = 1;
      this.wasted++;
    }
    this.documentOf.delete(tileCode);
    this.dueAt.delete(tileCode);
    for (const member of document.members) {
      if (this.tileOfMember.get(member) === tileCode) this.tileOfMember.delete(member);
    }
  }

  private rank(): void {
    for (const order of ORDERS) {
      const ranks = new Int32Array(this.documents.length);
      this.orders[order].forEach((document, rank) => (ranks[document.number] = rank));
      this.ranks[order] = ranks;
      this.orderNumbers[order] = Int32Array.from(this.orders[order], (document) => document.number);
    }
  }

  /** Adds the tiles of `snapshot`, returning the new documents. */
  private addDocuments(snapshot: CatalogueProducts, now: Date): SearchDocument[] {
    this.termMatches.clear();
    this.textMatches.clear();
    const added: SearchDocument[] = [];
    const priceOf = new Map(snapshot.prices.map((row) => [row.productCode, row.valueFils]));
    const discountsOf = groupByProduct(snapshot.discounts);
    const categoriesOf = groupByProduct([...snapshot.productCategories].sort((a, b) => a.position - b.position));
    const featuresOf = groupByProduct(snapshot.facetFeatures);
    const variantsOf = new Map<string, CatalogueProducts["products"]>();
    const productsByCode = new Map(snapshot.products.map((product) => [product.code, product]));
    for (const product of snapshot.products) {
      if (product.kind === "VARIANT" && product.baseProductCode && productsByCode.has(product.baseProductCode)) {
        const list = variantsOf.get(product.baseProductCode) ?? [];
        list.push(product);
        variantsOf.set(product.baseProductCode, list);
      }
    }
    for (const variants of variantsOf.values())
      variants.sort((a, b) => a.position - b.position || (a.code < b.code ? -1 : 1));
    for (const feature of snapshot.facetFeatures) this.addFeatureValue(feature);

    const sorted = [...snapshot.products].sort((a, b) => a.position - b.position || (a.code < b.code ? -1 : 1));
    for (const product of sorted) {
      if (product.disabled) continue;
      const isFoldedVariant =
        product.kind === "VARIANT" && product.baseProductCode && productsByCode.has(product.baseProductCode);
      if (isFoldedVariant) continue;
      const members =
        product.kind === "BASE"
          ? (variantsOf.get(product.code) ?? []).filter((variant) => !variant.disabled)
          : [product];
      let dueAt = Number.POSITIVE_INFINITY;
      const priced: { member: typeof product; fils: number }[] = [];
      for (const member of members) {
        const gross = priceOf.get(member.code);
        if (gross === undefined) continue;
        let fils = gross;
        for (const discount of discountsOf.get(member.code) ?? []) {
          for (const boundary of [discount.startsAt, discount.endsAt]) {
            if (boundary && boundary > now) dueAt = Math.min(dueAt, boundary.getTime());
          }
          if ((!discount.startsAt || discount.startsAt <= now) && (!discount.endsAt || discount.endsAt > now))
            fils = applyDiscount(fils, discount);
        }
        priced.push({ member, fils });
      }
      if (priced.length === 0) continue;

      const ownCategories = categoriesOf.get(product.code)?.map((row) => row.categoryCode) ?? [];
      const categoryCodes = [
        ...new Set([
          ...ownCategories,
          ...priced.flatMap(({ member }) => categoriesOf.get(member.code)?.map((row) => row.categoryCode) ?? []),
        ]),
      ].filter((code) => this.categories.has(code));
      const ancestors = [...new Set(categoryCodes.flatMap((code) => this.ancestorsOf(code)))].filter(
        (code) => !categoryCodes.includes(code),
      );
      const brandCode =
        product.brandCode ?? priced.find(({ member }) => member.brandCode)?.member.brandCode ?? undefined;
      const featureRows = priced.flatMap(
        ({ member }) => featuresOf.get(member.code) ?? featuresOf.get(product.code) ?? [],
      );
      // The tile shows (and sorts by) the price of the variant a shopper lands on: the first enabled, priced one.
      const priceFils = priced[0]!.fils;

      const values = new Map<string, string[]>([
        // Brand pages list `allCategories:{brandCode}` (the brand code in the category's place).
        [
          "allCategories",
          [...categoryCodes, ...ancestors, ...(brandCode && this.brands.has(brandCode) ? [brandCode] : [])],
        ],
        ["category", categoryCodes],
        ["brand", brandCode && this.brands.has(brandCode) ? [brandCode] : []],
        ["price", [priceRange(priceFils)]],
      ]);
      for (const feature of featureRows) {
        const facet = featureFacetCode(feature.featureCode);
        if (isBuiltInFacet(facet)) continue;
        const list = values.get(facet) ?? [];
        const value = slugify(feature.value.en) || feature.value.en;
        if (!list.includes(value)) list.push(value);
        values.set(facet, list);
      }
      const valueIds: number[] = [];
      for (const [facet, codes] of values) for (const value of codes) valueIds.push(this.valueId(facet, value));
      this.storeValues(this.documents.length, valueIds);

      const document: SearchDocument = {
        code: product.code,
        name: this.sharedName(product.name),
        position: product.position,
        rating: product.averageRating ?? -1,
        reviews: product.numberOfReviews,
        priceFils,
        members: [product.code, ...priced.map(({ member }) => member.code).filter((code) => code !== product.code)],
        number: this.documents.length,
        removed: false,
      };
      const index = this.documents.push(document) - 1;
      added.push(document);
      this.documentOf.set(product.code, index);
      for (const member of document.members) this.tileOfMember.set(member, product.code);
      if (dueAt !== Number.POSITIVE_INFINITY) {
        this.dueAt.set(product.code, dueAt);
        this.validUntil = Math.min(this.validUntil, dueAt);
      }
      this.addText(index, product.name, WEIGHT.name);
      this.addText(index, { en: product.code }, WEIGHT.code);
      for (const { member } of priced) {
        if (member === product) continue;
        this.addText(index, member.name, WEIGHT.variantName);
        this.addText(index, { en: member.code }, WEIGHT.code);
      }
      this.addText(index, product.subname, WEIGHT.subname);
      this.addText(index, product.keywords, WEIGHT.keywords);
      if (brandCode) this.addText(index, this.brands.get(brandCode)?.name, WEIGHT.brand);
      for (const code of categoryCodes) this.addText(index, this.categories.get(code)?.name, WEIGHT.category);
      for (const code of ancestors) this.addText(index, this.categories.get(code)?.name, WEIGHT.parentCategory);
      for (const feature of featureRows) this.addText(index, feature.value, WEIGHT.facetValue);
      const summary = product.summary;
      if (summary)
        this.addText(
          index,
          { en: plainText(summary.en), ...(summary.ar ? { ar: plainText(summary.ar) } : {}) },
          WEIGHT.summary,
          false,
        );
    }
    return added;
  }

  private sharedName(name: Localized): Localized {
    if (this.built) return name;
    const key = name.ar === undefined ? name.en : `${name.en}\u0000${name.ar}`;
    const shared = this.sharedNames.get(key);
    if (shared) return shared;
    this.sharedNames.set(key, name);
    return name;
  }

  /** Appends a new document's facet value numbers to the flat arrays (grown by doubling). */
  private storeValues(number: number, ids: readonly number[]): void {
    if (number >= this.valueStart.length) {
      const size = Math.max(1024, number * 2);
      this.valueStart = grow(this.valueStart, size);
      this.valueEnd = grow(this.valueEnd, size);
      const flags = new Uint8Array(size);
      flags.set(this.removedFlags);
      this.removedFlags = flags;
    }
    if (this.flatLength + ids.length > this.flatValues.length) {
      this.flatValues = grow(this.flatValues, Math.max(4096, (this.flatLength + ids.length) * 2));
    }
    for (const id of ids) {
      const column = this.facetColumn(this.valueFacet[id]!);
      column[number] = column[number] === NO_VALUE ? id : SEVERAL_VALUES;
    }
    this.valueStart[number] = this.flatLength;
    this.flatValues.set(ids, this.flatLength);
    this.flatLength += ids.length;
    this.valueEnd[number] = this.flatLength;
  }

  /** The column of a facet's value per document (created, or grown to the documents' room, on first use). */
  private facetColumn(facet: number): Int32Array {
    const room = this.valueStart.length;
    let column = this.valueOfFacet[facet];
    if (!column || column.length < room) {
      const grown = new Int32Array(room).fill(NO_VALUE);
      if (column) grown.set(column);
      this.valueOfFacet[facet] = column = grown;
    }
    return column;
  }

  private facetId(code: string): number {
    let id = this.facetNumber.get(code);
    if (id === undefined) {
      id = this.facetCodes.push(code) - 1;
      this.facetNumber.set(code, id);
    }
    return id;
  }

  private valueId(facet: string, value: string): number {
    const key = valueKey(facet, value);
    let id = this.valueNumber.get(key);
    if (id === undefined) {
      id = this.valueCode.push(value) - 1;
      this.valueFacet.push(this.facetId(facet));
      this.valueNumber.set(key, id);
    }
    return id;
  }

  private addFeatureValue(feature: CatalogueProducts["facetFeatures"][number]): void {
    const code = featureFacetCode(feature.featureCode);
    if (isBuiltInFacet(code)) return;
    let facet = this.features.get(code);
    if (!facet) {
      facet = { code, name: feature.name, position: feature.position, values: new Map() };
      this.features.set(code, facet);
    }
    const value = slugify(feature.value.en) || feature.value.en;
    if (!facet.values.has(value)) facet.values.set(value, { name: feature.value, unitSymbol: feature.unitSymbol });
  }

  /** `shared`: short copy many products repeat (names, brands, categories…), memoised and offered as suggestions. */
  private addText(document: number, text: Localized | null | undefined, weight: number, shared = true): void {
    if (!text) return;
    // Text missing in Arabic is shown in English there, so it then counts fully for Arabic queries too.
    const english: Weights = [weight, text.ar ? weight * OTHER_LANGUAGE_FACTOR : weight];
    this.addTerms(document, text.en, english, shared);
    if (text.ar) this.addTerms(document, text.ar, [weight * OTHER_LANGUAGE_FACTOR, weight], shared);
  }

  private addTerms(document: number, text: string, weights: Weights, shared: boolean): void {
    let terms = shared ? this.termsOfText.get(text) : undefined;
    if (!terms) {
      terms = [...new Set(searchTerms(text))];
      if (shared) {
        this.termsOfText.set(text, terms);
        this.learnDisplayForms(text);
      }
    }
    const en = Math.round(weights[0] * 10);
    const ar = Math.round(weights[1] * 10);
    for (const term of terms) {
      let posting = this.postings.get(term);
      if (!posting) {
        posting = { documents: new Int32Array(2), weights: new Uint16Array(2), length: 0 };
        this.postings.set(term, posting);
        const sameLength = this.termsByLength.get(term.length);
        if (sameLength) sameLength.push(term);
        else this.termsByLength.set(term.length, [term]);
        // After the first build, new terms go straight to their sorted place.
        if (this.built) this.sortedTerms.splice(lowerBound(this.sortedTerms, term), 0, term);
      }
      const last = posting.length - 1;
      if (last >= 0 && posting.documents[last] === document) {
        const known = posting.weights[last]!;
        posting.weights[last] = (Math.max(known >> 8, en) << 8) | Math.max(known & 0xff, ar);
      } else {
        if (posting.length === posting.documents.length) {
          const documents = new Int32Array(posting.length * 2);
          documents.set(posting.documents);
          const grown = new Uint16Array(posting.length * 2);
          grown.set(posting.weights);
          posting.documents = documents;
          posting.weights = grown;
        }
        posting.documents[posting.length] = document;
        posting.weights[posting.length] = (en << 8) | ar;
        posting.length++;
      }
    }
  }

  /** Remembers how each word of a catalogue text is written (lower case, without its punctuation). */
  private learnDisplayForms(text: string): void {
    for (const word of text.split(/[^\p{L}\p{N}\p{M}]+/u)) {
      if (!word) continue;
      const terms = searchTerms(word);
      if (terms.length === 1 && !this.displayForm.has(terms[0]!)) this.displayForm.set(terms[0]!, word.toLowerCase());
    }
  }
}

const NO_VALUE = -1;
const SEVERAL_VALUES = -2;

const ORDERS = ["position", "price", "name-en", "name-ar"] as const;
type Order = (typeof ORDERS)[number];

/** The listing order a sort walks (relevance without text is the merchandising position); topRated sorts. */
function walkOrder(sort: SortCode, language: Language): { order: Order; descending: boolean } | undefined {
  switch (sort) {
    case "relevance":
      return { order: "position", descending: false };
    case "price-asc":
    case "price-desc":
      return { order: "price", descending: sort === "price-desc" };
    case "name-asc":
    case "name-desc":
      return { order: language === "ar" ? "name-ar" : "name-en", descending: sort === "name-desc" };
    default:
      return undefined;
  }
}

/** Whether one of a document's values (flatValues start…end) is selected in the facet with filter bit `bit`. */
function hasSelected(
  flatValues: Int32Array,
  start: number,
  end: number,
  selectedBit: Int32Array,
  bit: number,
): boolean {
  for (let at = start; at < end; at++) if (selectedBit[flatValues[at]!] === bit) return true;
  return false;
}

/**
 * The first `count` of the numbers 0…length-1 in `compare` order (sorted), by a bounded max-heap: each number is
 * compared with the worst kept so far and most are turned away with that one comparison.
 */
function firstInOrder(length: number, count: number, compare: (a: number, b: number) => number): Int32Array {
  const heap = new Int32Array(count);
  let size = 0;
  const siftDown = (from: number) => {
    for (let at = from; ;) {
      const left = 2 * at + 1;
      if (left >= size) return;
      const right = left + 1;
      const worse = right < size && compare(heap[right]!, heap[left]!) > 0 ? right : left;
      if (compare(heap[worse]!, heap[at]!) <= 0) return;
      const swap = heap[at]!;
      heap[at] = heap[worse]!;
      heap[worse] = swap;
      at = worse;
    }
  };
  for (let number = 0; number < length; number++) {
    if (size < count) {
      // Sift up.
      let at = size++;
      heap[at] = number;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (compare(heap[at]!, heap[parent]!) <= 0) break;
        const swap = heap[at]!;
        heap[at] = heap[parent]!;
        heap[parent] = swap;
        at = parent;
      }
    } else if (compare(number, heap[0]!) < 0) {
      heap[0] = number;
      siftDown(0);
    }
  }
  return heap.subarray(0, size).sort(compare);
}

function valueKey(facet: string, value: string): string {
  return `${facet}\u0000${value}`;
}

function isBuiltInFacet(code: string): boolean {
  return (BUILT_IN_FACETS as readonly string[]).includes(code);
}

/** The facet code of a classification feature: the attribute name after the last '.' (material, colour …). */
export function featureFacetCode(featureCode: string): string {
  return featureCode.slice(featureCode.lastIndexOf(".") + 1);
}

export function priceRange(fils: number): string {
  const dirhams = fils / 100;
  return (PRICE_RANGES.find((range) => dirhams >= range.from && dirhams < range.to) ?? PRICE_RANGES[0]).code;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function grow(array: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(size);
  grown.set(array);
  return grown;
}

function upperBound<T>(sorted: readonly T[], value: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle]!, value) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
