import type { Language } from "@dukkan/occ";
import { mediaUrl } from "../media/media-url.js";

/** The media URL of a product's QR code in a language (the product view's qrCodeImageUrl; see qr-routes.ts). */
export function qrCodeImageUrl(mediaBaseUrl: string, productCode: string, language: Language): string {
  return mediaUrl(mediaBaseUrl, `qrcode~${language}~${productCode}`);
}
