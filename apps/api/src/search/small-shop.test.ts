import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { TEST_NOW, insertCatalogFixtures } from "../../test/fixtures.js";
import { Category } from "./search.schemas.js";

const BASE = "/occ/v2/dukkan/categories";
let t: TestApp;
let clock = TEST_NOW;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures, now: () => clock });
});
afterAll(() => t.close());

async function category(path: string): Promise<Category> {
  const response = await t.app.inject(`${BASE}/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return Category.parse(response.json());
}

describe("category lookups", () => {
  it("answers a category with its ancestors and children", async () => {
    expect(await category("search/packaging")).toEqual({
      code: "packaging",
      name: "Packaging",
      name_en: "Packaging",
      url: "/category/packaging",
      superCategories: [],
      subcategories: [{ code: "boxes", name: "Food Boxes", url: "/category/packaging/food-boxes" }],
    });
    expect(await category("search/boxes?lang=ar")).toEqual({
      code: "boxes",
      name: "علب الطعام",
      name_en: "Food Boxes",
      url: "/category/packaging/food-boxes",
      superCategories: [{ code: "packaging", name: "تغليف", url: "/category/packaging" }],
      subcategories: [],
    });
  });

  it("resolves a category from its storefront URL segments", async () => {
    expect((await category("main/root/sub/packaging")).code).toBe("packaging");
    expect((await category("main/packaging/sub/food-boxes")).code).toBe("boxes");
    expect((await category("main/packaging/sub/boxes")).code).toBe("boxes");
  });

  it("answers 400 UnknownIdentifierError for unknown or misplaced categories", async () => {
    for (const path of [
      "search/nothing",
      "main/root/sub/food-boxes",
      "main/disposables/sub/food-boxes",
      "main/x/sub/y",
    ]) {
      const response = await t.app.inject(`${BASE}/${path}`);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ type: "UnknownIdentifierError", subjectType: "category" });
    }
  });
});

describe("search on a small shop", () => {
  it("shows a product family as one tile and hides disabled products and unpriced bases", async () => {
    const response = await t.app.inject(`/occ/v2/dukkan/products/search?query=${encodeURIComponent(":name-asc")}`);
    expect(response.statusCode).toBe(200);
    const codes = (response.json().products as { code: string }[]).map((product) => product.code);
    expect(codes).toEqual(["1001-02", "2001-00", "1002-01", "1001-01", "kit~party~1-1"]);
  });

  it("finds a family by a variant's name and code", async () => {
    for (const query of ["750 ml", "2001-02"]) {
      const response = await t.app.inject(`/occ/v2/dukkan/products/search?query=${encodeURIComponent(query)}`);
      expect(
        (response.json().products as { code: string }[]).map((product) => product.code),
        query,
      ).toEqual(["2001-00"]);
    }
  });

  it("finds Arabic names, the query's language first", async () => {
    const response = await t.app.inject(`/occ/v2/dukkan/products/search?lang=ar&query=${encodeURIComponent("كوب")}`);
    const found = response.json().products as { code: string; name: string }[];
    expect(found.map((product) => product.code)).toEqual(["1001-01", "1001-02"]);
    expect(found[0]!.name).toBe("كوب ورقي 8 أونصة");
  });

  it("re-prices when a discount window opens or closes, without a catalogue change", async () => {
    const boxRange = async () => {
      const response = await t.app.inject(`/occ/v2/dukkan/products/search?query=${encodeURIComponent("kraft box")}`);
      const price = (response.json().facets as { code: string; values: { code: string }[] }[]).find(
        (facet) => facet.code === "price",
      );
      return price?.values.map((value) => value.code);
    };
    // 45.00 AED with 2.50 off until the end of June, then 50% off from July.
    expect(await boxRange()).toEqual(["25-50"]);
    clock = new Date("2025-07-02T08:00:00Z");
    expect(await boxRange()).toEqual(["10-25"]);
    clock = TEST_NOW;
  });
});
