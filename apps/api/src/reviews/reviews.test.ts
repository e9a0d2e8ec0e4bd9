import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Product, ReviewList, Review } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { CODES, TEST_NOW, insertCatalogFixtures } from "../../test/fixtures.js";
import { bearer, createCustomer, OCC, signIn } from "../account/account-test-support.js";
import { reviews } from "./reviews.tables.js";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures });
  token = await signIn(t, await createCustomer(t, { firstName: "Layla" }));
});
afterAll(() => t.close());

const valid = { rating: 4, headline: "Sturdy cups", comment: "No leaks with hot coffee.", alias: "Layla from JLT" };

function postReview(code: string, payload: unknown, headers: Record<string, string> = bearer(token)) {
  return t.app.inject({
    method: "POST",
    url: `${OCC}/products/${encodeURIComponent(code)}/reviews`,
    headers,
    payload: payload as Record<string, unknown>,
  });
}

async function reviewsOf(code: string) {
  const response = await t.app.inject(`${OCC}/products/${encodeURIComponent(code)}/reviews`);
  expect(response.statusCode).toBe(200);
  return ReviewList.parse(response.json()).reviews;
}

async function productRating(code: string) {
  const response = await t.app.inject(`${OCC}/products/${encodeURIComponent(code)}`);
  const product = Product.parse(response.json());
  return { averageRating: product.averageRating, numberOfReviews: product.numberOfReviews };
}

describe("POST products/{code}/reviews", () => {
  it("refuses signed-out callers and bad tokens, storing nothing", async () => {
    const anonymous = await postReview(CODES.lid, valid, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].type).toBe("UnauthorizedError");
    // Even an invalid body: signing in comes first.
    expect((await postReview(CODES.lid, {}, {})).statusCode).toBe(401);
    const forged = await postReview(CODES.lid, valid, bearer("not-a-token"));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errors[0].type).toBe("InvalidTokenError");
    expect(await reviewsOf(CODES.lid)).toEqual([]);
  });

  it.each([
    ["a missing rating", { ...valid, rating: undefined }, "rating"],
    ["a rating of 0", { ...valid, rating: 0 }, "rating"],
    ["a rating of 6", { ...valid, rating: 6 }, "rating"],
    ["a fractional rating", { ...valid, rating: 3.5 }, "rating"],
    ["a missing headline", { ...valid, headline: undefined }, "headline"],
    ["a blank headline", { ...valid, headline: "   " }, "headline"],
    ["a blank comment", { ...valid, comment: "" }, "comment"],
    ["a too long comment", { ...valid, comment: "x".repeat(5001) }, "comment"],
    ["a NUL in the comment", { ...valid, comment: "a\u0000b" }, "comment"],
    ["a too long alias", { ...valid, alias: "x".repeat(101) }, "alias"],
  ])("answers 400 ValidationError for %s", async (_case, payload, subject) => {
    const response = await postReview(CODES.lid, payload);
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error).toMatchObject({ type: "ValidationError", subject, subjectType: "field" });
    expect(await reviewsOf(CODES.lid)).toEqual([]);
  });

  it("answers 400 UnknownIdentifierError for unknown and disabled products", async () => {
    for (const code of ["9999-99", CODES.retired]) {
      const response = await postReview(code, valid);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].type).toBe("UnknownIdentifierError");
      const read = await t.app.inject(`${OCC}/products/${code}/reviews`);
      expect(read.statusCode).toBe(400);
    }
  });

  it("stores a signed-in customer's review, lists it and updates the product's rating", async () => {
    const response = await postReview(CODES.cup, { ...valid, headline: "  Sturdy cups  " });
    expect(response.statusCode).toBe(201);
    const created = Review.parse(response.json());
    expect(created).toMatchObject({
      headline: "Sturdy cups",
      comment: valid.comment,
      rating: 4,
      alias: "Layla from JLT",
      principal: { name: "Layla Al Mansoori" },
      date: TEST_NOW.toISOString(),
    });
    // The fixture's stored rating (4.5 from 2) had no reviews behind it: now it is the real one.
    expect(await productRating(CODES.cup)).toEqual({ averageRating: 4, numberOfReviews: 1 });

    const second = await postReview(CODES.cup, { rating: 5, headline: "Again", comment: "Ordered twice." });
    expect(second.statusCode).toBe(201);
    expect(second.json()).not.toHaveProperty("alias");
    const listed = await reviewsOf(CODES.cup);
    expect(listed.map((review) => review.headline)).toEqual(["Again", "Sturdy cups"]);
    expect(await productRating(CODES.cup)).toEqual({ averageRating: 4.5, numberOfReviews: 2 });
  });

  it("shares one rating and one list of reviews across a product family, as its tile and pages show it", async () => {
    // A review of one size counts for the family's tile (the base product) and for every other size's page.
    expect((await postReview(CODES.container500, { ...valid, rating: 5 })).statusCode).toBe(201);
    expect((await postReview(CODES.container750, { ...valid, rating: 2, headline: "Lid cracked" })).statusCode).toBe(
      201,
    );
    for (const code of [CODES.container, CODES.container500, CODES.container750]) {
      expect(await productRating(code), code).toEqual({ averageRating: 3.5, numberOfReviews: 2 });
      expect((await reviewsOf(code)).map((review) => review.rating).sort(), code).toEqual([2, 5]);
    }
    // The listing tile reads the same numbers.
    const search = await t.app.inject(`${OCC}/products/search?query=container`);
    const tile = (
      search.json() as { products: { code: string; averageRating?: number; numberOfReviews?: number }[] }
    ).products.find((product) => product.code === CODES.container);
    expect(tile).toMatchObject({ averageRating: 3.5, numberOfReviews: 2 });
    // Other products keep their own.
    expect((await productRating(CODES.lid)).numberOfReviews).toBe(0);
  });

  it("keeps hostile markup as inert plain text, byte for byte, without a direction override", async () => {
    const hostile = {
      rating: 1,
      headline: `<script>alert("x")</script>`,
      comment: `<img src=x onerror="alert(1)"> & <b>bold</b> '"\n\u202Eevil`,
      alias: "<a href='javascript:alert(1)'>me</a>",
    };
    const response = await postReview(CODES.box, hostile);
    expect(response.statusCode).toBe(201);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const [stored] = await reviewsOf(CODES.box);
    // Markup is kept byte for byte; only the invisible right-to-left override is dropped.
    expect(stored).toMatchObject({ ...hostile, comment: `<img src=x onerror="alert(1)"> & <b>bold</b> '"\nevil` });
  });
});

describe("GET products/productsLatestReviews", () => {
  beforeAll(async () => {
    // Twelve more reviews a minute apart (newest last), one rejected and one of a disabled product.
    const base = TEST_NOW.getTime() + 60 * 60_000;
    await t.db.insert(reviews).values([
      ...Array.from({ length: 12 }, (_, index) => ({
        productCode: CODES.lid,
        principalName: "Seeded Shopper",
        rating: 5,
        headline: `Latest ${index + 1}`,
        comment: "Fits well.",
        createdAt: new Date(base + index * 60_000),
      })),
      {
        productCode: CODES.lid,
        principalName: "Hidden",
        rating: 1,
        headline: "Rejected",
        comment: "Spam",
        status: "REJECTED" as const,
        createdAt: new Date(base + 20 * 60_000),
      },
      {
        productCode: CODES.retired,
        principalName: "Old",
        rating: 3,
        headline: "Retired product",
        comment: "Gone",
        createdAt: new Date(base + 30 * 60_000),
      },
    ]);
  });

  async function latest(query = "") {
    const response = await t.app.inject(`${OCC}/products/productsLatestReviews${query}`);
    return { status: response.statusCode, body: response.json() };
  }

  it("answers the 10 newest approved reviews of enabled products by default, each with its product", async () => {
    const { status, body } = await latest();
    expect(status).toBe(200);
    const list = ReviewList.parse(body).reviews;
    expect(list.map((review) => review.headline)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Latest ${12 - index}`),
    );
    expect(list[0]!.product).toMatchObject({ code: CODES.lid, name: "Cup Lid", url: expect.any(String) });
  });

  it("honours maxCount and the language of the product names", async () => {
    const { body } = await latest("?maxCount=3&lang=ar");
    expect(body.reviews.map((review: Review) => review.headline)).toEqual(["Latest 12", "Latest 11", "Latest 10"]);
    expect(body.reviews[0].product).toMatchObject({ code: CODES.lid, name: "غطاء كوب", name_en: "Cup Lid" });
    const all = await latest("?maxCount=50");
    // 12 here, 3 of the cup's and 2 of the food container's written above.
    expect(all.body.reviews).toHaveLength(17);
  });

  it.each(["0", "51", "ten"])("rejects maxCount=%s", async (maxCount) => {
    const { status, body } = await latest(`?maxCount=${maxCount}`);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ type: "ValidationError", subject: "maxCount" });
  });
});
