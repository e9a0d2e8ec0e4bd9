/**
 * The recommendation arithmetic, free of I/O so it is tested directly: from the catalogue and the shop's
 * baskets (the products of each order) it ranks, for every product family,
 *
 * - SIMILAR (the product page's 'recommended'): shared categories weigh 3 each, the same department 1, the
 *   same brand 2; the product's rating breaks ties;
 * - CROSSELLING ('frequently bought'): how many baskets held both products; until the shop has orders (cold
 *   start) and to fill short lists, products from the same department but another category (cups → lids,
 *   not cups → other cups), the same brand first;
 * - HOME: the products in the most baskets, topped up with the best-rated products, at most two per department.
 *
 * A family is what a shopper sees as one tile: a standard product, a kit, or a base product with its variants
 * (variants count as their base product, so 'the 500 ml container' and 'the 750 ml one' are one family).
 */
export interface CatalogueProduct {
  code: string;
  kind: "STANDARD" | "BASE" | "VARIANT" | "KIT";
  baseProductCode: string | null;
  brandCode: string | null;
  disabled: boolean;
  averageRating: number | null;
  numberOfReviews: number;
}

export interface CatalogueInput {
  products: CatalogueProduct[];
  /** Products that have a price (unpriced products are never recommended). */
  pricedCodes: ReadonlySet<string>;
  productCategories: { productCode: string; categoryCode: string }[];
  categories: { code: string; parentCode: string | null }[];
}

export interface Ranked {
  code: string;
  score: number;
}

export interface Recommendations {
  similar: Map<string, Ranked[]>;
  crossSelling: Map<string, Ranked[]>;
  home: Ranked[];
}

export const LIST_LENGTH = 12;
/** Candidates looked at per category or brand bucket (the best-rated first), so big catalogues stay fast. */
const BUCKET_LIMIT = 300;
const HOME_PER_DEPARTMENT = 2;
const CO_PURCHASE_WEIGHT = 10;

interface Family {
  code: string;
  brandCode: string | null;
  categories: Set<string>;
  departments: Set<string>;
  /** 0…1: the rating, trusted more the more reviews it has. */
  quality: number;
}

function topLevel(code: string, parents: Map<string, string | null>): string {
  let current = code;
  for (let depth = 0; depth < 20; depth += 1) {
    const parent = parents.get(current);
    if (!parent) return current;
    current = parent;
  }
  return current;
}

/** The recommendable families: enabled, not a variant, and priced (a base product through an enabled variant). */
function familiesOf(input: CatalogueInput): Map<string, Family> {
  const parents = new Map(input.categories.map((category) => [category.code, category.parentCode]));
  const byCode = new Map(input.products.map((product) => [product.code, product]));
  const familyOf = (product: CatalogueProduct) =>
    product.kind === "VARIANT" && product.baseProductCode ? product.baseProductCode : product.code;

  const priced = new Set<string>();
  for (const product of input.products) {
    if (!product.disabled && input.pricedCodes.has(product.code)) priced.add(familyOf(product));
  }
  const families = new Map<string, Family>();
  for (const product of input.products) {
    if (product.kind === "VARIANT" || product.disabled || !priced.has(product.code)) continue;
    const reviews = Math.min(product.numberOfReviews, 50);
    families.set(product.code, {
      code: product.code,
      brandCode: product.brandCode,
      categories: new Set(),
      departments: new Set(),
      quality: ((product.averageRating ?? 0) / 5) * (reviews / 50),
    });
  }
  for (const link of input.productCategories) {
    const product = byCode.get(link.productCode);
    const family = product ? families.get(familyOf(product)) : undefined;
    if (!family) continue;
    family.categories.add(link.categoryCode);
    family.departments.add(topLevel(link.categoryCode, parents));
  }
  return families;
}

function bucket<K>(families: Iterable<Family>, keys: (family: Family) => Iterable<K>): Map<K, Family[]> {
  const buckets = new Map<K, Family[]>();
  for (const family of families) {
    for (const key of keys(family)) {
      const list = buckets.get(key) ?? [];
      list.push(family);
      buckets.set(key, list);
    }
  }
  for (const list of buckets.values()) {
    list.sort((a, b) => b.quality - a.quality || a.code.localeCompare(b.code));
    list.length = Math.min(list.length, BUCKET_LIMIT);
  }
  return buckets;
}

function shared(a: Set<string>, b: Set<string>): number {
  let count = 0;
  for (const item of a) if (b.has(item)) count += 1;
  return count;
}

const byRank = (aCode: string, aScore: number, b: Ranked) => b.score - aScore || aCode.localeCompare(b.code);

/**
 * The best `length` entries, best first (ties by code). Keeps only those while scanning: sorting every
 * candidate (up to ~900 per family) made most of the job's time on a 50 000-product catalogue.
 */
function top(scores: Map<string, number>, length = LIST_LENGTH): Ranked[] {
  const best: Ranked[] = [];
  for (const [code, score] of scores) {
    if (best.length === length && byRank(code, score, best[length - 1]!) >= 0) continue;
    let index = best.length;
    while (index > 0 && byRank(code, score, best[index - 1]!) < 0) index -= 1;
    best.splice(index, 0, { code, score });
    if (best.length > length) best.pop();
  }
  return best;
}

/** Product code → its recommendable family's code (unknown, disabled or unpriced products → undefined). */
function familyCodes(input: CatalogueInput, families: Map<string, Family>): (code: string) => string | undefined {
  const productFamily = new Map(
    input.products.map((product) => [
      product.code,
      product.kind === "VARIANT" && product.baseProductCode ? product.baseProductCode : product.code,
    ]),
  );
  return (code) => {
    const family = productFamily.get(code);
    return family && families.has(family) ? family : undefined;
  };
}

/** Co-purchase counts per family pair and the number of baskets per family. */
function coPurchases(baskets: readonly (readonly string[])[], familyCode: (code: string) => string | undefined) {
  const pairs = new Map<string, Map<string, number>>();
  const popularity = new Map<string, number>();
  for (const basket of baskets) {
    const codes = [...new Set(basket.map(familyCode).filter((code): code is string => code !== undefined))];
    for (const code of codes) popularity.set(code, (popularity.get(code) ?? 0) + 1);
    for (const a of codes) {
      const partners = pairs.get(a) ?? new Map<string, number>();
      for (const b of codes) if (a !== b) partners.set(b, (partners.get(b) ?? 0) + 1);
      pairs.set(a, partners);
    }
  }
  return { pairs, popularity };
}

export interface FamilyRecommendations {
  /** The family's code: a base product, a standard product or a kit. */
  code: string;
  /** Empty when nothing qualifies. */
  similar: Ranked[];
  crossSelling: Ranked[];
}

export interface RecommendationRanking {
  home: Ranked[];
  /**
   * Every recommendable family's lists, one family at a time, so a caller can write them as they come
   * instead of holding the whole catalogue's lists (≈ 1.2 million entries for 50 000 products).
   */
  families(): Generator<FamilyRecommendations>;
}

export function rankRecommendations(
  input: CatalogueInput,
  baskets: readonly (readonly string[])[],
): RecommendationRanking {
  const families = familiesOf(input);
  const byCategory = bucket(families.values(), (family) => family.categories);
  const byDepartment = bucket(families.values(), (family) => family.departments);
  const byBrand = bucket(families.values(), (family) => (family.brandCode ? [family.brandCode] : []));
  const { pairs, popularity } = coPurchases(baskets, familyCodes(input, families));

  function rank(family: Family): FamilyRecommendations {
    const candidates = new Set<Family>();
    for (const category of family.categories) for (const other of byCategory.get(category) ?? []) candidates.add(other);
    for (const department of family.departments)
      for (const other of byDepartment.get(department) ?? []) candidates.add(other);
    if (family.brandCode) for (const other of byBrand.get(family.brandCode) ?? []) candidates.add(other);
    candidates.delete(family);

    const similarScores = new Map<string, number>();
    const complementScores = new Map<string, number>();
    for (const other of candidates) {
      const sameCategories = shared(family.categories, other.categories);
      const sameDepartment = shared(family.departments, other.departments) > 0 ? 1 : 0;
      const sameBrand = family.brandCode !== null && family.brandCode === other.brandCode ? 2 : 0;
      const score = 3 * sameCategories + sameDepartment + sameBrand;
      if (score > 0) similarScores.set(other.code, score + other.quality / 2);
      // Complements: the same department, a different category.
      if (sameDepartment && sameCategories === 0) complementScores.set(other.code, 1 + sameBrand + other.quality / 2);
    }

    const crossScores = new Map<string, number>();
    for (const [partner, times] of pairs.get(family.code) ?? []) {
      crossScores.set(partner, CO_PURCHASE_WEIGHT * times + (families.get(partner)?.quality ?? 0));
    }
    for (const { code, score } of top(complementScores)) if (!crossScores.has(code)) crossScores.set(code, score);
    return { code: family.code, similar: top(similarScores), crossSelling: top(crossScores) };
  }

  return {
    home: homeList(families, popularity),
    *families() {
      for (const family of families.values()) yield rank(family);
    },
  };
}

/** Every family's lists at once: for small catalogues and tests (the job writes {@link rankRecommendations}' families as they come). */
export function computeRecommendations(
  input: CatalogueInput,
  baskets: readonly (readonly string[])[],
): Recommendations {
  const ranking = rankRecommendations(input, baskets);
  const similar = new Map<string, Ranked[]>();
  const crossSelling = new Map<string, Ranked[]>();
  for (const family of ranking.families()) {
    if (family.similar.length > 0) similar.set(family.code, family.similar);
    if (family.crossSelling.length > 0) crossSelling.set(family.code, family.crossSelling);
  }
  return { similar, crossSelling, home: ranking.home };
}

function homeList(families: Map<string, Family>, popularity: Map<string, number>): Ranked[] {
  const ranked = [...families.values()]
    .map((family) => ({
      family,
      score: CO_PURCHASE_WEIGHT * (popularity.get(family.code) ?? 0) + family.quality,
    }))
    .sort((a, b) => b.score - a.score || a.family.code.localeCompare(b.family.code));
  const perDepartment = new Map<string, number>();
  const home: Ranked[] = [];
  const skipped: Ranked[] = [];
  for (const { family, score } of ranked) {
    if (home.length === LIST_LENGTH) break;
    const department = [...family.departments][0] ?? "";
    const used = perDepartment.get(department) ?? 0;
    if (used >= HOME_PER_DEPARTMENT) {
      skipped.push({ code: family.code, score });
      continue;
    }
    perDepartment.set(department, used + 1);
    home.push({ code: family.code, score });
  }
  // A shop with few departments still fills the list.
  return [...home, ...skipped].slice(0, LIST_LENGTH);
}
