/**
 * How the storefront hands on a file it fetched from the API with the customer's token (decision 0042): shown in
 * the browser's own viewer for PDFs and pictures (account spec §7 'the preview list'), downloaded under its name
 * otherwise. Files come from staff and other systems, and they are served from the shop's origin, so nothing that
 * a browser would run (HTML, SVG, scripts) is ever shown inline.
 */

/** Types a new tab shows: the spec's preview list, without SVG (it can carry scripts). */
export const PREVIEW_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"] as const;

export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

export const isPreviewable = (contentType: string | null | undefined) =>
  (PREVIEW_TYPES as readonly string[]).includes(mediaTypeOf(contentType));

/** A file name as an ASCII fallback: quotes, backslashes, controls and non-ASCII become underscores. */
function asciiFileName(fileName: string): string {
  return fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
}

/** `Content-Disposition` with the name in both forms (RFC 6266: filename* for Arabic names). */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const name = fileName.trim() || "file";
  return `${kind}; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The headers of a relayed file: inline only for the preview types, never sniffed, never cached. */
export function relayedFileHeaders(upstreamType: string | null, fileName: string): Record<string, string> {
  const preview = isPreviewable(upstreamType);
  return {
    "Content-Type": preview ? mediaTypeOf(upstreamType) : "application/octet-stream",
    "Content-Disposition": contentDisposition(preview ? "inline" : "attachment", fileName),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "private, no-store",
  };
}
