/**
 * Search tiles say exactly what the product endpoint says for the listing field set, in both languages, whether
 * the tile is shown for the first time or again, and after a discount window or a stock date has passed; and a
 * gzip page is compressed as a whole (a few KB).
 */
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, TEST_NOW, insertCatalogFixtures } from "../../test/fixtures.js";
import { seedDemoShop } from "@dukkan/demo-shop";

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

/** Every tile of a listing page next to the product endpoint's listing fields of the same product. */
async function tilesAndProducts(app: TestApp["app"], lang: string) {
  const url = `${OCC}/products/search?${new URLSearchParams({ query: ":name-asc", pageSize: "100", lang })}`;
  const page = await app.inject(url);
  expect(page.statusCode).toBe(200);
  const tiles = page.json().products as { code: string }[];
  const products = [];
  for (const tile of tiles) {
    const query = new URLSearchParams({ fields: LISTING_FIELDS, lang });
    products.push((await app.inject(`${OCC}/products/${encodeURIComponent(tile.code)}?${query}`)).json());
  }
  return { tiles, products };
}

describe("search tiles", () => {
  it("equal the product endpoint's listing fields in English and Arabic, first shown and again", async () => {
    for (const lang of ["en", "ar"]) {
      for (const round of [1, 2]) {
        const { tiles, products } = await tilesAndProducts(t.app, lang);
        expect(tiles.length).toBeGreaterThan(10);
        tiles.forEach((tile, at) => expect(tile, `${tile.code} ${lang} #${round}`).toEqual(products[at]));
      }
    }
  });

  it("follow a discount window closing and a stock date passing, as the product endpoint does", async () => {
    let clock = TEST_NOW;
    const shop = await createTestApp({ seed: insertCatalogFixtures, now: () => clock });
    try {
      const boxPrice = async () => {
        const { tiles, products } = await tilesAndProducts(shop.app, "en");
        tiles.forEach((tile, at) => expect(tile, `${tile.code} at ${clock.toISOString()}`).toEqual(products[at]));
        const box = tiles.find((tile) => tile.code === CODES.box) as { priceAfterDiscount?: { value: number } };
        return box.priceAfterDiscount?.value;
      };
      // 45.00 AED with 2.50 off until the end of June, then 50% off from July (fixtures).
      expect(await boxPrice()).toBe(42.5);
      clock = new Date("2025-07-02T08:00:00Z");
      expect(await boxPrice()).toBe(22.5);
    } finally {
      await shop.close();
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
