import { applyTransportSecurity, serializePolicy } from "@dukkan/web-server/security-headers";
import { mapTileSource } from "../checkout/address/map-tiles";
import { paymentGatewaySource, threeDsSources } from "../checkout/payment/gateway-origin";
import { tagManagerSources } from "../analytics/tag-manager-config";

/**
 * The Content-Security-Policy of every page. Scripts: our own files plus inline scripts carrying the
 * request's nonce (React Router's hydration data). Styles allow inline `style` attributes, which
 * server-rendered React emits. Images and media come from our own origin (`/medias/*` proxies the API).
 */
export function contentSecurityPolicy(
  nonce: string,
  { development = false, env = process.env }: { development?: boolean; env?: NodeJS.ProcessEnv } = {},
): string {
  // The card gateway (PAYMENT_GATEWAY_URL): session.js, its hosted-field and 3-D Secure iframes, the forms its
  // 3-D Secure HTML submits and session.js's own calls.
  const gateway = [paymentGatewaySource()].filter((source) => source !== undefined);
  // The issuers' 3-D Secure pages (PAYMENT_3DS_CSP_SOURCES; the sandbox's are on the gateway's origin).
  const issuers = threeDsSources();
  // The tag manager (GTM_CONTAINER_ID, decision 0069): its script, loaded with the nonce after consent, and where its
  // tags send; nothing when the shop runs none.
  const tagManager = tagManagerSources(env);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...gateway, ...tagManager.script],
    "style-src": ["'self'", "'unsafe-inline'"],
    // The checkout's address map loads tiles from its tile server (MAP_TILE_URL).
    "img-src": [
      "'self'",
      "data:",
      ...[mapTileSource()].filter((source) => source !== undefined),
      ...tagManager.connect,
    ],
    "font-src": ["'self'"],
    // Vite's live reload talks over a WebSocket during development only.
    "connect-src": [...(development ? ["'self'", "ws:"] : ["'self'"]), ...gateway, ...tagManager.connect],
    "frame-src": ["'self'", ...gateway, ...issuers],
    "frame-ancestors": ["'self'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...gateway, ...issuers],
    "object-src": ["'none'"],
    // The service worker (/sw.js) and the web app manifest are our own files (decision 0062).
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
  };
  return serializePolicy(directives);
}

/** Full URLs only to our own pages; other sites get the origin (the shop's pages carry no secrets in their URLs). */
export const REFERRER_POLICY = "strict-origin-when-cross-origin";

/** Sets the security headers of a document response. */
export function applySecurityHeaders(
  headers: Headers,
  nonce: string,
  options?: { development?: boolean; env?: NodeJS.ProcessEnv },
): void {
  applyTransportSecurity(headers, options?.env);
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", REFERRER_POLICY);
  headers.set("X-Frame-Options", "SAMEORIGIN");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self)");
  // Pages carry the shopper's session (name, area, later the cart): never store them in shared caches
  // unless a route deliberately chose its own policy.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
}
