import { describe, expect, it } from "vitest";
import { applySecurityHeaders, contentSecurityPolicy } from "./security-headers";

describe("security headers", () => {
  it("allows inline scripts only with the nonce and framing only by ourselves", () => {
    const policy = contentSecurityPolicy("abc123");
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("ws:");
    expect(contentSecurityPolicy("abc123", { development: true })).toContain("connect-src 'self' ws:");
  });

  it("allows the tag manager's script and its tags' calls only when a container is configured", () => {
    const without = contentSecurityPolicy("abc123", { env: {} });
    expect(without).not.toContain("googletagmanager");
    expect(without).not.toContain("google-analytics");

    const google = contentSecurityPolicy("abc123", { env: { GTM_CONTAINER_ID: "GTM-AB12CD3" } });
    expect(google).toContain("script-src 'self' 'nonce-abc123' https://www.googletagmanager.com");
    expect(google).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(google).toMatch(/img-src [^;]*https:\/\/www\.googletagmanager\.com/);

    const ownHost = contentSecurityPolicy("abc123", {
      env: { GTM_CONTAINER_ID: "GTM-AB12CD3", GTM_ORIGIN: "https://tags.dukkan.example/" },
    });
    expect(ownHost).toContain("script-src 'self' 'nonce-abc123' https://tags.dukkan.example;");
    expect(ownHost).not.toContain("google");
    // Not a container id: nothing is allowed (and nothing loaded).
    expect(contentSecurityPolicy("abc123", { env: { GTM_CONTAINER_ID: "UA-1234" } })).not.toContain("google");
  });

  it("lets the shop's own service worker and web app manifest load", () => {
    const policy = contentSecurityPolicy("abc123");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it("sets CSP, nosniff and the referrer policy", () => {
    const headers = new Headers();
    applySecurityHeaders(headers, "n0nce");
    expect(headers.get("Content-Security-Policy")).toContain("'nonce-n0nce'");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("keeps per-shopper pages out of shared caches unless a route chose otherwise", () => {
    const page = new Headers();
    applySecurityHeaders(page, "n0nce");
    expect(page.get("Cache-Control")).toBe("private, no-cache");

    const chosen = new Headers({ "Cache-Control": "public, max-age=60" });
    applySecurityHeaders(chosen, "n0nce");
    expect(chosen.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("sends HSTS for a year with subdomains in production when the public origin is https", () => {
    const https = new Headers();
    applySecurityHeaders(https, "n0nce", { env: { NODE_ENV: "production", PUBLIC_ORIGIN: "https://shop.example" } });
    expect(https.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("sends no HSTS over http or outside production", () => {
    for (const env of [
      { NODE_ENV: "production", PUBLIC_ORIGIN: "http://localhost:3000" },
      { NODE_ENV: "production" },
      { NODE_ENV: "development", PUBLIC_ORIGIN: "https://shop.example" },
    ]) {
      const headers = new Headers();
      applySecurityHeaders(headers, "n0nce", { env });
      expect(headers.get("Strict-Transport-Security"), JSON.stringify(env)).toBeNull();
    }
  });
});
