import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import jsQR from "jsqr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";

const OCC = "/occ/v2/dukkan";
let t: TestApp;

/**
 * What a phone camera reads from the QR code: the SVG drawn to pixels (resvg) and scanned (jsQR), two libraries
 * independent of the encoder the API uses.
 */
async function scan(svg: string): Promise<{ data: string; version: number } | undefined> {
  await resvgReady;
  const image = new Resvg(svg, { fitTo: { mode: "width", value: 350 } }).render();
  const code = jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height);
  return code ? { data: code.data, version: code.version } : undefined;
}
const resvgReady = readFile(createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm")).then(initWasm);

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
    // A 33-module code (version 4: 56 bytes at error correction M) inside a one-module quiet zone.
    expect(response.body).toBe(await readFile(new URL("paper-cup-ar.expected.svg", import.meta.url), "utf8"));
    expect(await scan(response.body)).toEqual({
      data: "https://shop.example.ae/ar/product/1001-01-paper-cup-8oz",
      version: 4,
    });

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
