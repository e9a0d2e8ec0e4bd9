import { randomBytes } from "node:crypto";

/** A fresh nonce per document response; only scripts carrying it may run inline. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** A Content-Security-Policy header value from its directives. */
export function serializePolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** HSTS: a year, subdomains included (what the HSTS preload list asks for). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * Tells browsers to use https only, when the app is served over https in production (PUBLIC_ORIGIN https):
 * the first plain-http request could otherwise be intercepted. Never over a local http app, where a
 * remembered HSTS entry would lock the browser out of http://localhost.
 */
export function applyTransportSecurity(headers: Headers, env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === "production" && env.PUBLIC_ORIGIN?.startsWith("https://")) {
    headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  }
}

/**
 * The headers of a data response (a client navigation's loader or action data): no CSP (it is not a document),
 * but transport security, no type sniffing and the app's referrer policy.
 */
export function applyDataResponseHeaders(
  headers: Headers,
  referrerPolicy: string,
  env: NodeJS.ProcessEnv = process.env,
): void {
  applyTransportSecurity(headers, env);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", referrerPolicy);
}
