import { describe, expect, it } from "vitest";
import { applyDataResponseHeaders, applyTransportSecurity, createNonce, serializePolicy } from "./security-headers";

describe("shared security headers", () => {
  it("uses a fresh, unguessable nonce per response", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("writes a policy's directives in order, separated by semicolons", () => {
    expect(serializePolicy({ "default-src": ["'self'"], "img-src": ["'self'", "data:"] })).toBe(
      "default-src 'self'; img-src 'self' data:",
    );
  });

  it("sends HSTS only in production over an https public origin", () => {
    const https = new Headers();
    applyTransportSecurity(https, { NODE_ENV: "production", PUBLIC_ORIGIN: "https://shop.example" });
    expect(https.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    for (const env of [
      { NODE_ENV: "production", PUBLIC_ORIGIN: "http://localhost:3000" },
      { NODE_ENV: "development", PUBLIC_ORIGIN: "https://shop.example" },
    ]) {
      const headers = new Headers();
      applyTransportSecurity(headers, env);
      expect(headers.get("Strict-Transport-Security"), JSON.stringify(env)).toBeNull();
    }
  });

  it("gives data responses nosniff, the app's referrer policy and HSTS, but no document policy", () => {
    const headers = new Headers();
    applyDataResponseHeaders(headers, "same-origin", { NODE_ENV: "production", PUBLIC_ORIGIN: "https://bo.example" });
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("same-origin");
    expect(headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(headers.get("Content-Security-Policy")).toBeNull();
  });
});
