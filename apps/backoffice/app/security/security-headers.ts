import { applyTransportSecurity, serializePolicy } from "@dukkan/web-server/security-headers";

/**
 * The back office's Content-Security-Policy: our own files and the request's nonce for React Router's inline
 * hydration data; images from our own origin or data: URLs (the enrolment QR code is inline SVG markup).
 */
export function contentSecurityPolicy(nonce: string, { development = false } = {}): string {
  return serializePolicy({
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
  });
}

/** Staff URLs (order numbers, customer searches) never leave the back office in a Referer. */
export const REFERRER_POLICY = "same-origin";

/** Sets the security headers of a document response. Staff pages are never cached and never framed. */
export function applySecurityHeaders(
  headers: Headers,
  nonce: string,
  options: { development?: boolean; env?: NodeJS.ProcessEnv } = {},
): void {
  applyTransportSecurity(headers, options.env);
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", REFERRER_POLICY);
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  headers.set("Cache-Control", "private, no-store");
}
