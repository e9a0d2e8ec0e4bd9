import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: "https://shop.example.ae" } });
});
afterAll(() => t.close());

describe("the application", () => {
  it("echoes a sane X-Request-Id and creates one otherwise", async () => {
    const given = await t.app.inject({ url: "/health", headers: { "x-request-id": "storefront-42" } });
    expect(given.headers["x-request-id"]).toBe("storefront-42");
    const hostile = await t.app.inject({ url: "/health", headers: { "x-request-id": "<script>alert(1)</script>" } });
    expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers unknown paths with 404 UnknownResourceError", async () => {
    const response = await t.app.inject("/occ/v2/dukkan/nothing?lang=ar");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: [{ type: "UnknownResourceError", message: "There is no resource for path /occ/v2/dukkan/nothing" }],
    });
  });

  it("allows only the configured browser origins", async () => {
    const allowed = await t.app.inject({
      method: "OPTIONS",
      url: "/occ/v2/dukkan/countries/AE/regions",
      headers: { origin: "https://shop.example.ae", "access-control-request-method": "GET" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://shop.example.ae");
    const other = await t.app.inject({ url: "/health", headers: { origin: "https://evil.example" } });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("HSTS", () => {
  it("is sent behind https (a trusted proxy's X-Forwarded-Proto), for a year with subdomains, and not over http", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: "127.0.0.1" } });
    try {
      const https = await proxied.app.inject({ url: "/health", headers: { "x-forwarded-proto": "https" } });
      expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const http = await proxied.app.inject({ url: "/health" });
      expect(http.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // Without a trusted proxy the header proves nothing: no HSTS from a forged X-Forwarded-Proto.
    const forged = await t.app.inject({ url: "/health", headers: { "x-forwarded-proto": "https" } });
    expect(forged.headers["strict-transport-security"]).toBeUndefined();
  });
});
