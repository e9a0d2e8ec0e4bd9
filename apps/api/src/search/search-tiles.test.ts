/**
 * Search tiles say exactly what the product endpoint says for the listing field set, in both languages, whether
 * the tile is shown for the first time or again; and a gzip page is compressed as a whole (a few KB).
 */
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { seedDemoShop } from "../seed/index.js";

const OCC = "/occ/v2/dukkan";
const LISTING_FIELDS =
  "code,name,name_en,subname,url,summary,keywords,images(DEFAULT),price(DEFAULT),priceAfterDiscount(DEFAULT)," +
  "discount,averageRating,numberOfReviews,stock(DEFAULT),disabled,purchasable,maxOrderQuantity,configurable," +
  "configuratorType,multidimensional,baseProduct,baseOptions,variantType,variantOptions,kittingBundleTemplates";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: async (db) => void (await seedDemoShop(db)), now: () => new Date() });
});
afterAll(() => t.close());

describe("search tiles", () => {
  it("equal the product endpoint's listing fields in English and Arabic, first shown and again", async () => {
    for (const lang of ["en", "ar"]) {
      for (const round of [1, 2]) {
        const url = `${OCC}/products/search?${new URLSearchParams({ query: ":name-asc", pageSize: "100", lang })}`;
        const page = await t.app.inject(url);
        expect(page.statusCode).toBe(200);
        const tiles = page.json().products as { code: string }[];
        expect(tiles.length).toBeGreaterThan(10);
        for (const tile of tiles) {
          const product = await t.app.inject(
            `${OCC}/products/${encodeURIComponent(tile.code)}?${new URLSearchParams({ fields: LISTING_FIELDS, lang })}`,
          );
          expect(tile, `${tile.code} ${lang} #${round}`).toEqual(product.json());
        }
      }
    }
  });

  it("answers other field sets with the product endpoint's JSON for those fields", async () => {
    const fields = "products(code,name,price(DEFAULT),stock(DEFAULT))";
    const url = `${OCC}/products/search?${new URLSearchParams({ query: ":name-asc", pageSize: "5", fields })}`;
    const zipped = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    const products = JSON.parse(gunzipSync(zipped.rawPayload).toString("utf8")).products as { code: string }[];
    expect(products).toHaveLength(5);
    for (const product of products) {
      const alone = await t.app.inject(
        `${OCC}/products/${encodeURIComponent(product.code)}?fields=code,name,price(DEFAULT),stock(DEFAULT)`,
      );
      expect(product).toEqual(alone.json());
    }
  });

  it("sends a gzip page compressed as a whole, a fraction of the JSON", async () => {
    const url = `${OCC}/products/search?${new URLSearchParams({ query: ":relevance", pageSize: "10" })}`;
    const zipped = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    const json = gunzipSync(zipped.rawPayload);
    expect(zipped.rawPayload.length).toBeLessThan(json.length / 4);
  });
});
