/**
 * The listing JSON of tiles, rendered in both languages when first shown and kept compressed (a 3 KB tile keeps
 * ~0.8 KB), so a search page is assembled without a database read or rendering for tiles shown before: each of
 * its tiles is inflated (microseconds) and the whole page compressed once, which makes a 3–6 KB gzip answer where
 * concatenating the tiles' own deflate streams made 15–25 KB (decision 0013).
 *
 * Tiles are rendered by the catalogue's own view (buildProductView with the listing field set), from the records
 * of the tile and its variants, so a search tile says exactly what the product endpoints say.
 */
import { constants, createDeflateRaw, inflateRawSync } from "node:zlib";
import type { Language } from "@dukkan/occ";
import { loadProductRecords, type ProductRecord } from "../catalog/product-repository.js";
import { productShape } from "../catalog/product-fields.js";
import { buildProductView, type ViewContext } from "../catalog/product-view.js";
import { LruCache } from "../cache/lru.js";
import { pruneToSelection, type FieldSelection } from "../occ/fields.js";

/** UTF-8 JSON compressed into a raw deflate stream flushed to a byte boundary (no final block). */
export type DeflatedJson = Buffer;

/** A stored (uncompressed) deflate block holding ",": byte-aligned header 0, LEN 1 and its complement. */
const STORED_COMMA = Buffer.from([0x00, 0x01, 0x00, 0xfe, 0xff, 0x2c]);

/**
 * The tiles' JSON joined by commas, as UTF-8 bytes. Each tile is a byte-aligned deflate stream without a final
 * block, so the tiles with stored commas between them make one stream: inflated in one call, not one per tile.
 */
export function inflateTiles(tiles: readonly DeflatedJson[]): Buffer {
  const parts: Buffer[] = [];
  tiles.forEach((tile, at) => {
    if (at > 0) parts.push(STORED_COMMA);
    parts.push(tile);
  });
  return inflateRawSync(Buffer.concat(parts), { finishFlush: constants.Z_SYNC_FLUSH });
}

export interface TileJson {
  en: DeflatedJson;
  ar: DeflatedJson;
  /** When the rendering stops being true (a discount window or a future stock date). */
  validUntil: number;
}

export type TileContext = Pick<ViewContext, "now" | "mediaBaseUrl" | "categories" | "brands">;

/**
 * Compresses many JSON texts, each on its own, through one deflate stream: a full flush after each ends it on a
 * byte boundary and forgets what came before (so no text refers back into another). One stream for all saves
 * the ~0.1 ms of setting one up per text. The results share one buffer of their exact total size (small buffers
 * would otherwise share pool slabs with garbage and keep it alive).
 */
async function deflateEach(jsons: readonly string[]): Promise<DeflatedJson[]> {
  const stream = createDeflateRaw();
  let chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  const parts: Buffer[][] = [];
  try {
    for (const json of jsons) {
      const raw = Buffer.from(json);
      stream.write(raw);
      await new Promise<void>((resolve) => stream.flush(constants.Z_FULL_FLUSH, resolve));
      parts.push(chunks);
      chunks = [];
    }
  } finally {
    stream.close();
  }
  const arena = Buffer.allocUnsafeSlow(
    parts.reduce((sum, part) => part.reduce((size, chunk) => size + chunk.length, sum), 0),
  );
  let offset = 0;
  return parts.map((part) => {
    const start = offset;
    for (const chunk of part) offset += chunk.copy(arena, offset);
    return arena.subarray(start, offset);
  });
}

/** Per tile kept: its two compressed JSONs' bytes plus about this much for the objects around them. */
const TILE_OVERHEAD_BYTES = 400;

/**
 * Listing JSON of tiles, both languages, kept while valid (`validUntil`) and while the index does not replace
 * them (`drop`), in a cache bounded by bytes: the tiles shoppers are shown, not the whole catalogue.
 */
export class TileJsons {
  private readonly tiles: LruCache<string, TileJson>;

  constructor(bytes: number) {
    this.tiles = new LruCache(bytes, (tile) => tile.en.length + tile.ar.length + TILE_OVERHEAD_BYTES);
  }

  get(code: string, language: Language, now: Date): { json: DeflatedJson; validUntil: number } | undefined {
    const tile = this.tiles.get(code);
    if (!tile || tile.validUntil <= now.getTime()) return undefined;
    return { json: tile[language], validUntil: tile.validUntil };
  }

  add(rendered: ReadonlyMap<string, TileJson>): void {
    for (const [code, tile] of rendered) this.tiles.set(code, tile);
  }

  drop(codes: Iterable<string>): void {
    for (const code of codes) this.tiles.delete(code);
  }

  clear(): void {
    this.tiles.clear();
  }
}

/** Loads and renders these tiles in both languages (codes the database does not know are skipped). */
export async function renderTiles(
  db: Parameters<typeof loadProductRecords>[0],
  codes: readonly string[],
  selection: FieldSelection,
  context: TileContext,
): Promise<Map<string, TileJson>> {
  const rendered = new Map<string, TileJson>();
  if (codes.length === 0) return rendered;
  const records = await loadProductRecords(db, codes);
  const variantCodes = [...records.values()].flatMap((record) => record.variantCodes).filter((c) => !records.has(c));
  for (const [code, record] of await loadProductRecords(db, variantCodes)) records.set(code, record);
  const views: { code: string; jsons: [string, string]; validUntil: number }[] = [];
  for (const code of codes) {
    const record = records.get(code);
    if (!record) continue;
    const family = new Map<string, ProductRecord>();
    for (const variant of record.variantCodes) {
      const found = records.get(variant);
      if (found) family.set(variant, found);
    }
    const en = buildProductView(record, { ...context, language: "en", records: family });
    const ar = buildProductView(record, { ...context, language: "ar", records: family });
    views.push({
      code,
      jsons: [en, ar].map((view) => JSON.stringify(pruneToSelection(view.product, selection, productShape))) as [
        string,
        string,
      ],
      validUntil: Math.min(en.validUntil, ar.validUntil),
    });
  }
  const deflated = await deflateEach(views.flatMap((view) => view.jsons));
  views.forEach((view, at) =>
    rendered.set(view.code, { en: deflated[2 * at]!, ar: deflated[2 * at + 1]!, validUntil: view.validUntil }),
  );
  return rendered;
}
