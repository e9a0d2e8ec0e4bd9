/**
 * Collects the seed's pictures as `medias` rows, content-addressed: the code is a short hash of the SVG, so a
 * drawing used by many products (every size of a cup shares its pictures) is stored once.
 */
import { createHash } from "node:crypto";
import type { Localized, medias } from "@dukkan/api/tables";

export type MediaRow = typeof medias.$inferInsert;

/** 16 hex characters of SHA-256: collision-free for any realistic catalogue and short in URLs. */
export function mediaCode(svg: string): string {
  return createHash("sha256").update(svg).digest("hex").slice(0, 16);
}

/** The URL a CMS component or navigation node links the media with (the API serves /medias/{code}). */
export const mediaPath = (code: string) => `/medias/${code}`;

function svgSize(svg: string): { width: number; height: number } {
  const match = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  return { width: Number(match?.[1] ?? 800), height: Number(match?.[2] ?? 800) };
}

export class MediaLibrary {
  private readonly rows = new Map<string, MediaRow>();

  /** Stores the SVG (once) and answers its media code. The first alt text given for a picture is kept. */
  addSvg(svg: string, altText?: Localized): string {
    const code = mediaCode(svg);
    if (!this.rows.has(code)) {
      this.rows.set(code, {
        code,
        mime: "image/svg+xml",
        contentBase64: Buffer.from(svg, "utf8").toString("base64"),
        altText: altText ?? null,
        ...svgSize(svg),
      });
    }
    return code;
  }

  all(): MediaRow[] {
    return [...this.rows.values()];
  }

  get size(): number {
    return this.rows.size;
  }
}
