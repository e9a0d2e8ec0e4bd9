/**
 * Product QR codes (shopping spec §2.9 summary): an SVG QR code of the product's canonical storefront URL in
 * one language, served as a media (`/medias/qrcode~{lang}~{productCode}`) so it travels the same path as the
 * product's pictures. Drawn on request from the product's current English name, so it never goes stale.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import type { Language } from "@dukkan/occ";
import { slugify } from "../catalog/product-view.js";
import type { Database } from "../db/client.js";
import { products } from "../db/tables.js";

/** The storefront page a product's QR code opens: `/{lang}/product/{code}-{slug of the English name}`. */
export function canonicalProductUrl(storefrontUrl: string, language: Language, code: string, nameEn: string): string {
  const slug = slugify(nameEn);
  return `${storefrontUrl}/${language}/product/${slug ? `${code}-${slug}` : code}`;
}

export interface QrCodeImage {
  svg: string;
  etag: string;
  /** What the code encodes. */
  url: string;
}

export class ProductQrCodes {
  constructor(
    private readonly db: Database,
    private readonly storefrontUrl: string,
  ) {}

  /** The QR code of an enabled product's page, or undefined when there is no such product. */
  async image(productCode: string, language: Language): Promise<QrCodeImage | undefined> {
    const [product] = await this.db
      .select({ name: products.name, disabled: products.disabled })
      .from(products)
      .where(eq(products.code, productCode));
    if (!product || product.disabled) return undefined;
    const url = canonicalProductUrl(this.storefrontUrl, language, productCode, product.name.en);
    const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
    const etag = `"${createHash("sha256").update(svg).digest("base64url").slice(0, 32)}"`;
    return { svg, etag, url };
  }
}
