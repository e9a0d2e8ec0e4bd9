/**
 * Malformed and hostile requests must get a 4xx OCC envelope, never a 5xx, and leave the server healthy.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OccErrorList } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures, insertRegionFixtures } from "../../test/fixtures.js";

const BASE = "/occ/v2/dukkan";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      await insertCatalogFixtures(db);
      await insertRegionFixtures(db);
    },
  });
});
afterAll(() => t.close());

const sqlish = encodeURIComponent("' OR 1=1 --");
const longCode = "A".repeat(10_240);
const hostileUrls = [
  // products/{code}
  `${BASE}/products/${sqlish}`,
  `${BASE}/products/${encodeURIComponent("1001-01'; drop table products; --")}`,
  `${BASE}/products/%00`,
  `${BASE}/products/1001-01%00`,
  `${BASE}/products/${longCode}`,
  `${BASE}/products/%E0%A4%A`,
  `${BASE}/products/${encodeURIComponent("<script>alert(1)</script>")}`,
  `${BASE}/products/9999-99`,
  `${BASE}/products/${CODES.cup}?lang=xx`,
  `${BASE}/products/${CODES.cup}?lang=`,
  `${BASE}/products/${CODES.cup}?lang=en&lang=ar`,
  `${BASE}/products/${CODES.cup}?lang=EN`,
  `${BASE}/products/${CODES.cup}?curr=EUR`,
  `${BASE}/products/${CODES.cup}?area=${sqlish}`,
  `${BASE}/products/${CODES.cup}?area=${"AE-DU-".padEnd(5000, "X")}`,
  `${BASE}/products/${CODES.cup}?fields=${sqlish}`,
  `${BASE}/products/${CODES.cup}?fields=${"a(".repeat(500)}`,
  `${BASE}/products/${CODES.cup}?fields=${"code,".repeat(2000)}code`,
  // products?codes=
  `${BASE}/products?codes=`,
  `${BASE}/products?codes=${sqlish}`,
  `${BASE}/products?codes=${longCode}`,
  `${BASE}/products?codes=%00`,
  `${BASE}/products?codes=a&codes=b`,
  `${BASE}/products?codes=${Array.from({ length: 5000 }, (_, i) => i).join(",")}`,
  // regions
  `${BASE}/countries/${sqlish}/regions`,
  `${BASE}/countries/${longCode}/regions`,
  `${BASE}/countries/AE/regions?lang=de`,
  // CMS
  `${BASE}/cms/pages?pageType=Evil`,
  `${BASE}/cms/pages?pageLabelOrId=${sqlish}`,
  `${BASE}/cms/pages?pageType=ContentPage&pageLabelOrId=${longCode}`,
  `${BASE}/cms/pages?pageType=CategoryPage&code=${sqlish}`,
  `${BASE}/cms/pages?code=cups`,
  `${BASE}/cms/pages/${sqlish}`,
  `${BASE}/page/%00`,
  `${BASE}/cms/components?pageSize=1000000000`,
  `${BASE}/cms/components?pageSize=-1`,
  `${BASE}/cms/components?pageSize=abc`,
  `${BASE}/cms/components?pageSize=1e400`,
  `${BASE}/cms/components?currentPage=1.5`,
  `${BASE}/cms/components?currentPage=99999999999`,
  `${BASE}/cms/components?componentIds=${sqlish}`,
  `${BASE}/cms/components?componentIds=${Array.from({ length: 101 }, (_, i) => `c${i}`).join(",")}`,
  `${BASE}/cms/components/${longCode}`,
  // unknown paths and media
  `${BASE}/nothing-here`,
  `${BASE}/../../etc/passwd`,
  `/medias/${sqlish}`,
  `/medias/cup-main?format=${sqlish}`,
];

describe("hostile and malformed input", () => {
  it.each(hostileUrls.map((url) => [url.length > 120 ? `${url.slice(0, 120)}… (${url.length} chars)` : url, url]))(
    "GET %s answers a 4xx OCC envelope",
    async (_label, url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode, url.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url.slice(0, 200)).toBeLessThan(500);
      const body = OccErrorList.parse(response.json());
      expect(body.errors.length).toBeGreaterThan(0);
      expect(["ValidationError", "UnknownIdentifierError", "UnknownResourceError"]).toContain(body.errors[0]!.type);
    },
  );

  it("refuses wrong methods, bodies and content types with a 4xx envelope", async () => {
    const requests = [
      { method: "POST" as const, url: `${BASE}/products/${CODES.cup}` },
      { method: "DELETE" as const, url: `${BASE}/countries/AE/regions` },
      {
        method: "POST" as const,
        url: "/authorizationserver/oauth/token",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      },
      {
        method: "POST" as const,
        url: "/authorizationserver/oauth/token",
        headers: { "content-type": "application/json" },
        payload: '{"__proto__":{"x":1}}',
      },
      {
        method: "POST" as const,
        url: "/authorizationserver/oauth/token",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "grant_type=" + "x".repeat(2 * 1024 * 1024),
      },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
      const body = response.json();
      expect(body.errors ?? body.error, `${request.method} ${request.url}`).toBeTruthy();
    }
  });

  it("stays healthy and keeps serving afterwards", async () => {
    const health = await t.app.inject("/health");
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok", database: "ok" });
    const product = await t.app.inject(`${BASE}/products/${CODES.cup}?fields=code,name`);
    expect(product.json()).toEqual({ code: "1001-01", name: "Paper Cup 8oz" });
  });
});
