/**
 * The in-memory search index of one API process, built from a catalogue snapshot.
 *
 * - One document per tile a shopper expects: a standard product, a kit, or a base product family (its
 *   enabled, priced variants fold into it). Disabled products, unpriced products and families without a
 *   sellable variant are left out.
 * - An inverted index term → document → weight, one weight per query language: text in the query's language
 *   counts fully, the other language's at 70%. Field weights: name and code 10, variant names 9, subname 7,
 *   keywords 6, brand and category 4, parent categories 3, facet values 3, summary 2.
 * - Matching: every query word must match (AND); the last word also matches as a prefix (typing), words of
 *   5+ characters also match terms one edit away (typos).
 * - Facets are computed over the documents in memory: each facet's counts apply every other facet's filter.
 * Prices use the discounts active at build time; `validUntil` says when a discount window opens or closes.
 */
import { applyDiscount } from "@dukkan/money";
import type { Language } from "@dukkan/occ";
import type { Localized } from "../db/schema.js";
import { localize } from "../language/localized.js";
import { slugify } from "../catalog/product-view.js";
import type { CatalogueSnapshot } from "./search-catalogue.js";
import type { SearchFilter, SortCode } from "./search-query.js";
import { plainText, searchTerms, withinOneEdit } from "./search-text.js";
import { groupByProduct } from "../catalog/product-repository.js";

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
const MAX_QUERY_TERMS = 10;
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
  /** Facet code → the document's value codes. */
  values: Map<string, string[]>;
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
}

export interface SearchHits {
  /** Matching documents in the requested order. */
  documents: SearchDocument[];
  /** Facet code → value code → count (each facet with the other facets' filters applied). */
  counts: Map<string, Map<string, number>>;
}

type Weights = [en: number, ar: number];

/** The documents holding a term (ascending, as documents are indexed in order) and their weight per language. */
interface Posting {
  documents: number[];
  weights: Record<Language, number[]>;
}

export class SearchIndex {
  readonly documents: SearchDocument[] = [];
  readonly categories = new Map<string, CategoryInfo>();
  readonly brands = new Map<string, { name: Localized; position: number }>();
  readonly features = new Map<string, FeatureFacet>();
  /** When a discount window opens or closes and prices must be recomputed (ms since epoch). */
  validUntil = Number.POSITIVE_INFINITY;
  private readonly postings = new Map<string, Posting>();
  private sortedTerms: string[] = [];
  /** Build-time memo of text → terms, emptied once the index is built. */
  private readonly termsOfText = new Map<string, string[]>();
  private readonly nameRank: Record<Language, Map<SearchDocument, number>> = { en: new Map(), ar: new Map() };

  constructor(snapshot: CatalogueSnapshot, now: Date) {
    for (const category of snapshot.categories) this.categories.set(category.code, category);
    for (const brand of snapshot.brands) this.brands.set(brand.code, brand);
    this.addDocuments(snapshot, now);
    this.termsOfText.clear();
    this.sortedTerms = [...this.postings.keys()].sort();
    for (const language of ["en", "ar"] as const) {
      const collator = new Intl.Collator(language, { sensitivity: "base", numeric: true });
      const byName = [...this.documents].sort((a, b) =>
        collator.compare(localize(a.name, language) ?? "", localize(b.name, language) ?? ""),
      );
      byName.forEach((document, rank) => this.nameRank[language].set(document, rank));
    }
  }

  /** Whether `code` can be used as a facet in a query. */
  isFacet(code: string): boolean {
    return isBuiltInFacet(code) || this.features.has(code);
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

  search(text: string, filters: readonly SearchFilter[], sort: SortCode, language: Language): SearchHits {
    const matched = this.textScores(text, language);
    const scores = matched && new Map([...matched].map(([index, score]) => [this.documents[index]!, score]));
    const candidates = scores ? [...scores.keys()] : this.documents;
    const byFacet = new Map<string, Set<string>>();
    for (const filter of filters) {
      const values = byFacet.get(filter.facet) ?? new Set<string>();
      values.add(filter.value);
      byFacet.set(filter.facet, values);
    }

    const counts = new Map<string, Map<string, number>>();
    const count = (facet: string, document: SearchDocument) => {
      const facetCounts = counts.get(facet) ?? new Map<string, number>();
      for (const value of document.values.get(facet) ?? []) facetCounts.set(value, (facetCounts.get(value) ?? 0) + 1);
      counts.set(facet, facetCounts);
    };
    const facetCodes = [...BUILT_IN_FACETS, ...this.features.keys()];
    const hits: SearchDocument[] = [];
    for (const document of candidates) {
      // A document failing exactly one facet's filter still counts for that facet (OR within a facet).
      const failed = [...byFacet].filter(
        ([facet, values]) => !(document.values.get(facet) ?? []).some((value) => values.has(value)),
      );
      if (failed.length === 0) {
        hits.push(document);
        for (const facet of facetCodes) count(facet, document);
      } else if (failed.length === 1) {
        count(failed[0]![0], document);
      }
    }
    return { documents: this.sorted(hits, sort, language, scores), counts };
  }

  private sorted(
    documents: SearchDocument[],
    sort: SortCode,
    language: Language,
    scores: Map<SearchDocument, number> | undefined,
  ): SearchDocument[] {
    const score = (document: SearchDocument) => scores?.get(document) ?? 0;
    const relevance = (a: SearchDocument, b: SearchDocument) =>
      score(b) - score(a) || a.position - b.position || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
    const names = this.nameRank[language];
    const compare: Record<SortCode, (a: SearchDocument, b: SearchDocument) => number> = {
      relevance,
      topRated: (a, b) => b.rating - a.rating || b.reviews - a.reviews || relevance(a, b),
      "name-asc": (a, b) => names.get(a)! - names.get(b)!,
      "name-desc": (a, b) => names.get(b)! - names.get(a)!,
      "price-asc": (a, b) => a.priceFils - b.priceFils || relevance(a, b),
      "price-desc": (a, b) => b.priceFils - a.priceFils || relevance(a, b),
    };
    return documents.sort(compare[sort]);
  }

  /** Document index → score for a free text, or undefined when there is no text to match. */
  private textScores(text: string, language: Language): Map<number, number> | undefined {
    const words = [...new Set(searchTerms(text))].filter((word) => !STOP_WORDS.has(word)).slice(0, MAX_QUERY_TERMS);
    if (words.length === 0) return undefined;
    let total: Map<number, number> | undefined;
    words.forEach((word, position) => {
      const wordScores = new Map<number, number>();
      for (const [term, factor] of this.matchingTerms(word, position === words.length - 1)) {
        const posting = this.postings.get(term)!;
        const weights = posting.weights[language];
        posting.documents.forEach((document, index) => {
          const weight = weights[index]! * factor;
          if (weight > (wordScores.get(document) ?? 0)) wordScores.set(document, weight);
        });
      }
      if (!total) {
        total = wordScores;
        return;
      }
      const combined = new Map<number, number>();
      for (const [document, score] of total) {
        const more = wordScores.get(document);
        if (more !== undefined) combined.set(document, score + more);
      }
      total = combined;
    });
    return total;
  }

  /** Index terms a query word matches, with the factor of the kind of match. */
  private matchingTerms(word: string, isLastWord: boolean): Map<string, number> {
    const matches = new Map<string, number>();
    if (this.postings.has(word)) matches.set(word, 1);
    if (isLastWord) {
      for (let index = lowerBound(this.sortedTerms, word); index < this.sortedTerms.length; index++) {
        const term = this.sortedTerms[index]!;
        if (!term.startsWith(word)) break;
        if (!matches.has(term)) matches.set(term, PREFIX_FACTOR);
      }
    }
    if ([...word].length >= TYPO_MIN_LENGTH) {
      for (const term of this.sortedTerms) {
        if (!matches.has(term) && withinOneEdit(term, word)) matches.set(term, TYPO_FACTOR);
      }
    }
    return matches;
  }

  // ───────────── building ─────────────

  private addDocuments(snapshot: CatalogueSnapshot, now: Date): void {
    const priceOf = new Map(snapshot.prices.map((row) => [row.productCode, row.valueFils]));
    const discountsOf = groupByProduct(snapshot.discounts);
    const categoriesOf = groupByProduct([...snapshot.productCategories].sort((a, b) => a.position - b.position));
    const featuresOf = groupByProduct(snapshot.facetFeatures);
    const variantsOf = new Map<string, CatalogueSnapshot["products"]>();
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

    const effectivePrice = (code: string): number | undefined => {
      const gross = priceOf.get(code);
      if (gross === undefined) return undefined;
      let fils = gross;
      for (const discount of discountsOf.get(code) ?? []) {
        for (const boundary of [discount.startsAt, discount.endsAt]) {
          if (boundary && boundary > now) this.validUntil = Math.min(this.validUntil, boundary.getTime());
        }
        if ((!discount.startsAt || discount.startsAt <= now) && (!discount.endsAt || discount.endsAt > now))
          fils = applyDiscount(fils, discount);
      }
      return fils;
    };

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
      const priced = members
        .map((member) => ({ member, fils: effectivePrice(member.code) }))
        .filter((entry): entry is { member: typeof product; fils: number } => entry.fils !== undefined);
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
      // The tile shows (and sorts by) the price of the variant a shopper lands on: the first enabled one.
      const priceFils =
        priced.find((entry) => entry.member === members[0])?.fils ?? Math.min(...priced.map((entry) => entry.fils));

      const values = new Map<string, string[]>([
        ["allCategories", [...categoryCodes, ...ancestors]],
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

      const document: SearchDocument = {
        code: product.code,
        name: product.name,
        position: product.position,
        rating: product.averageRating ?? -1,
        reviews: product.numberOfReviews,
        priceFils,
        values,
      };
      const index = this.documents.push(document) - 1;
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
        );
    }
  }

  private addFeatureValue(feature: CatalogueSnapshot["facetFeatures"][number]): void {
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

  private addText(document: number, text: Localized | null | undefined, weight: number): void {
    if (!text) return;
    // Text missing in Arabic is shown in English there, so it then counts fully for Arabic queries too.
    const english: Weights = [weight, text.ar ? weight * OTHER_LANGUAGE_FACTOR : weight];
    this.addTerms(document, text.en, english);
    if (text.ar) this.addTerms(document, text.ar, [weight * OTHER_LANGUAGE_FACTOR, weight]);
  }

  private addTerms(document: number, text: string, weights: Weights): void {
    // Catalogue copy repeats a lot (brand and category names, generated summaries): fold each text once.
    let terms = this.termsOfText.get(text);
    if (!terms) {
      terms = [...new Set(searchTerms(text))];
      this.termsOfText.set(text, terms);
    }
    for (const term of terms) {
      let posting = this.postings.get(term);
      if (!posting) {
        posting = { documents: [], weights: { en: [], ar: [] } };
        this.postings.set(term, posting);
      }
      const last = posting.documents.length - 1;
      if (posting.documents[last] === document) {
        posting.weights.en[last] = Math.max(posting.weights.en[last]!, weights[0]);
        posting.weights.ar[last] = Math.max(posting.weights.ar[last]!, weights[1]);
      } else {
        posting.documents.push(document);
        posting.weights.en.push(weights[0]);
        posting.weights.ar.push(weights[1]);
      }
    }
  }
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
