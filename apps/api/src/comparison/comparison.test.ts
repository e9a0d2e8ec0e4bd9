import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ComparisonProductList } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";

const URL_BASE = "/occ/v2/dukkan/products/productsForComparison";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures });
});
afterAll(() => t.close());

async function compare(query: string) {
  const response = await t.app.inject({ method: "GET", url: `${URL_BASE}?${query}` });
  return { status: response.statusCode, body: response.json() };
}

describe("GET products/productsForComparison", () => {
  it("answers the products in the order asked, with prices, stock and specifications as name/value rows", async () => {
    const { status, body } = await compare(`code=${CODES.lid},${CODES.cup}`);
    expect(status).toBe(200);
    expect(ComparisonProductList.parse(body)).toBeTruthy();
    expect(body.products.map((product: { code: string }) => product.code)).toEqual([CODES.lid, CODES.cup]);
    const [lid, cup] = body.products;
    expect(lid).toMatchObject({
      name: "Cup Lid",
      price: { value: 20, currencyIso: "AED" },
      priceAfterDiscount: { value: 17 },
      discount: { discountRows: [{ absolute: false, value: 15 }] },
      stock: { stockLevelStatus: "lowStock" },
      classifications: [],
    });
    expect(cup).toMatchObject({
      name: "Paper Cup 8oz",
      name_en: "Paper Cup 8oz",
      subname: "Pack of 50",
      brand: { code: "ecopack", name: "EcoPack" },
      averageRating: 4.5,
      stock: { stockLevelStatus: "inStock" },
    });
    expect(cup.price.formattedValue).toMatch(/^AED\s12\.50$/);
    // The unit of unitType '300' is hidden; other units follow the value.
    expect(cup.classifications).toEqual([
      { name: "dimensions_w_d_h", value: "8 x 8 x 10" },
      { name: "width", value: "8 cm" },
      { name: "height", value: "10 cm" },
    ]);
    // Only the primary picture travels.
    expect(Object.keys(cup.images)).toEqual(["PRIMARY"]);
    expect(cup.images.PRIMARY.thumbnail.url).toMatch(/^\/medias\/cup-main/);
  });

  it("speaks Arabic when asked", async () => {
    const { body } = await compare(`code=${CODES.cup}&lang=ar`);
    expect(body.products[0]).toMatchObject({ name: "كوب ورقي 8 أونصة", name_en: "Paper Cup 8oz" });
  });

  it("leaves out unknown and disabled products", async () => {
    const { status, body } = await compare(`code=${CODES.retired},nope-1,${CODES.box}`);
    expect(status).toBe(200);
    expect(body.products.map((product: { code: string }) => product.code)).toEqual([CODES.box]);
  });

  it("refuses more than 8 products and a missing code with a ValidationError", async () => {
    const nine = Array.from({ length: 9 }, (_, index) => `1001-${index + 10}`).join(",");
    const tooMany = await compare(`code=${nine}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0]).toMatchObject({ type: "ValidationError", subject: "code" });
    const missing = await compare("");
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].type).toBe("ValidationError");
  });
});
