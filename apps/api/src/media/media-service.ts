/**
 * Stored media (product drawings, banners, logos) served by code. Decoded bytes are cached per process
 * within a byte budget; SVG drawings are given the pixel size of the requested image format.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { medias } from "../db/tables.js";
import type { CatalogVersionWatcher } from "../cache/catalog-version.js";

/** Display width of each OCC image format, in CSS pixels. */
export const FORMAT_WIDTHS = { cartIcon: 65, thumbnail: 96, product: 300, zoom: 1200 } as const;
export const MEDIA_FORMATS = ["cartIcon", "thumbnail", "product", "zoom", "zoomVideo"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export interface MediaContent {
  mime: string;
  body: Buffer;
  /** Strong validator of these exact bytes. */
  etag: string;
}

const CACHE_BUDGET_BYTES = 32 * 1024 * 1024;

/** Sets width and height on the root <svg> for the format, keeping the drawing's aspect ratio. */
export function sizeSvg(svg: string, width: number): string {
  const root = /<svg\b[^>]*>/i.exec(svg);
  if (!root) return svg;
  const tag = root[0];
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(["'])([^"']*)\\1`, "i").exec(tag)?.[2];
  const numbers = (attribute("viewBox") ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  let ratio: number | undefined;
  let viewBox = "";
  if (numbers.length === 4 && numbers.every(Number.isFinite) && numbers[2]! > 0 && numbers[3]! > 0) {
    ratio = numbers[3]! / numbers[2]!;
  } else {
    const w = Number.parseFloat(attribute("width") ?? "");
    const h = Number.parseFloat(attribute("height") ?? "");
    if (!(w > 0 && h > 0)) return svg;
    ratio = h / w;
    viewBox = ` viewBox="0 0 ${w} ${h}"`;
  }
  const height = Math.round(width * ratio);
  const sized = tag
    .replace(/\s(width|height)\s*=\s*(["'])[^"']*\2/gi, "")
    .replace(/^<svg\b/i, `<svg width="${width}" height="${height}"${viewBox}`);
  return svg.slice(0, root.index) + sized + svg.slice(root.index + tag.length);
}

export class MediaService {
  private readonly cache = new Map<string, MediaContent | null>();
  private cachedBytes = 0;

  constructor(
    private readonly db: Database,
    private readonly watcher: CatalogVersionWatcher,
  ) {
    watcher.onChange(() => this.clear());
  }

  /** The media's bytes in the requested format, or undefined when no media has this code. */
  async get(code: string, format: MediaFormat | undefined): Promise<MediaContent | undefined> {
    await this.watcher.current();
    const key = `${code}\n${format ?? ""}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached ?? undefined;
    const rows = await this.db
      .select({ mime: medias.mime, contentBase64: medias.contentBase64 })
      .from(medias)
      .where(eq(medias.code, code));
    const row = rows[0];
    let content: MediaContent | null = null;
    if (row) {
      let body = Buffer.from(row.contentBase64, "base64");
      const width = format && format !== "zoomVideo" ? FORMAT_WIDTHS[format] : undefined;
      if (width && row.mime === "image/svg+xml") body = Buffer.from(sizeSvg(body.toString("utf8"), width), "utf8");
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
      content = { mime: row.mime, body, etag };
    }
    this.remember(key, content);
    return content ?? undefined;
  }

  private remember(key: string, content: MediaContent | null): void {
    const size = content?.body.length ?? 0;
    if (size > CACHE_BUDGET_BYTES / 8) return;
    if (this.cachedBytes + size > CACHE_BUDGET_BYTES || this.cache.size > 20_000) this.clear();
    this.cache.set(key, content);
    this.cachedBytes += size;
  }

  private clear(): void {
    this.cache.clear();
    this.cachedBytes = 0;
  }
}
