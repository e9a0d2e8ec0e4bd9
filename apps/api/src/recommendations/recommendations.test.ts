import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductList, ProductReferenceList } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../test/fixtures.js";
import { OCC } from "../account/account-test-support.js";
import { recommendationRuns } from "./recommendations.tables.js";
import {
  NO_ORDERS,
  RECOMMENDATIONS_MAX_AGE_MS,
  refreshRecommendationsIfStale,
  runRecommendationJob,
  type BasketSource,
} from "./recommendation-job.js";
import { computeRecommendations, type CatalogueInput } from "./similarity.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures });
  // The API computes the tables at start (cold start); wait for that run so ours comes after it.
  for (let tries = 0; tries < 100 && (await t.db.select().from(recommendationRuns)).length === 0; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(() => t.close());

const references = async (code: string, query = "") => {
  const response = await t.app.inject({
    method: "GET",
    url: `${OCC}/products/${encodeURIComponent(code)}/references?${query}`,
  });
  expect(response.statusCode).toBe(200);
  return ProductReferenceList.parse(response.json()).references.map((ref) => [ref.referenceType, ref.target.code]);
};

describe("recommendations job and API", () => {
  it("computes similar products at start, before any order, and answers them as product references", async () => {
    expect(await t.db.select().from(recommendationRuns)).toHaveLength(1);
    // Same category (cups) → similar; nobody has bought anything, and the department has no other category.
    expect(await references(CODES.cup)).toEqual([["SIMILAR", CODES.lid]]);
    // A variant answers its family's lists; its own family is never recommended to it.
    expect(await references(CODES.container750, "referenceType=SIMILAR")).toEqual([["SIMILAR", CODES.box]]);
    // Home: every recommendable family, best rated first; disabled products and bare variants never.
    const home = ProductList.parse(
      (await t.app.inject({ method: "GET", url: `${OCC}/products/recommendations?fields=code` })).json(),
    ).products.map((product) => product.code);
    expect(home[0]).toBe(CODES.cup);
    expect(home).toEqual(expect.arrayContaining([CODES.lid, CODES.box, CODES.container, CODES.kit]));
    expect(home).not.toContain(CODES.retired);
    expect(home).not.toContain(CODES.container500);
  });

  it("ranks frequently bought products by how many orders held both", async () => {
    const baskets: BasketSource = {
      baskets: async () => [
        [CODES.cup, CODES.lid],
        [CODES.cup, CODES.lid, CODES.container500],
        [CODES.lid, CODES.container750],
        [CODES.box, CODES.kit],
      ],
    };
    const run = await runRecommendationJob(t.db, baskets);
    expect(run.baskets).toBe(4);
    expect(await references(CODES.cup, "referenceType=CROSSELLING")).toEqual([
      ["CROSSELLING", CODES.lid],
      ["CROSSELLING", CODES.container],
    ]);
    expect(await references(CODES.kit, "referenceType=CROSSELLING&pageSize=1")).toEqual([["CROSSELLING", CODES.box]]);
    const home = ProductList.parse(
      (await t.app.inject({ method: "GET", url: `${OCC}/products/recommendations?pageSize=2&fields=code` })).json(),
    );
    // The lid is in three orders; the cup and the container family (either size) in two each.
    expect(home.products.map((product) => product.code)[0]).toBe(CODES.lid);
    expect(home.products).toHaveLength(2);
    await runRecommendationJob(t.db, NO_ORDERS);
  });

  it("computes once per period however many API processes look: the others find the fresh run and skip", async () => {
    let reads = 0;
    const counted: BasketSource = {
      baskets: async () => {
        reads += 1;
        return [];
      },
    };
    const [before] = await t.db.select().from(recommendationRuns);
    // Within the period (the run at start just happened): nobody recomputes.
    expect(await refreshRecommendationsIfStale(t.db, counted)).toBeNull();
    expect(reads).toBe(0);
    expect(await t.db.select().from(recommendationRuns)).toEqual([before]);

    // Stale: two processes look at once; the one that gets the lock first computes, the other then skips.
    await t.db.update(recommendationRuns).set({ computedAt: new Date(Date.now() - RECOMMENDATIONS_MAX_AGE_MS) });
    const runs = await Promise.all([
      refreshRecommendationsIfStale(t.db, counted),
      refreshRecommendationsIfStale(t.db, counted),
    ]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    expect(reads).toBe(1);
    const [after] = await t.db.select().from(recommendationRuns);
    expect(Date.now() - after!.computedAt.getTime()).toBeLessThan(60_000);
    expect(await references(CODES.cup)).toEqual([["SIMILAR", CODES.lid]]);
  });

  it("answers 400 for unknown products and bad reference types", async () => {
    const unknown = await t.app.inject({ method: "GET", url: `${OCC}/products/9999-99/references` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].type).toBe("UnknownIdentifierError");
    const badType = await t.app.inject({
      method: "GET",
      url: `${OCC}/products/${CODES.cup}/references?referenceType=ACCESSORIES`,
    });
    expect(badType.statusCode).toBe(400);
  });
});

describe("computeRecommendations", () => {
  const product = (code: string, extra: Partial<CatalogueInput["products"][number]> = {}) => ({
    code,
    kind: "STANDARD" as const,
    baseProductCode: null,
    brandCode: null,
    disabled: false,
    averageRating: null,
    numberOfReviews: 0,
    ...extra,
  });
  const input: CatalogueInput = {
    products: [
      product("cup-a", { brandCode: "eco" }),
      product("cup-b"),
      product("cup-c", { brandCode: "eco", averageRating: 5, numberOfReviews: 50 }),
      product("lid-a", { brandCode: "eco" }),
      product("lid-b"),
      product("plate", { disabled: true }),
      product("unpriced"),
    ],
    pricedCodes: new Set(["cup-a", "cup-b", "cup-c", "lid-a", "lid-b", "plate"]),
    productCategories: [
      { productCode: "cup-a", categoryCode: "cups" },
      { productCode: "cup-b", categoryCode: "cups" },
      { productCode: "cup-c", categoryCode: "cups" },
      { productCode: "lid-a", categoryCode: "lids" },
      { productCode: "lid-b", categoryCode: "lids" },
      { productCode: "plate", categoryCode: "cups" },
      { productCode: "unpriced", categoryCode: "cups" },
    ],
    categories: [
      { code: "drinks", parentCode: null },
      { code: "cups", parentCode: "drinks" },
      { code: "lids", parentCode: "drinks" },
    ],
  };

  it("prefers the same brand among similar products, then the better rated", () => {
    const { similar } = computeRecommendations(input, []);
    expect(similar.get("cup-a")!.map((item) => item.code)).toEqual(["cup-c", "cup-b", "lid-a", "lid-b"]);
  });

  it("cold start: frequently bought are complements from the department's other categories", () => {
    const { crossSelling } = computeRecommendations(input, []);
    expect(crossSelling.get("cup-b")!.map((item) => item.code)).toEqual(["lid-a", "lid-b"]);
    expect(crossSelling.get("cup-a")!.map((item) => item.code)).toEqual(["lid-a", "lid-b"]);
  });

  it("co-purchases outrank complements, and unknown codes in orders are ignored", () => {
    const { crossSelling, home } = computeRecommendations(input, [
      ["cup-b", "lid-b", "deleted-product"],
      ["cup-b", "cup-c"],
    ]);
    expect(crossSelling.get("cup-b")!.map((item) => item.code)).toEqual(["cup-c", "lid-b", "lid-a"]);
    expect(home.map((item) => item.code).slice(0, 3)).toEqual(["cup-b", "cup-c", "lid-b"]);
  });
});
