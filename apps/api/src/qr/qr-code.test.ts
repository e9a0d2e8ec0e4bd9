import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";

const OCC = "/occ/v2/dukkan";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures, env: { STOREFRONT_URL: "https://shop.example.ae" } });
});
afterAll(() => t.close());

describe("product QR codes", () => {
  it("gives every product a qrCodeImageUrl in the request language", async () => {
    for (const lang of ["en", "ar"]) {
      const response = await t.app.inject(`${OCC}/products/${CODES.cup}?fields=FULL&lang=${lang}`);
      expect(response.json().qrCodeImageUrl).toBe(`/medias/qrcode~${lang}~${CODES.cup}`);
    }
  });

  it("draws an SVG QR code of the product's canonical page in that language", async () => {
    const response = await t.app.inject(`/medias/qrcode~ar~${CODES.cup}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["content-security-policy"]).toContain("sandbox");
    const expected = await QRCode.toString(`https://shop.example.ae/ar/product/${CODES.cup}-paper-cup-8oz`, {
      type: "svg",
      errorCorrectionLevel: "M",
      margin: 1,
    });
    expect(response.body).toBe(expected);

    const again = await t.app.inject({
      url: `/medias/qrcode~ar~${CODES.cup}`,
      headers: { "if-none-match": response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers 404 for unknown and disabled products and 400 for a malformed target", async () => {
    expect((await t.app.inject(`/medias/qrcode~en~9999-99`)).statusCode).toBe(404);
    expect((await t.app.inject(`/medias/qrcode~en~${CODES.retired}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/medias/qrcode~fr~${CODES.cup}`)).statusCode).toBe(400);
    // Ordinary media codes still reach the stored media.
    expect((await t.app.inject(`/medias/cup-main`)).statusCode).toBe(200);
  });
});
