/**
 * Product search on the seeded demo shop: counts checked against the database, facets, sorts, paging,
 * English and Arabic matching, hostile input and freshness after a catalogue change.
 */
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/app.js";
import { recordProductChanges } from "../cache/catalog-version.js";
import { prices, products } from "../db/tables.js";
import { seedDemoShop } from "@dukkan/demo-shop";
import { acceptsGzip } from "./search-routes.js";
import { ProductSearchPage } from "./search.schemas.js";

const BASE = "/occ/v2/dukkan/products/search";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: async (db) => void (await seedDemoShop(db)), now: () => new Date() });
});
afterAll(() => t.close());

async function search(params: Record<string, string>): Promise<ProductSearchPage> {
  const response = await t.app.inject(`${BASE}?${new URLSearchParams(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return ProductSearchPage.parse(response.json());
}

async function status(params: Record<string, string>): Promise<{ statusCode: number; type?: string }> {
  const response = await t.app.inject(`${BASE}?${new URLSearchParams(params)}`);
  return { statusCode: response.statusCode, type: response.json().errors?.[0]?.type };
}

/** Tiles the database says a category (and everything under it) holds: enabled, priced, one per family. */
async function tilesInCategoryTree(category: string): Promise<number> {
  const result = (await t.db.execute(sql`
    with recursive tree(code) as (
      select code from categories where code = ${category}
      union select c.code from categories c join tree on c.parent_code = tree.code
    ),
    in_tree(product_code) as (
      select product_code from product_categories where category_code in (select code from tree)
    ),
    priced_variants(code, base) as (
      select v.code, v.base_product_code from products v
      join prices p on p.product_code = v.code and p.currency = 'AED'
      where v.kind = 'VARIANT' and not v.disabled
    )
    select count(*)::int as n from products p
    where not p.disabled and (
      (p.kind in ('STANDARD', 'KIT')
        and exists (select 1 from prices pr where pr.product_code = p.code and pr.currency = 'AED')
        and p.code in (select product_code from in_tree))
      or (p.kind = 'BASE'
        and exists (select 1 from priced_variants v where v.base = p.code)
        and (p.code in (select product_code from in_tree)
          or exists (select 1 from priced_variants v where v.base = p.code and v.code in (select product_code from in_tree))))
    )`)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]!.n);
}

/** What the shopper pays: a family's first enabled variant (where the tile leads), else the product itself. */
function tilePrice(product: ProductSearchPage["products"][number]): number {
  const selected = product.baseOptions?.[0]?.selected;
  if (selected) return selected.priceAfterDiscount?.value ?? selected.priceData?.value ?? Number.NaN;
  return product.priceAfterDiscount?.value ?? product.price?.value ?? Number.NaN;
}

async function allPages(query: string): Promise<ProductSearchPage["products"]> {
  const first = await search({ query, pageSize: "100" });
  const pages = [first];
  for (let page = 1; page < first.pagination.totalPages; page++)
    pages.push(await search({ query, pageSize: "100", currentPage: String(page) }));
  return pages.flatMap((result) => result.products);
}

describe("category listings", () => {
  it("counts exactly what the database holds in a category tree", async () => {
    const result = await search({ query: ":relevance:allCategories:food-containers" });
    const expected = await tilesInCategoryTree("food-containers");
    expect(expected).toBeGreaterThan(20);
    expect(result.pagination).toMatchObject({
      currentPage: 0,
      pageSize: 20,
      sort: "relevance",
      totalResults: expected,
    });
    expect(result.pagination.totalPages).toBe(Math.ceil(expected / 20));
    expect(result.products).toHaveLength(20);
    expect(result.currentQuery.query.value).toBe(":relevance:allCategories:food-containers");
    expect(result.breadcrumbs).toEqual([
      expect.objectContaining({
        facetCode: "allCategories",
        facetValueCode: "food-containers",
        facetValueName: "Food Containers",
        removeQuery: { query: { value: ":relevance" } },
      }),
    ]);
    expect(result.seoTitle).toBe("Food Containers | Dukkan");
    const subcategory = result.facets.find((facet) => facet.code === "allCategories")!;
    for (const value of subcategory.values.filter((value) => value.code !== "food-containers").slice(0, 5)) {
      expect(value.count, value.code).toBe(await tilesInCategoryTree(value.code));
    }
  });

  it("never lists disabled products or variants on their own", async () => {
    const listed = await allPages(":relevance");
    const rows = await t.db
      .select({ code: products.code, kind: products.kind, disabled: products.disabled })
      .from(products);
    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect(listed.length).toBeGreaterThan(200);
    expect(new Set(listed.map((product) => product.code)).size).toBe(listed.length);
    for (const product of listed) {
      expect(byCode.get(product.code)?.disabled, product.code).toBe(false);
      expect(byCode.get(product.code)?.kind, product.code).not.toBe("VARIANT");
    }
    expect(rows.some((row) => row.disabled)).toBe(true);
  });
});

describe("facets", () => {
  it("counts each value exactly as selecting it would, with the other facets applied", async () => {
    const query = ":relevance:allCategories:cups-and-lids";
    const result = await search({ query });
    const brand = result.facets.find((facet) => facet.code === "brand")!;
    expect(brand).toMatchObject({ name: "Brand", multiSelect: true, visible: true });
    expect(brand.values.length).toBeGreaterThan(1);
    for (const value of brand.values) {
      expect(value.selected).toBe(false);
      expect(value.query.query.value).toBe(`${query}:brand:${value.code}`);
      expect((await search({ query: value.query.query.value })).pagination.totalResults, value.code).toBe(value.count);
    }

    // With a brand selected, material counts apply the brand; brand counts still ignore the brand filter.
    const withBrand = await search({ query: brand.values[0]!.query.query.value });
    expect(withBrand.facets.find((facet) => facet.code === "brand")!.values).toEqual(
      brand.values.map((value, index) =>
        expect.objectContaining({ code: value.code, count: value.count, selected: index === 0 }),
      ),
    );
    for (const value of withBrand.facets.find((facet) => facet.code === "material")!.values) {
      const narrowed = await search({ query: value.query.query.value });
      expect(narrowed.pagination.totalResults, value.code).toBe(value.count);
      expect(narrowed.products.every((product) => product.code)).toBe(true);
    }
  });

  it("ORs several values of one facet and ANDs facets", async () => {
    const base = ":relevance:allCategories:cups-and-lids";
    const brand = (await search({ query: base })).facets.find((facet) => facet.code === "brand")!;
    const [first, second] = brand.values;
    const both = await search({ query: `${base}:brand:${first!.code}:brand:${second!.code}` });
    expect(both.pagination.totalResults).toBe(first!.count + second!.count);
    expect(both.breadcrumbs.map((crumb) => crumb.facetValueCode)).toEqual(["cups-and-lids", first!.code, second!.code]);
    expect(both.breadcrumbs[1]!.removeQuery.query.value).toBe(`${base}:brand:${second!.code}`);
  });

  it("filters by price range on the price shown", async () => {
    const result = await search({ query: ":price-asc:price:10-25", pageSize: "100" });
    expect(result.pagination.totalResults).toBeGreaterThan(0);
    for (const product of result.products) {
      expect(tilePrice(product), product.code).toBeGreaterThanOrEqual(10);
      expect(tilePrice(product), product.code).toBeLessThan(25);
    }
    const facet = result.facets.find((candidate) => candidate.code === "price")!;
    expect(facet.values.map((value) => value.code)).toEqual(
      ["0-10", "10-25", "25-50", "50-100", "100-up"].filter((code) =>
        facet.values.some((value) => value.code === code),
      ),
    );
    expect(facet.values.find((value) => value.code === "10-25")).toMatchObject({ selected: true, name: "AED 10 – 25" });
  });

  it("labels facets and values in Arabic", async () => {
    const result = await search({ query: ":relevance:allCategories:cups-and-lids", lang: "ar" });
    expect(result.facets.find((facet) => facet.code === "brand")!.name).toBe("العلامة التجارية");
    expect(result.breadcrumbs[0]!.facetValueName).toBe("الأكواب والأغطية");
    expect(result.sorts.find((sort) => sort.code === "price-asc")!.name).toBe("السعر (الأقل أولاً)");
  });
});

describe("sorting and paging", () => {
  it("sorts by price both ways and by name", async () => {
    const query = ":relevance:allCategories:cutlery-tableware";
    const ascending = (await search({ query, sort: "price-asc", pageSize: "100" })).products.map(tilePrice);
    expect(ascending.length).toBeGreaterThan(10);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (
      await search({ query: ":price-desc:allCategories:cutlery-tableware", pageSize: "100" })
    ).products.map(tilePrice);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const names = (await search({ query, sort: "name-asc", pageSize: "100" })).products.map((product) => product.name!);
    const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
    expect(names).toEqual([...names].sort(collator.compare));
    const rated = await search({ query, sort: "topRated", pageSize: "100" });
    const ratings = rated.products.map((product) => product.averageRating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(rated.sorts.filter((sort) => sort.selected).map((sort) => sort.code)).toEqual(["topRated"]);
    expect(rated.currentQuery.query.value).toBe(":topRated:allCategories:cutlery-tableware");
  });

  it("answers a page past the end with no products and true pagination", async () => {
    const first = await search({ query: ":relevance:allCategories:bags", pageSize: "5" });
    const past = await search({ query: ":relevance:allCategories:bags", pageSize: "5", currentPage: "999" });
    expect(past.products).toEqual([]);
    expect(past.pagination).toEqual({ ...first.pagination, currentPage: 999 });
    const last = await search({
      query: ":relevance:allCategories:bags",
      pageSize: "5",
      currentPage: String(first.pagination.totalPages - 1),
    });
    expect(last.products.length).toBe(first.pagination.totalResults - 5 * (first.pagination.totalPages - 1));
  });

  it("rejects page sizes outside 1…100, negative pages and unknown sorts", async () => {
    const invalid: Record<string, string>[] = [
      { pageSize: "0" },
      { pageSize: "101" },
      { pageSize: "10000" },
      { pageSize: "ten" },
      { currentPage: "-1" },
      { sort: "cheapest" },
    ];
    for (const params of invalid) {
      expect(await status(params), JSON.stringify(params)).toEqual({ statusCode: 400, type: "ValidationError" });
    }
  });
});

describe("free text", () => {
  it("finds products by English words, ranking name matches first", async () => {
    const result = await search({ query: "napkin" });
    expect(result.freeTextSearch).toBe("napkin");
    expect(result.pagination.totalResults).toBeGreaterThan(3);
    expect(result.products[0]!.name).toMatch(/napkin/i);
  });

  it("matches the last word as a prefix while typing and tolerates a typo", async () => {
    const typing = await search({ query: "contai" });
    expect(typing.pagination.totalResults).toBeGreaterThan(0);
    expect(typing.products[0]!.name).toMatch(/contain/i);
    const exact = await search({ query: "container" });
    const oneEdit = await search({ query: "contaner" });
    expect(oneEdit.pagination.totalResults).toBe(exact.pagination.totalResults);
  });

  it("counts a swapped pair of adjacent letters as one typo, in English and Arabic", async () => {
    const exact = await search({ query: "container" });
    expect(exact.pagination.totalResults).toBeGreaterThan(0);
    const swapped = await search({ query: "contianer" });
    expect(swapped.pagination.totalResults).toBe(exact.pagination.totalResults);
    expect(swapped.products[0]!.name).toMatch(/container/i);
    expect(swapped.products.map((product) => product.code)).toEqual(exact.products.map((product) => product.code));

    const arabic = await search({ query: "أكواب", lang: "ar" });
    const arabicSwapped = await search({ query: "أكاوب", lang: "ar" });
    // The exact word also matches longer words as a prefix while typing, so the counts differ; the cups lead both.
    expect(arabicSwapped.pagination.totalResults).toBeGreaterThan(3);
    expect(arabicSwapped.products[0]!.code).toBe(arabic.products[0]!.code);
    expect(arabicSwapped.products[0]!.name).toMatch(/أكواب/);
  });

  it("finds Arabic words with or without diacritics, tatweel and hamza forms", async () => {
    const plain = await search({ query: "أكواب", lang: "ar" });
    expect(plain.pagination.totalResults).toBeGreaterThan(3);
    const codes = plain.products.map((product) => product.code);
    for (const variant of ["اكواب", "أَكْوَاب", "أكـــواب", "الأكواب"]) {
      const result = await search({ query: variant, lang: "ar" });
      expect(result.pagination.totalResults, variant).toBe(plain.pagination.totalResults);
      expect(result.products.map((product) => product.code)).toEqual(codes);
    }
    expect(plain.products[0]!.name).toMatch(/أكواب|كوب/);
    const typing = await search({ query: "حافظ", lang: "ar" });
    expect(typing.pagination.totalResults).toBeGreaterThan(0);
    expect(typing.products[0]!.name).toMatch(/حافظ/);
  });

  it("combines text with facets", async () => {
    const all = await search({ query: "cup" });
    const narrowed = await search({ query: "cup:relevance:allCategories:cups-and-lids" });
    expect(narrowed.pagination.totalResults).toBeGreaterThan(0);
    expect(narrowed.pagination.totalResults).toBeLessThanOrEqual(all.pagination.totalResults);
    expect(all.facets.find((facet) => facet.code === "allCategories")!.values).toContainEqual(
      expect.objectContaining({ code: "cups-and-lids", count: narrowed.pagination.totalResults }),
    );
  });

  it("answers hostile queries with 400 or an empty result, never an error", async () => {
    for (const query of [
      "'; DROP TABLE products; --",
      "' OR 1=1 --",
      "%00\uffff😀\u202e",
      "]]>{{}}<script>",
      "\\",
      "::::::::",
    ]) {
      const response = await t.app.inject(`${BASE}?${new URLSearchParams({ query })}`);
      expect(response.statusCode, query).toBe(200);
    }
    const withNul = await status({ query: "cup\u0000" });
    expect(withNul).toEqual({ statusCode: 400, type: "ValidationError" });
    expect((await t.db.select({ code: products.code }).from(products).limit(1)).length).toBe(1);
    for (const raw of ["query=a&query=b", "pageSize=5&pageSize=6", "currentPage=1e400"]) {
      const response = await t.app.inject(`${BASE}?${raw}`);
      expect(response.statusCode, raw).toBe(400);
      expect(response.json().errors[0].type, raw).toBe("ValidationError");
    }
    expect(await status({ query: "x".repeat(5000) })).toEqual({ statusCode: 400, type: "ValidationError" });
    expect(await status({ query: ":relevance:nosuchfacet:x" })).toEqual({ statusCode: 400, type: "ValidationError" });
    expect(await status({ query: ":relevance::x" })).toEqual({ statusCode: 400, type: "ValidationError" });
    expect((await search({ query: ":relevance:brand:no-such-brand" })).pagination.totalResults).toBe(0);
  });
});

describe("compressed answers", () => {
  it("sends gzip to a client that takes it, the same JSON as the plain answer, first and repeated", async () => {
    const url = `${BASE}?${new URLSearchParams({ query: "cup:relevance:price:0-10", pageSize: "10" })}`;
    const plain = await t.app.inject(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const encoding of ["gzip, deflate", "br;q=1, gzip;q=0.5"]) {
      for (const round of [1, 2]) {
        const zipped = await t.app.inject({ url, headers: { "accept-encoding": encoding } });
        expect(zipped.headers["content-encoding"], `${encoding} #${round}`).toBe("gzip");
        expect(zipped.headers.vary).toContain("accept-encoding");
        expect(JSON.parse(gunzipSync(zipped.rawPayload).toString("utf8"))).toEqual(plain.json());
      }
    }
    // Refused gzip, or no Accept-Encoding: plain JSON, also when the answer comes from the cache.
    const refused = await t.app.inject({ url, headers: { "accept-encoding": "gzip;q=0, identity" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
    expect((await t.app.inject(url)).json()).toEqual(plain.json());
  });

  it("reads Accept-Encoding as HTTP defines it", () => {
    expect(acceptsGzip("gzip, deflate")).toBe(true);
    expect(acceptsGzip("GZIP")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("deflate, br")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("*;q=0.1, gzip;q=0")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("freshness", () => {
  // Written as the catalogue's writers do (recordProductChanges): the next search applies just those products.
  // (A change of everything rebuilds the index, in the background once a build has taken over 5 s on a busy
  // machine: freshness.test.ts covers that path.)
  it("reflects a price change and a disabled product on the next search", async () => {
    const before = await search({ query: ":price-asc", pageSize: "1" });
    const target = (await search({ query: ":price-desc", pageSize: "1" })).products[0]!;
    expect(before.products[0]!.code).not.toBe(target.code);
    const [row] = await t.db.select().from(products).where(eq(products.code, target.code));
    // A standard product or kit carries its own price; a family is priced by its first variant.
    const priced = row!.kind === "BASE" ? target.baseOptions![0]!.selected!.code : target.code;
    await t.db.transaction(async (tx) => {
      await tx.update(prices).set({ valueFils: 1 }).where(eq(prices.productCode, priced));
      await recordProductChanges(tx, [priced]);
    });
    const after = await search({ query: ":price-asc", pageSize: "1" });
    expect(after.products[0]!.code).toBe(target.code);

    await t.db.transaction(async (tx) => {
      await tx.update(products).set({ disabled: true }).where(eq(products.code, target.code));
      await recordProductChanges(tx, [target.code]);
    });
    const hidden = await search({ query: ":price-asc", pageSize: "1" });
    expect(hidden.products[0]!.code).not.toBe(target.code);
    expect(hidden.pagination.totalResults).toBe(before.pagination.totalResults - 1);
  });
});

describe("every sort", () => {
  it("orders names descending in both languages and ranks text matches by relevance", async () => {
    const query = ":relevance:allCategories:cups-and-lids";
    for (const lang of ["en", "ar"] as const) {
      const names = (await search({ query, sort: "name-desc", pageSize: "100", lang })).products.map((p) => p.name!);
      const collator = new Intl.Collator(lang, { sensitivity: "base", numeric: true });
      expect(names.length, lang).toBeGreaterThan(10);
      expect(names, lang).toEqual([...names].sort((a, b) => collator.compare(b, a)));
    }
    // Relevance: a name match outranks a product that only mentions the word elsewhere.
    const relevant = await search({ query: "napkin:relevance", pageSize: "100" });
    const firstOther = relevant.products.findIndex((product) => !/napkin/i.test(product.name!));
    if (firstOther >= 0)
      expect(relevant.products.slice(firstOther).every((product) => !/napkin/i.test(product.name!))).toBe(true);
    expect(relevant.sorts.map((sort) => [sort.code, sort.selected])).toEqual([
      ["relevance", true],
      ["topRated", false],
      ["name-asc", false],
      ["name-desc", false],
      ["price-asc", false],
      ["price-desc", false],
    ]);
  });
});

describe("multi-select facet counts", () => {
  it("counts every other facet exactly for two selected brands", async () => {
    const base = ":relevance:allCategories:cups-and-lids";
    const brands = (await search({ query: base })).facets.find((facet) => facet.code === "brand")!.values;
    const query = `${base}:brand:${brands[0]!.code}:brand:${brands[1]!.code}`;
    const both = await search({ query });
    for (const facet of both.facets.filter((candidate) => ["material", "price", "colour"].includes(candidate.code))) {
      for (const value of facet.values) {
        expect(value.query.query.value).toBe(`${query}:${facet.code}:${value.code}`);
        const narrowed = await search({ query: value.query.query.value });
        expect(narrowed.pagination.totalResults, `${facet.code}:${value.code}`).toBe(value.count);
      }
    }
    // Deselecting one brand keeps the other.
    const crumb = both.breadcrumbs.find((candidate) => candidate.facetValueCode === brands[0]!.code)!;
    expect(crumb.removeQuery.query.value).toBe(`${base}:brand:${brands[1]!.code}`);
  });
});

describe("SEO fields", () => {
  it("titles category and brand listings, and not text searches", async () => {
    const category = await search({ query: ":relevance:allCategories:food-containers" });
    expect(category).toMatchObject({ seoTitle: "Food Containers | Dukkan", seoH1: "Food Containers" });
    expect(category.seoDescription).toMatch(/\S{10,}/);
    const arabic = await search({ query: ":relevance:allCategories:food-containers", lang: "ar" });
    expect(arabic.seoTitle).toMatch(/دكان$/);

    const byFacet = await search({ query: ":relevance:brand:sahra-pack" });
    // Brand pages may also put the brand code in the category's place (spec §2.6).
    const byScope = await search({ query: ":relevance:allCategories:sahra-pack" });
    expect(byFacet.pagination.totalResults).toBeGreaterThan(0);
    expect(byScope.pagination.totalResults).toBe(byFacet.pagination.totalResults);
    expect(byScope.products.map((product) => product.code)).toEqual(byFacet.products.map((product) => product.code));
    for (const result of [byFacet, byScope]) {
      expect(result.seoTitle).toMatch(/ \| Dukkan$/);
      expect(result.seoH1).toBe(result.seoTitle!.replace(" | Dukkan", ""));
      expect(result.seoDescription).toContain(result.seoH1!);
    }
    expect(byScope.breadcrumbs[0]).toMatchObject({ facetCode: "allCategories", facetValueName: byFacet.seoH1 });
    // The hidden category tree never lists brands unless one is the scope.
    const tree = (await search({ query: ":relevance" })).facets.find((facet) => facet.code === "allCategories")!;
    expect(tree.values.some((value) => value.code === "sahra-pack")).toBe(false);

    const text = await search({ query: "cup" });
    expect(text).not.toHaveProperty("seoTitle");
    expect(text).not.toHaveProperty("seoH1");
  });
});

describe("hostile query strings", () => {
  it("treats regex characters, junk and colons as text, and rejects too many facet values", async () => {
    for (const query of [
      ".*+?^${}()|[]\\",
      "(((((",
      "cup.*",
      "\u0000\u0001\u0002",
      "ـــــ",
      "َُِ",
      "🥤🥤🥤",
      "a:b:c:d:e:f:g",
    ]) {
      const response = await t.app.inject(`${BASE}?${new URLSearchParams({ query })}`);
      expect([200, 400], query).toContain(response.statusCode);
      if (response.statusCode === 400) expect(response.json().errors[0].type, query).toBe("ValidationError");
    }
    expect((await search({ query: ".*+?^${}()|[]\\" })).pagination.totalResults).toBe(0);
    expect((await search({ query: "cup.*" })).pagination.totalResults).toBe(
      (await search({ query: "cup" })).pagination.totalResults,
    );
    const pairs = Array.from({ length: 51 }, (_, index) => `brand:b${index}`).join(":");
    expect(await status({ query: `:relevance:${pairs}` })).toEqual({ statusCode: 400, type: "ValidationError" });
    expect(await status({ query: ":".repeat(999) })).toEqual({ statusCode: 200, type: undefined });
  });
});
