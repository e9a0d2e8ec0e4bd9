/**
 * products/{code} announces the product promotions that apply to the product now (`potentialPromotions`,
 * shopping spec §2.9, §3), in the request language, and stays right while promotions and their windows change.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Product } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures, TEST_NOW } from "../../test/fixtures.js";
import { OCC } from "../account/account-test-support.js";
import { promotions } from "./promotions.tables.js";

let t: TestApp;
let now = TEST_NOW;

beforeAll(async () => {
  t = await createTestApp({
    now: () => now,
    seed: async (db) => {
      await insertCatalogFixtures(db);
      await db.insert(promotions).values([
        {
          code: "ecopack-15",
          kind: "PRODUCT_PERCENT",
          percentBasisPoints: 1500,
          brandCodes: ["ecopack"],
          priority: 5,
          name: { en: "15% off EcoPack", ar: "خصم 15% على إيكوباك" },
          description: { en: "15% off EcoPack: {amount} saved" },
        },
        {
          // The cup and the lid are in "cups", a sub-category of "disposables".
          code: "disposables-3-plus-1",
          kind: "BUY_X_GET_Y",
          buyQuantity: 3,
          freeQuantity: 1,
          categoryCodes: ["disposables"],
          priority: 10,
          name: { en: "Disposables: buy 3, get 1 free", ar: "المستلزمات: اشترِ 3 واحصل على 1 مجانًا" },
          description: { en: "Buy 3, get 1 free: {amount} saved" },
        },
        {
          // The 500 ml container is a variant of a product in "boxes", under "packaging".
          code: "packaging-off",
          kind: "PRODUCT_AMOUNT",
          amountFils: 50,
          categoryCodes: ["packaging"],
          endsAt: new Date("2025-07-01T00:00:00Z"),
          name: { en: "AED 0.50 off packaging" },
          description: { en: "AED 0.50 off packaging" },
        },
        {
          code: "lid-later",
          kind: "PRODUCT_PERCENT",
          percentBasisPoints: 500,
          productCodes: [CODES.lid],
          startsAt: new Date("2025-06-20T00:00:00Z"),
          name: { en: "5% off lids" },
          description: { en: "5% off lids" },
        },
        {
          code: "coupon-cups",
          kind: "PRODUCT_PERCENT",
          percentBasisPoints: 2000,
          couponOnly: true,
          name: { en: "Coupon: 20% off" },
          description: { en: "Coupon: 20% off" },
        },
        {
          code: "free-delivery",
          kind: "FREE_SHIPPING",
          thresholdFils: 10_000,
          name: { en: "Free delivery above AED 100" },
          description: { en: "Free delivery above AED 100" },
        },
      ]);
    },
  });
});
afterAll(() => t.close());

async function product(code: string, query = "fields=FULL"): Promise<Product> {
  const response = await t.app.inject({ method: "GET", url: `${OCC}/products/${code}?${query}` });
  expect(response.statusCode).toBe(200);
  return Product.parse(response.json());
}
const promotionCodes = async (code: string) =>
  ((await product(code)).potentialPromotions ?? []).map((promotion) => promotion.code);

describe("potentialPromotions on products", () => {
  it("lists the product promotions matching the product, highest priority first, in the request language", async () => {
    now = TEST_NOW;
    expect((await product(CODES.cup)).potentialPromotions).toEqual([
      {
        code: "disposables-3-plus-1",
        description: "Disposables: buy 3, get 1 free",
        promotionType: "BUY_X_GET_Y",
        priority: 10,
      },
      { code: "ecopack-15", description: "15% off EcoPack", promotionType: "PRODUCT_PERCENT", priority: 5 },
    ]);
    expect((await product(CODES.cup, "fields=FULL&lang=ar")).potentialPromotions!.map((p) => p.description)).toEqual([
      "المستلزمات: اشترِ 3 واحصل على 1 مجانًا",
      "خصم 15% على إيكوباك",
    ]);
    // The product page's default level carries them; tiles (BASIC) do not.
    expect((await product(CODES.cup, "")).potentialPromotions).toHaveLength(2);
    expect((await product(CODES.cup, "fields=BASIC")).potentialPromotions).toBeUndefined();
    expect((await product(CODES.cup, "fields=code,potentialPromotions")).potentialPromotions).toEqual([
      { code: "disposables-3-plus-1", description: "Disposables: buy 3, get 1 free" },
      { code: "ecopack-15", description: "15% off EcoPack" },
    ]);
  });

  it("matches a variant through its base product's category; leaves out coupon-only and order promotions", async () => {
    now = TEST_NOW;
    expect((await product(CODES.container500)).potentialPromotions).toEqual([
      {
        code: "packaging-off",
        description: "AED 0.50 off packaging",
        promotionType: "PRODUCT_AMOUNT",
        endDate: "2025-07-01T00:00:00.000Z",
        priority: 0,
      },
    ]);
    expect(await promotionCodes(CODES.kit)).toEqual([]);
  });

  it("follows promotion windows without any write", async () => {
    now = TEST_NOW;
    expect(await promotionCodes(CODES.lid)).toEqual(["disposables-3-plus-1"]);
    expect(await promotionCodes(CODES.box)).toEqual(["packaging-off"]);
    now = new Date("2025-06-20T00:00:01Z");
    expect(await promotionCodes(CODES.lid)).toEqual(["disposables-3-plus-1", "lid-later"]);
    now = new Date("2025-07-01T00:00:01Z");
    expect(await promotionCodes(CODES.box)).toEqual([]);
  });

  it("shows a promotion edited, disabled or added in the database on the next read", async () => {
    now = TEST_NOW;
    expect(await promotionCodes(CODES.cup)).toEqual(["disposables-3-plus-1", "ecopack-15"]);
    await t.db
      .update(promotions)
      .set({ name: { en: "15% off all EcoPack" } })
      .where(eq(promotions.code, "ecopack-15"));
    await t.db.update(promotions).set({ enabled: false }).where(eq(promotions.code, "disposables-3-plus-1"));
    await t.db.insert(promotions).values({
      code: "cup-2-off",
      kind: "PRODUCT_AMOUNT",
      amountFils: 200,
      productCodes: [CODES.cup],
      priority: 1,
      name: { en: "AED 2 off the cup" },
      description: { en: "AED 2 off the cup" },
    });
    expect((await product(CODES.cup)).potentialPromotions!.map((p) => p.description)).toEqual([
      "15% off all EcoPack",
      "AED 2 off the cup",
    ]);
  });
});
