import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Product } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";
import { bumpCatalogVersion } from "../cache/catalog-version.js";
import { prices } from "../db/tables.js";
import { eq } from "drizzle-orm";

const BASE = "/occ/v2/dukkan";
/** English prices read "AED 12.50" with a no-break space, so the amount never wraps away from the currency. */
const aed = (amount: string) => `AED\u00a0${amount}`;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures });
});
afterAll(() => t.close());

async function getProduct(code: string, query = "") {
  const response = await t.app.inject({ method: "GET", url: `${BASE}/products/${encodeURIComponent(code)}${query}` });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe("GET products/{productCode}", () => {
  it("answers the OCC product in English by default, with the DEFAULT fields", async () => {
    const { status, body, headers } = await getProduct(CODES.cup);
    expect(status).toBe(200);
    expect(headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(Product.parse(body)).toBeTruthy();
    expect(body).toMatchObject({
      code: "1001-01",
      name: "Paper Cup 8oz",
      name_en: "Paper Cup 8oz",
      subname: "Pack of 50",
      url: "/product/1001-01-paper-cup-8oz",
      summary: "<p>Double-wall paper cup.</p>",
      description: "<p>For hot drinks.</p>",
      keywords: ["cup", "paper cup", "coffee"],
      manufacturer: "EcoPack LLC",
      brand: { code: "ecopack", name: "EcoPack" },
      price: { currencyIso: "AED", value: 12.5, formattedValue: aed("12.50"), priceType: "BUY" },
      stock: { stockLevelStatus: "inStock", stockLevel: 100 },
      maxOrderQuantity: 20,
      averageRating: 4.5,
      numberOfReviews: 2,
      purchasable: true,
      disabled: false,
      configurable: false,
      multidimensional: false,
      availableForPickup: true,
      categories: [{ code: "cups", name: "Cups", url: "/category/disposables/cups" }],
    });
    // FULL-only attributes stay out of DEFAULT; no discount means no discount attributes.
    expect(body).not.toHaveProperty("usage");
    expect(body).not.toHaveProperty("classifications");
    expect(body).not.toHaveProperty("priceAfterDiscount");
    expect(body).not.toHaveProperty("discount");
    expect(body).not.toHaveProperty("futureStocks");
  });

  it("serves images as PRIMARY by format and GALLERY by index, pointing at /medias", async () => {
    const { body } = await getProduct(CODES.cup);
    expect(body.images.PRIMARY).toEqual({
      thumbnail: {
        imageType: "PRIMARY",
        format: "thumbnail",
        url: "/medias/cup-main?format=thumbnail",
        altText: "Paper Cup 8oz",
      },
      product: {
        imageType: "PRIMARY",
        format: "product",
        url: "/medias/cup-main?format=product",
        altText: "Paper Cup 8oz",
      },
      zoom: { imageType: "PRIMARY", format: "zoom", url: "/medias/cup-main?format=zoom", altText: "Paper Cup 8oz" },
    });
    expect(body.images.GALLERY).toHaveLength(2);
    expect(body.images.GALLERY[0].zoom).toEqual({
      imageType: "GALLERY",
      format: "zoom",
      url: "/medias/cup-main?format=zoom",
      altText: "Paper Cup 8oz",
      galleryIndex: 0,
    });
    expect(body.images.GALLERY[1].thumbnail).toMatchObject({
      galleryIndex: 1,
      altText: "Cup from the side",
      url: "/medias/cup-side?format=thumbnail",
    });
  });

  it("answers in Arabic with lang=ar, keeping name_en English and formatting the price in Arabic", async () => {
    const { status, body } = await getProduct(CODES.cup, "?lang=ar");
    expect(status).toBe(200);
    expect(body.name).toBe("كوب ورقي 8 أونصة");
    expect(body.name_en).toBe("Paper Cup 8oz");
    expect(body.subname).toBe("عبوة 50");
    expect(body.keywords).toEqual(["كوب", "قهوة"]);
    expect(body.brand.name).toBe("إيكوباك");
    expect(body.categories[0].name).toBe("أكواب");
    // English fallback for text without an Arabic version; the URL slug always comes from the English name.
    expect(body.description).toBe("<p>For hot drinks.</p>");
    expect(body.url).toBe("/product/1001-01-paper-cup-8oz");
    expect(body.price.value).toBe(12.5);
    expect(body.price.formattedValue).toContain("12.50");
    expect(body.price.formattedValue).toContain("د.إ");
    expect(body.price.formattedValue).not.toContain("AED");
  });

  it("FULL adds usage, classifications grouped by code, superCategories and SEO text", async () => {
    const { body } = await getProduct(CODES.cup, "?fields=FULL");
    expect(body.usage).toBe("<ul><li>Coffee</li></ul>");
    expect(body.seoTitle).toBe("Paper Cup 8oz | Dukkan");
    expect(body.superCategories).toEqual([{ code: "disposables", name: "Disposables", url: "/category/disposables" }]);
    expect(body.stock).toEqual({ stockLevelStatus: "inStock", stockLevel: 100, isValueRounded: false });
    expect(body.classifications).toEqual([
      {
        code: "normal_product_classification_class",
        name: "Dimensions",
        features: [
          {
            code: "dukkan/1.0/normal_product_classification_class.dimensions_w_d_h",
            name: "Dimensions (W×D×H)",
            comparable: true,
            range: false,
            featureValues: [{ value: "8 x 8 x 10" }],
            featureUnit: { symbol: "cm", unitType: "300", name: "cm" },
          },
        ],
      },
      {
        code: "ERP_PRODUCT_CLASSIFICATION_CLASS",
        name: "Measurements",
        features: [
          expect.objectContaining({
            code: "ERP_PRODUCT_CLASSIFICATION_CLASS.width",
            name: "Width",
            featureValues: [{ value: "8" }],
          }),
          expect.objectContaining({
            code: "ERP_PRODUCT_CLASSIFICATION_CLASS.height",
            name: "Height",
            featureValues: [{ value: "10" }],
          }),
        ],
      },
    ]);
  });

  it("BASIC carries only the tile attributes", async () => {
    const { body } = await getProduct(CODES.cup, "?fields=BASIC");
    expect(Object.keys(body).sort()).toEqual(
      [
        "availableForPickup",
        "code",
        "disabled",
        "name",
        "name_en",
        "price",
        "purchasable",
        "stock",
        "subname",
        "url",
      ].sort(),
    );
    expect(body.stock).toEqual({ stockLevelStatus: "inStock", stockLevel: 100 });
    expect(body.price).toEqual({ currencyIso: "AED", value: 12.5, formattedValue: aed("12.50") });
  });

  it("honours an explicit field list with nested selections and levels", async () => {
    const { status, body } = await getProduct(
      CODES.cup,
      "?fields=code,name,price(formattedValue),images(galleryIndex),stock(DEFAULT),unknownField",
    );
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["code", "images", "name", "price", "stock"]);
    expect(body.price).toEqual({ formattedValue: aed("12.50") });
    expect(body.stock).toEqual({ stockLevelStatus: "inStock", stockLevel: 100 });
    expect(body.images.PRIMARY.thumbnail).toEqual({ url: "/medias/cup-main?format=thumbnail", format: "thumbnail" });
    expect(body.images.GALLERY[1].zoom).toEqual({
      url: "/medias/cup-side?format=zoom",
      format: "zoom",
      galleryIndex: 1,
    });
  });

  it("always includes the code", async () => {
    const { body } = await getProduct(CODES.cup, "?fields=name");
    expect(body).toEqual({ code: "1001-01", name: "Paper Cup 8oz" });
  });

  it("shows an active percentage discount and lowStock at or under the threshold", async () => {
    const { body } = await getProduct(CODES.lid);
    expect(body.price).toMatchObject({ value: 20, formattedValue: aed("20.00") });
    expect(body.priceAfterDiscount).toMatchObject({ currencyIso: "AED", value: 17, formattedValue: aed("17.00") });
    expect(body.discount).toEqual({
      subtotalDiscountValue: 3,
      discountRows: [{ absolute: false, currencyIso: "AED", value: 15 }],
    });
    expect(body.stock).toEqual({ stockLevelStatus: "lowStock", stockLevel: 5 });
  });

  it("applies only discounts active now, shows outOfStock and only future stock dates", async () => {
    const { body } = await getProduct(CODES.box);
    expect(body.priceAfterDiscount).toMatchObject({ value: 42.5, formattedValue: aed("42.50") });
    expect(body.discount).toEqual({
      subtotalDiscountValue: 2.5,
      discountRows: [{ absolute: true, currencyIso: "AED", value: 2.5 }],
    });
    expect(body.stock).toEqual({ stockLevelStatus: "outOfStock", stockLevel: 0 });
    expect(body.availableForPickup).toBe(false);
    expect(body.futureStocks).toEqual([
      {
        date: "2025-07-01T00:00:00+04:00",
        formattedDate: "01/07/2025",
        stock: { stockLevelStatus: "inStock", stockLevel: 40 },
      },
    ]);
  });

  it("switches discounts when their window opens, without a catalogue change", async () => {
    let now = new Date("2025-06-15T08:00:00Z");
    const timed = await createTestApp({ seed: insertCatalogFixtures, now: () => now });
    try {
      const before = (await timed.app.inject(`${BASE}/products/${CODES.box}`)).json();
      expect(before.priceAfterDiscount.value).toBe(42.5);
      now = new Date("2025-07-01T00:00:01Z");
      const after = (await timed.app.inject(`${BASE}/products/${CODES.box}`)).json();
      // July: the 2.50 AED discount ended, the 50% one started; the 1 July stock date is no longer ahead.
      expect(after.priceAfterDiscount.value).toBe(22.5);
      expect(after.discount.discountRows).toEqual([{ absolute: false, currencyIso: "AED", value: 50 }]);
      expect(after.futureStocks).toBeUndefined();
    } finally {
      await timed.close();
    }
  });

  it("lists a base product's variants as variantOptions and baseOptions, disabled ones flagged", async () => {
    const { body } = await getProduct(CODES.container);
    expect(body).toMatchObject({
      code: "2001-00",
      multidimensional: true,
      purchasable: false,
      variantType: "GenericVariantProduct",
    });
    expect(body.variantOptions.map((option: { code: string }) => option.code)).toEqual([
      "2001-01",
      "2001-02",
      "2001-03",
    ]);
    expect(body.variantOptions[0]).toEqual({
      code: "2001-01",
      url: "/product/2001-01-food-container-500-ml",
      disabled: false,
      stock: { stockLevelStatus: "inStock", stockLevel: 50 },
      priceData: { currencyIso: "AED", value: 3, formattedValue: aed("3.00"), priceType: "BUY" },
      priceAfterDiscount: { currencyIso: "AED", value: 2.7, formattedValue: aed("2.70"), priceType: "BUY" },
      images: [
        {
          imageType: "PRIMARY",
          format: "thumbnail",
          url: "/medias/cup-main?format=thumbnail",
          altText: "Food Container 500 ml",
        },
      ],
      variantOptionQualifiers: [{ qualifier: "SIZE", value: "500 ml" }],
    });
    expect(body.variantOptions[1].stock.stockLevelStatus).toBe("outOfStock");
    expect(body.variantOptions[2].disabled).toBe(true);
    expect(body.baseOptions).toHaveLength(1);
    expect(body.baseOptions[0].variantType).toBe("GenericVariantProduct");
    expect(body.baseOptions[0].selected.code).toBe("2001-01");
    expect(body.baseOptions[0].options).toHaveLength(3);
  });

  it("prices a base product as its first enabled variant, discount included", async () => {
    const { body } = await getProduct(CODES.container);
    // 2001-01 costs 3.00 with 10% off: the tile must show 2.70 with 3.00 struck through, like the variant itself.
    expect(body.price).toEqual({ currencyIso: "AED", value: 3, formattedValue: aed("3.00"), priceType: "BUY" });
    expect(body.priceAfterDiscount).toEqual({
      currencyIso: "AED",
      value: 2.7,
      formattedValue: aed("2.70"),
      priceType: "BUY",
    });
    expect(body.discount).toEqual({
      subtotalDiscountValue: 0.3,
      discountRows: [{ absolute: false, currencyIso: "AED", value: 10 }],
    });
    expect(body.purchasable).toBe(false);
  });

  it("gives a variant its base product and sibling options with itself selected", async () => {
    const { body } = await getProduct(CODES.container750, "?lang=ar");
    expect(body).toMatchObject({ code: "2001-02", baseProduct: "2001-00", multidimensional: true, purchasable: true });
    expect(body.baseOptions[0].selected).toMatchObject({
      code: "2001-02",
      variantOptionQualifiers: [{ qualifier: "SIZE", value: "750 مل" }],
      priceData: { value: 3.5 },
    });
    expect(body.baseOptions[0].options.map((option: { code: string }) => option.code)).toEqual([
      "2001-01",
      "2001-02",
      "2001-03",
    ]);
    expect(body).not.toHaveProperty("variantOptions");
  });

  it("shows the base product's copy and categories on a variant that has none of its own", async () => {
    const { body } = await getProduct(CODES.container750);
    expect(body.summary).toBe("<p>Leak-proof lid.</p>");
    expect(body.categories).toEqual([{ code: "boxes", name: "Food Boxes", url: "/category/packaging/food-boxes" }]);
    expect(body.name).toBe("Food Container 750 ml");
  });

  it("describes a kit's bundle template", async () => {
    const { body } = await getProduct(CODES.kit, "?fields=code,kittingBundleTemplates(FULL)");
    expect(body).toEqual({
      code: "kit~party~1-1",
      kittingBundleTemplates: [
        {
          id: "party-kit",
          name: "Party Kit",
          version: "1.0",
          products: [
            { code: "1001-01", quantity: 2 },
            { code: "1001-02", quantity: 2 },
          ],
        },
      ],
    });
  });

  it("still answers a disabled product, flagged", async () => {
    const { status, body } = await getProduct(CODES.retired);
    expect(status).toBe(200);
    expect(body.disabled).toBe(true);
  });

  it("answers an unknown code with 400 UnknownIdentifierError", async () => {
    const { status, body } = await getProduct("9999-99");
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [
        {
          type: "UnknownIdentifierError",
          message: "Product with code '9999-99' not found!",
          subject: "9999-99",
          subjectType: "product",
          reason: "notFound",
        },
      ],
    });
  });

  it("answers a malformed code and bad parameters with 400 ValidationError naming the parameter", async () => {
    const cases: [string, string][] = [
      [`${BASE}/products/${encodeURIComponent("' OR 1=1 --")}`, "productCode"],
      [`${BASE}/products/${CODES.cup}?lang=fr`, "lang"],
      [`${BASE}/products/${CODES.cup}?curr=USD`, "curr"],
      [`${BASE}/products/${CODES.cup}?area=dubai`, "area"],
      [`${BASE}/products/${CODES.cup}?fields=code,(name`, "fields"],
      [`${BASE}/products/${CODES.cup}?fields=price(`, "fields"],
    ];
    for (const [url, subject] of cases) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0], url).toMatchObject({
        type: "ValidationError",
        subject,
        subjectType: "parameter",
        reason: "invalid",
      });
    }
  });

  it("accepts an area and an empty area", async () => {
    expect((await t.app.inject(`${BASE}/products/${CODES.cup}?area=AE-DU-MARINA`)).statusCode).toBe(200);
    expect((await t.app.inject(`${BASE}/products/${CODES.cup}?area=`)).statusCode).toBe(200);
  });

  it("serves the new price after a catalogue change bumps the version", async () => {
    expect((await getProduct(CODES.retired)).body.price.value).toBe(1);
    await t.db.update(prices).set({ valueFils: 150 }).where(eq(prices.productCode, CODES.retired));
    // Cached until the version moves, as in production.
    expect((await getProduct(CODES.retired)).body.price.value).toBe(1);
    await bumpCatalogVersion(t.db);
    expect((await getProduct(CODES.retired)).body.price.value).toBe(1.5);
  });
});

describe("GET products?codes=", () => {
  it("lists known products in the order asked, skipping unknown codes", async () => {
    const response = await t.app.inject(
      `${BASE}/products?codes=${CODES.lid},9999-99,${CODES.cup},${CODES.lid}&fields=code,price(value)`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      products: [
        { code: "1001-02", price: { value: 20 } },
        { code: "1001-01", price: { value: 12.5 } },
      ],
    });
  });

  it("includes variants with their family", async () => {
    const body = (
      await t.app.inject(`${BASE}/products?codes=${CODES.container500}&fields=code,baseOptions(FULL)`)
    ).json();
    expect(body.products[0].baseOptions[0].options).toHaveLength(3);
  });

  it("requires codes and refuses more than 100", async () => {
    const missing = await t.app.inject(`${BASE}/products`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ type: "ValidationError", subject: "codes" });
    const many = Array.from({ length: 101 }, (_, i) => `1000-${i}`).join(",");
    const tooMany = await t.app.inject(`${BASE}/products?codes=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].message).toContain("more than 100");
    const hostile = await t.app.inject(
      `${BASE}/products?codes=${encodeURIComponent("1001-01,'; drop table products; --")}`,
    );
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().errors[0].subject).toMatch(/^codes/);
  });

  it("answers an empty list when no code is known", async () => {
    const response = await t.app.inject(`${BASE}/products?codes=9999-98,9999-99`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ products: [] });
  });
});
