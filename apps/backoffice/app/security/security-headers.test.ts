import { describe, expect, it } from "vitest";
import { applySecurityHeaders } from "./security-headers";

describe("back office security headers", () => {
  it("never lets staff pages be framed, cached or their URLs leave in a Referer", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=60" });
    applySecurityHeaders(headers, "n0nce", { env: {} });
    expect(headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-n0nce'");
    expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("Referrer-Policy")).toBe("same-origin");
    expect(headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("sends HSTS in production over https", () => {
    const headers = new Headers();
    applySecurityHeaders(headers, "n0nce", { env: { NODE_ENV: "production", PUBLIC_ORIGIN: "https://staff.example" } });
    expect(headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });
});
