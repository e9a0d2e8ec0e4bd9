/**
 * The catalogue read path: product aggregates and rendered product JSON cached per process.
 *
 * - Records (DB aggregates) are cached by code, unknown codes included, so a hot product costs no query.
 * - Rendered JSON is cached by (code, language, fields) until the view's `validUntil` (discount windows,
 *   future-stock dates), so a repeated request is a map lookup.
 * - When the catalogue change log has new rows (read at most once per interval) rendered JSON is dropped, and the records
 *   of the changed products (recordProductChanges) or all of them (bumpCatalogVersion). Every catalogue write,
 *   stock changes included, must call one of the two.
 * - Each product's `potentialPromotions` come from the ProductPromotionSource; when the promotions change, rendered
 *   JSON is dropped too (decision 0019).
 */
import type { Language } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import type { CatalogVersionWatcher } from "../cache/catalog-version.js";
import { LruCache } from "../cache/lru.js";
import { unknownIdentifier } from "../occ/errors.js";
import { pruneToSelection, type FieldSelection } from "../occ/fields.js";
import type { ParsedFields } from "../occ/params.js";
import { productShape } from "./product-fields.js";
import { loadCategoryTree, loadProductRecords, type ProductRecord } from "./product-repository.js";
import { buildProductView } from "./product-view.js";
import { potentialPromotionsOf, type ProductPromotionSource } from "../promotions/product-promotions.js";

export interface ProductCatalogOptions {
  mediaBaseUrl: string;
  /** The product promotions each product announces (`potentialPromotions`). */
  promotions: ProductPromotionSource;
  /** The clock deciding which discounts are active and which stock dates are still ahead. */
  now?: () => Date;
}

interface Rendered {
  json: string;
  /** The JSON as UTF-8, made once: encoding a large (Arabic) product on every request was its biggest cost. */
  bytes: Buffer;
  validUntil: number;
}

const DEFAULT_SELECTION: FieldSelection = { level: "DEFAULT", fields: new Map() };

/**
 * Cache bounds: rendered JSON is weighed in bytes (two per UTF-16 code unit) so a large catalogue with
 * long descriptions cannot grow the process past its memory budget; records, a few kilobytes each, by count.
 */
const RENDERED_CACHE_BYTES = 16 * 1024 * 1024;
const RECORD_CACHE_ENTRIES = 2_000;

export class ProductCatalog {
  private readonly records = new LruCache<string, ProductRecord | null>(RECORD_CACHE_ENTRIES);
  private readonly rendered = new LruCache<string, Rendered>(
    RENDERED_CACHE_BYTES,
    (entry) => entry.json.length * 2 + entry.bytes.length,
  );
  private categoryTree: { version: number; tree: ReturnType<typeof loadCategoryTree> } | undefined;
  private readonly now: () => Date;
  private renderedGeneration = 0;

  constructor(
    private readonly db: Database,
    private readonly watcher: CatalogVersionWatcher,
    private readonly options: ProductCatalogOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    options.promotions.onChange(() => {
      this.rendered.clear();
      this.renderedGeneration++;
    });
    watcher.onChange((change) => {
      this.rendered.clear();
      this.renderedGeneration++;
      if (change.kind === "products") {
        this.forgetRecords(change.codes);
        return;
      }
      this.records.clear();
      this.categoryTree = undefined;
    });
  }

  /** The product's JSON as UTF-8; 400 UnknownIdentifierError when no product has this code (disabled ones answer). */
  async productJson(code: string, language: Language, fields?: ParsedFields): Promise<Buffer> {
    const bytes = (await this.render([code], language, fields)).get(code)?.bytes;
    if (bytes === undefined) throw unknownIdentifier("product", code, `Product with code '${code}' not found!`);
    return bytes;
  }

  /** `{"products":[…]}` for the known codes, in the order asked; unknown codes are skipped. */
  async productListJson(codes: readonly string[], language: Language, fields?: ParsedFields): Promise<string> {
    return `{"products":[${(await this.productJsons(codes, language, fields)).join(",")}]}`;
  }

  /** Each known product's JSON, in the order asked; unknown codes are skipped (search results embed these). */
  async productJsons(codes: readonly string[], language: Language, fields?: ParsedFields): Promise<string[]> {
    return (await this.productJsonsWithValidity(codes, language, fields)).jsons;
  }

  /**
   * productJsons plus how long they stay true, for callers caching responses built from them: until
   * `validUntil` (ms) and while `generation` equals `renderedGeneration` (it moves on every catalogue change).
   */
  async productJsonsWithValidity(
    codes: readonly string[],
    language: Language,
    fields?: ParsedFields,
  ): Promise<{ jsons: string[]; validUntil: number; generation: number }> {
    const generation = this.renderedGeneration;
    const rendered = await this.render(codes, language, fields);
    const jsons: string[] = [];
    let validUntil = Number.POSITIVE_INFINITY;
    for (const code of codes) {
      const entry = rendered.get(code);
      if (!entry) continue;
      jsons.push(entry.json);
      validUntil = Math.min(validUntil, entry.validUntil);
    }
    return { jsons, validUntil, generation };
  }

  /** Moves on whenever rendered product JSON may have changed. */
  get generation(): number {
    return this.renderedGeneration;
  }

  private async render(
    codes: readonly string[],
    language: Language,
    fields?: ParsedFields,
  ): Promise<Map<string, Rendered>> {
    const generation = this.renderedGeneration;
    const [version, promotionRules] = await Promise.all([this.watcher.current(), this.options.promotions.current()]);
    const now = this.now();
    const result = new Map<string, Rendered>();
    const missing: string[] = [];
    for (const code of codes) {
      const hit = this.rendered.get(renderKey(code, language, fields));
      if (hit && hit.validUntil > now.getTime()) result.set(code, hit);
      else missing.push(code);
    }
    if (missing.length === 0) return result;

    const [records, tree] = await Promise.all([this.recordsWithFamilies(missing, version), this.tree(version)]);
    const selection = fields?.selection ?? DEFAULT_SELECTION;
    for (const code of missing) {
      const record = records.get(code);
      if (!record) continue;
      const family = familyOf(record, records);
      const view = buildProductView(record, {
        language,
        now,
        mediaBaseUrl: this.options.mediaBaseUrl,
        categories: tree.categories,
        brands: tree.brands,
        records: family,
      });
      const base = record.product.baseProductCode ? family.get(record.product.baseProductCode) : undefined;
      const potential = potentialPromotionsOf(
        promotionRules,
        { record, base, categories: tree.categories },
        language,
        now,
      );
      if (potential.promotions.length > 0) view.product.potentialPromotions = potential.promotions;
      const json = JSON.stringify(pruneToSelection(view.product, selection, productShape));
      const rendered = {
        json,
        bytes: Buffer.from(json),
        validUntil: Math.min(view.validUntil, potential.validUntil),
      };
      if (this.watcher.version === version && this.renderedGeneration === generation) {
        this.rendered.set(renderKey(code, language, fields), rendered);
      }
      result.set(code, rendered);
    }
    return result;
  }

  /**
   * Drops the records of changed products and of the base products around them (a base record lists its
   * variants). A code not cached may be a new variant of a cached base, so bases are then all dropped.
   */
  private forgetRecords(codes: ReadonlySet<string>): void {
    const allBases = [...codes].some((code) => this.records.get(code) === undefined);
    const stale: string[] = [];
    for (const [code, record] of this.records.entriesOldestFirst()) {
      const related =
        codes.has(code) ||
        (record !== null &&
          ((record.product.baseProductCode !== null && codes.has(record.product.baseProductCode)) ||
            record.variantCodes.some((variant) => codes.has(variant)) ||
            (allBases && record.product.kind === "BASE")));
      if (related) stale.push(code);
    }
    for (const code of stale) this.records.delete(code);
  }

  private tree(version: number): ReturnType<typeof loadCategoryTree> {
    if (this.categoryTree?.version !== version) {
      const tree = loadCategoryTree(this.db);
      this.categoryTree = { version, tree };
      tree.catch(() => {
        if (this.categoryTree?.tree === tree) this.categoryTree = undefined;
      });
    }
    return this.categoryTree.tree;
  }

  /** Records of the codes plus their base products and sibling variants (for baseOptions / variantOptions). */
  private async recordsWithFamilies(codes: readonly string[], version: number): Promise<Map<string, ProductRecord>> {
    const all = await this.recordsFor(codes, version);
    const bases = new Set<string>();
    for (const record of all.values()) {
      if (record.product.kind === "VARIANT" && record.product.baseProductCode)
        bases.add(record.product.baseProductCode);
    }
    for (const [code, record] of await this.recordsFor(
      [...bases].filter((code) => !all.has(code)),
      version,
    ))
      all.set(code, record);
    const variants = new Set<string>();
    for (const record of all.values()) for (const code of record.variantCodes) if (!all.has(code)) variants.add(code);
    for (const [code, record] of await this.recordsFor([...variants], version)) all.set(code, record);
    return all;
  }

  private async recordsFor(codes: readonly string[], version: number): Promise<Map<string, ProductRecord>> {
    const found = new Map<string, ProductRecord>();
    const missing: string[] = [];
    for (const code of new Set(codes)) {
      const cached = this.records.get(code);
      if (cached === undefined) missing.push(code);
      else if (cached) found.set(code, cached);
    }
    if (missing.length === 0) return found;
    const loaded = await loadProductRecords(this.db, missing);
    const current = this.watcher.version === version;
    for (const code of missing) {
      const record = loaded.get(code) ?? null;
      if (current) this.records.set(code, record);
      if (record) found.set(code, record);
    }
    return found;
  }
}

function renderKey(code: string, language: Language, fields: ParsedFields | undefined): string {
  return `${code}\n${language}\n${fields?.text ?? ""}`;
}

/** The base product and variants related to a record, looked up in the loaded records. */
function familyOf(record: ProductRecord, records: ReadonlyMap<string, ProductRecord>): Map<string, ProductRecord> {
  const family = new Map<string, ProductRecord>();
  const base =
    record.product.kind === "VARIANT" && record.product.baseProductCode
      ? records.get(record.product.baseProductCode)
      : record;
  if (!base) return family;
  if (base !== record) family.set(base.product.code, base);
  for (const code of base.variantCodes) {
    const variant = records.get(code);
    if (variant) family.set(code, variant);
  }
  return family;
}
