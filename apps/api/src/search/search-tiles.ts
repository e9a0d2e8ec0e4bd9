/**
 * What listing tiles are rendered from, held by the search process for every tile it lists: each tile family's
 * listing records (the tile and its variants, without what no listing field shows: long copy, SEO texts,
 * specifications, categories), as JSON compressed with a dictionary shared by the whole catalogue (~0.4 KB a
 * family instead of ~2.4 KB). A search page's tiles are rendered from them by the catalogue's own view
 * (buildProductView with the listing field set), so they say exactly what the product endpoints say, and no page
 * waits for the database (decision 0013).
 *
 * The records are read with the index (whole catalogue at build, changed families with the change log); a page is
 * rendered at the time it is asked for, so discount windows and future-stock dates hold as on the product page.
 */
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { LANGUAGES, type Language } from "@dukkan/occ";
import { loadProductRecords, type ProductRecord, type ProductRow } from "../catalog/product-repository.js";
import { productShape } from "../catalog/product-fields.js";
import { LruCache } from "../cache/lru.js";
import { buildProductView, type ViewContext } from "../catalog/product-view.js";
import { pruneToSelection, type FieldSelection } from "../occ/fields.js";

export type TileContext = Pick<ViewContext, "now" | "mediaBaseUrl" | "categories" | "brands">;

/**
 * A listing record as kept (JSON): discount dates as milliseconds, without the row's timestamps, categories and
 * features (the index has those).
 */
interface KeptRecord extends Omit<ProductRecord, "product" | "discounts" | "categoryCodes" | "features"> {
  product: Omit<ProductRow, "createdAt" | "updatedAt">;
  discounts: (Omit<ProductRecord["discounts"][number], "startsAt" | "endsAt"> & {
    startsAt: number | null;
    endsAt: number | null;
  })[];
}

/** A tile's records: the tile first, then the variants it lists. */
export type TileFamily = ProductRecord[];

/** A tile's listing JSON in one language, and when it stops being true (ms since epoch). */
export interface RenderedTile {
  json: string;
  validUntil: number;
}

/**
 * Rendered tiles kept, counted as UTF-16 (~4–7 KB a tile): a tile recurs across searches (a popular cup is on the
 * pages of many words, filters and sorts), and rendering is ~40% of a search that misses every other cache.
 */
const RENDERED_TILE_BYTES = 8 * 1024 * 1024;

/** How much sample JSON the shared dictionary is made of (deflate looks back at most 32 KB). */
const DICTIONARY_BYTES = 32 * 1024;
const DICTIONARY_SAMPLES = 64;
const EPOCH = new Date(0);
/**
 * zlib's output buffer per call: a call's result is a slice of it, so its size (16 KB by default) is what every
 * deflated family briefly holds and what every rendered tile leaves behind; a family is ~0.4 KB deflated and
 * ~2.4 KB inflated (bigger ones take more buffers).
 */
const DEFLATE_CHUNK_BYTES = 1024;
const INFLATE_CHUNK_BYTES = 4096;
/**
 * Listing records (no long copy or specifications: a fraction of a product's bytes), with the categories and facet
 * features the index needs; those two are not kept (no listing field shows them).
 */
const LISTING = { listing: true, searchFacets: true } as const;

/**
 * Loads the records of these tiles and their variants (codes the database does not know are skipped): what the
 * index is built from (catalogueProductsOf) and its tiles rendered from, in one read.
 */
export async function loadTileFamilies(
  db: Parameters<typeof loadProductRecords>[0],
  codes: readonly string[],
): Promise<Map<string, TileFamily>> {
  const families = new Map<string, TileFamily>();
  if (codes.length === 0) return families;
  const records = await loadProductRecords(db, codes, LISTING);
  const variantCodes = [...records.values()].flatMap((record) => record.variantCodes).filter((c) => !records.has(c));
  for (const [code, record] of await loadProductRecords(db, variantCodes, LISTING)) records.set(code, record);
  for (const code of codes) {
    const record = records.get(code);
    if (!record) continue;
    const variants = record.variantCodes.map((variant) => records.get(variant)).filter((found) => found !== undefined);
    families.set(code, [record, ...variants]);
  }
  return families;
}

/**
 * The kept records of the tiles an index lists, each family compressed on its own (a page inflates only its
 * tiles) against a dictionary of sample families taken from the first batch added.
 */
export class TileRecords {
  private readonly families = new Map<string, Buffer>();
  private dictionary: Buffer | undefined;
  /** Language and code → the tile as last rendered. */
  private readonly rendered = new LruCache<string, RenderedTile>(RENDERED_TILE_BYTES, (tile) => tile.json.length * 2);

  /** `selection`: the listing fields the tiles are rendered with. */
  constructor(private readonly selection: FieldSelection) {}

  /** Keeps these families (replacing what was kept for them), as one memory block per batch. */
  add(families: ReadonlyMap<string, TileFamily>): void {
    if (families.size === 0) return;
    const jsons = [...families.values()].map((family) => JSON.stringify(family.map(keptRecord)));
    this.dictionary ??= dictionaryOf(jsons);
    const dictionary = this.dictionary;
    const deflated = jsons.map((json) => deflateRawSync(json, { dictionary, chunkSize: DEFLATE_CHUNK_BYTES }));
    // One block of the exact size: small buffers would otherwise share pool slabs with garbage and keep it alive.
    const block = Buffer.allocUnsafeSlow(deflated.reduce((size, bytes) => size + bytes.length, 0));
    let offset = 0;
    [...families.keys()].forEach((code, at) => {
      const start = offset;
      offset += deflated[at]!.copy(block, offset);
      this.families.set(code, block.subarray(start, offset));
    });
  }

  drop(codes: Iterable<string>): void {
    for (const code of codes) {
      this.families.delete(code);
      for (const language of LANGUAGES) this.rendered.delete(renderedKey(code, language));
    }
  }

  has(code: string): boolean {
    return this.families.has(code);
  }

  /** The tile's listing JSON in this language and when it stops being true, or undefined when not kept. */
  render(code: string, language: Language, context: TileContext): RenderedTile | undefined {
    const key = renderedKey(code, language);
    const kept = this.rendered.get(key);
    if (kept && context.now.getTime() < kept.validUntil) return kept;
    const tile = this.renderAnew(code, language, context);
    if (tile) this.rendered.set(key, tile);
    return tile;
  }

  private renderAnew(code: string, language: Language, context: TileContext): RenderedTile | undefined {
    const deflated = this.families.get(code);
    if (!deflated) return undefined;
    const kept = JSON.parse(
      inflateRawSync(deflated, { dictionary: this.dictionary, chunkSize: INFLATE_CHUNK_BYTES }).toString("utf8"),
    ) as KeptRecord[];
    const [tile, ...variants] = kept.map(productRecord);
    const records = new Map(variants.map((variant) => [variant.product.code, variant]));
    const view = buildProductView(tile!, { ...context, language, records });
    return {
      json: JSON.stringify(pruneToSelection(view.product, this.selection, productShape)),
      validUntil: view.validUntil,
    };
  }
}

const renderedKey = (code: string, language: Language) => `${language}\n${code}`;

function keptRecord(record: ProductRecord): KeptRecord {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...product } = record.product;
  const { categoryCodes: _categoryCodes, features: _features, ...kept } = record;
  return {
    ...kept,
    product,
    discounts: record.discounts.map((discount) => ({
      ...discount,
      startsAt: discount.startsAt?.getTime() ?? null,
      endsAt: discount.endsAt?.getTime() ?? null,
    })),
  };
}

function productRecord(kept: KeptRecord): ProductRecord {
  return {
    ...kept,
    categoryCodes: [],
    features: [],
    product: { ...kept.product, createdAt: EPOCH, updatedAt: EPOCH },
    discounts: kept.discounts.map((discount) => ({
      ...discount,
      startsAt: discount.startsAt === null ? null : new Date(discount.startsAt),
      endsAt: discount.endsAt === null ? null : new Date(discount.endsAt),
    })),
  };
}

/** Sample families spread over the batch, the last DICTIONARY_BYTES of them (deflate prefers near matches). */
function dictionaryOf(jsons: readonly string[]): Buffer {
  const step = Math.max(1, Math.floor(jsons.length / DICTIONARY_SAMPLES));
  const samples: string[] = [];
  for (let at = 0; at < jsons.length && samples.length < DICTIONARY_SAMPLES; at += step) samples.push(jsons[at]!);
  const joined = Buffer.from(samples.join(""));
  return Buffer.from(joined.subarray(Math.max(0, joined.length - DICTIONARY_BYTES)));
}
