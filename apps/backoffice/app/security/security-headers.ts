import { randomBytes } from "node:crypto";

/** A fresh nonce per document response; only scripts carrying it may run inline. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The back office's Content-Security-Policy: our own files and the request's nonce for React Router's inline
 * hydration data; images from our own origin or data: URLs (the enrolment QR code is inline SVG markup).
 */
export function contentSecurityPolicy(nonce: string, { development = false } = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": development ? ["'self'", "ws:"] : ["'self'"],
    "frame-src": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Sets the security headers of a document response. Staff pages are never cached and never framed. */
export function applySecurityHeaders(
  headers: Headers,
  nonce: string,
  options: { development?: boolean; env?: NodeJS.ProcessEnv } = {},
): void {
  const env = options.env ?? process.env;
  if (env.NODE_ENV === "production" && env.PUBLIC_ORIGIN?.startsWith("https://")) {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "same-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  headers.set("Cache-Control", "private, no-store");
}
