/**
 * The staff catalogue API as the back office and a merchandiser's script see it: the list's search, filters and
 * pages; one product; texts, price and stock writes reaching the shop's product API; audit rows; CSV export and an
 * import checked row by row that writes every row or none.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  StaffCategoryList,
  StaffImportReport,
  StaffProduct,
  StaffProductList,
  StaffStockAnswer,
} from "@dukkan/staff-api";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../../test/fixtures.js";
import { auditLog, prices, stockLevels } from "../../db/tables.js";
import { staffAuthHeader } from "../../staff/staff-test-support.js";

let t: TestApp;
let merchandiser: Record<string, string>;
let fulfilment: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures });
  [merchandiser, fulfilment, support] = await Promise.all([
    staffAuthHeader(t, "merchandiser"),
    staffAuthHeader(t, "fulfilment"),
    staffAuthHeader(t, "support"),
  ]);
});
afterAll(() => t.close());

const list = async (query: Record<string, string>, headers = merchandiser) => {
  const response = await t.app.inject({ url: `/admin/v1/products?${new URLSearchParams(query)}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return StaffProductList.parse(response.json());
};
const codesOf = (page: StaffProductList) => page.products.map((product) => product.code);

const shopProduct = async (code: string) =>
  (await t.app.inject(`/occ/v2/dukkan/products/${encodeURIComponent(code)}?fields=FULL`)).json() as {
    name?: string;
    price?: { value: number };
    stock?: { stockLevel?: number };
    description?: string;
    disabled?: boolean;
  };

const auditRows = (action: string, targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);

describe("GET /admin/v1/products", () => {
  it("finds products by part of the code or of the English or Arabic name, offline ones too", async () => {
    expect(codesOf(await list({ q: "1001-0" }))).toEqual([CODES.cup, CODES.lid]);
    expect(codesOf(await list({ q: "CONTAINER 7" }))).toEqual([CODES.container750]);
    expect(codesOf(await list({ q: "طقم" }))).toEqual([CODES.kit]);
    expect(codesOf(await list({ q: "retired" }))).toEqual([CODES.retired]);
    // LIKE wildcards are plain characters.
    expect(codesOf(await list({ q: "%" }))).toEqual([]);
  });

  it("filters by category (sub-categories and variants of a base product in it count), status and low stock", async () => {
    expect(codesOf(await list({ category: "disposables" }))).toEqual([CODES.cup, CODES.lid]);
    expect(codesOf(await list({ category: "boxes" }))).toEqual([
      CODES.box,
      CODES.container,
      CODES.container500,
      CODES.container750,
      CODES.container1000,
    ]);
    expect(codesOf(await list({ status: "offline" }))).toEqual([CODES.retired, CODES.container1000]);
    // At or below the threshold (10 by default): the lid (5), the box (0) and the 750 ml container (0).
    const low = await list({ lowStock: "true" });
    expect(codesOf(low)).toEqual([CODES.lid, CODES.box, CODES.container750]);
    expect(low.products.every((product) => product.lowStock)).toBe(true);
  });

  it("sorts and pages", async () => {
    const page = await list({ sort: "price-desc", pageSize: "2", currentPage: "1" });
    // 45.00, 29.00 | 20.00, 12.50 | …
    expect(codesOf(page)).toEqual([CODES.lid, CODES.cup]);
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 2, totalPages: 5, totalResults: 9 });
    expect(codesOf(await list({ sort: "name-asc", pageSize: "3" }))).toEqual([
      CODES.lid,
      CODES.container,
      CODES.container1000,
    ]);
    const row = (await list({ q: CODES.kit })).products[0]!;
    expect(row).toEqual({
      code: CODES.kit,
      kind: "KIT",
      name: { en: "Party Kit", ar: "طقم الحفلة" },
      online: true,
      priceFils: 2900,
      available: null,
      lowStock: false,
      brand: null,
    });
  });

  it("filters by brand code: only the products that have that brand, each row naming it; no products for an unknown code", async () => {
    const ecopack = await list({ brand: "ecopack" });
    expect(codesOf(ecopack)).toEqual([CODES.cup]);
    expect(ecopack.products[0]!.brand).toEqual({ code: "ecopack", name: { en: "EcoPack", ar: "إيكوباك" } });
    expect(ecopack.pagination.totalResults).toBe(1);
    expect(codesOf(await list({ brand: "ecopack", category: "boxes" }))).toEqual([]);
    const unknown = await list({ brand: "no-such-brand" });
    expect(unknown.products).toEqual([]);
    expect(unknown.pagination.totalResults).toBe(0);
    const exported = await t.app.inject({ url: "/admin/v1/products/export.csv?brand=ecopack", headers: merchandiser });
    expect(
      exported.body
        .trim()
        .split("\n")
        .slice(1)
        .map((line) => line.split(",")[0]),
    ).toEqual([CODES.cup]);
  });

  it("refuses bad filters and roles without the catalogue", async () => {
    const bad = await t.app.inject({ url: "/admin/v1/products?sort=cheapest&pageSize=500", headers: merchandiser });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { subject: string }) => error.subject)
        .sort(),
    ).toEqual(["pageSize", "sort"]);
    expect((await t.app.inject({ url: "/admin/v1/products", headers: support })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/admin/v1/products" })).statusCode).toBe(401);
    // Fulfilment reads the catalogue (to count stock) but does not change it.
    await list({}, fulfilment);
  });
});

describe("GET /admin/v1/categories", () => {
  it("lists every category, each parent followed by its children", async () => {
    const response = await t.app.inject({ url: "/admin/v1/categories", headers: fulfilment });
    expect(response.statusCode).toBe(200);
    expect(StaffCategoryList.parse(response.json()).categories.map((category) => category.code)).toEqual([
      "disposables",
      "cups",
      "packaging",
      "boxes",
    ]);
  });
});

describe("GET /admin/v1/products/{code}", () => {
  it("answers both languages' texts, categories, variants with their stock, price, stock per location and images", async () => {
    const response = await t.app.inject({ url: `/admin/v1/products/${CODES.container}`, headers: merchandiser });
    expect(response.statusCode).toBe(200);
    const product = StaffProduct.parse(response.json());
    expect(product).toMatchObject({
      code: CODES.container,
      kind: "BASE",
      name: { en: "Food Container", ar: "حافظة طعام" },
      online: true,
      categories: [{ code: "boxes", name: { en: "Food Boxes" } }],
      stock: [{ location: "warehouse", available: 0 }],
    });
    expect(
      product.variants.map((variant) => [variant.code, variant.priceFils, variant.available, variant.online]),
    ).toEqual([
      [CODES.container500, 300, 50, true],
      [CODES.container750, 350, 0, true],
      [CODES.container1000, 400, null, false],
    ]);
    const cup = StaffProduct.parse(
      (await t.app.inject({ url: `/admin/v1/products/${CODES.cup}`, headers: merchandiser })).json(),
    );
    expect(cup.description).toEqual({ en: "<p>For hot drinks.</p>", ar: "" });
    expect(cup.images).toEqual([
      {
        position: 0,
        url: "/medias/cup-main?format=product",
        thumbnailUrl: "/medias/cup-main?format=thumbnail",
        alt: { en: "", ar: "" },
        video: false,
      },
      {
        position: 1,
        url: "/medias/cup-side?format=product",
        thumbnailUrl: "/medias/cup-side?format=thumbnail",
        alt: { en: "Cup from the side", ar: "الكوب من الجانب" },
        video: false,
      },
    ]);
  });

  it("answers 400 UnknownIdentifierError for a code no product has", async () => {
    const response = await t.app.inject({ url: "/admin/v1/products/NOPE-1", headers: merchandiser });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ type: "UnknownIdentifierError", subject: "NOPE-1" });
  });
});

describe("writes", () => {
  it("changes names and a sanitised description, and takes a product offline; the shop follows", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: `/admin/v1/products/${CODES.box}`,
      headers: merchandiser,
      payload: {
        name: { en: "Kraft Box XL", ar: "علبة كرافت كبيرة" },
        description: { en: '<p onclick="steal()">Strong <script>alert(1)</script><b>kraft</b></p>' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const product = StaffProduct.parse(response.json());
    expect(product.name).toEqual({ en: "Kraft Box XL", ar: "علبة كرافت كبيرة" });
    expect(product.description.en).toBe("<p>Strong <b>kraft</b></p>");
    expect((await shopProduct(CODES.box)).name).toBe("Kraft Box XL");

    const offline = await t.app.inject({
      method: "PATCH",
      url: `/admin/v1/products/${CODES.box}`,
      headers: merchandiser,
      payload: { online: false },
    });
    expect(offline.statusCode).toBe(200);
    expect((await shopProduct(CODES.box)).disabled).toBe(true);
    const rows = await auditRows("product.update", CODES.box);
    expect(rows.map((row) => row.details)).toEqual([
      { fields: ["name", "description"] },
      { fields: ["online"], online: false },
    ]);
    await t.app.inject({
      method: "PATCH",
      url: `/admin/v1/products/${CODES.box}`,
      headers: merchandiser,
      payload: { online: true },
    });
  });

  it("refuses an empty change, an empty English name and fulfilment staff", async () => {
    const patch = (payload: unknown, headers = merchandiser) =>
      t.app.inject({ method: "PATCH", url: `/admin/v1/products/${CODES.lid}`, headers, payload: payload as object });
    expect((await patch({})).statusCode).toBe(400);
    const blank = await patch({ name: { en: "  " } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].subject).toBe("name.en");
    expect((await patch({ online: false }, fulfilment)).statusCode).toBe(403);
  });

  it("sets a price in fils that the shop shows at once, audited with the old price; refuses 0 and fractions", async () => {
    const put = (payload: unknown, headers = merchandiser) =>
      t.app.inject({
        method: "PUT",
        url: `/admin/v1/products/${CODES.cup}/price`,
        headers,
        payload: payload as object,
      });
    const response = await put({ priceFils: 1375 });
    expect(response.statusCode, response.body).toBe(200);
    expect(StaffProduct.parse(response.json()).priceFils).toBe(1375);
    expect((await shopProduct(CODES.cup)).price?.value).toBe(13.75);
    expect((await auditRows("product.price", CODES.cup)).map((row) => row.details)).toEqual([
      { fromFils: 1250, priceFils: 1375 },
    ]);
    for (const priceFils of [0, -5, 12.5, "1375"]) {
      const refused = await put({ priceFils });
      expect(refused.statusCode, String(priceFils)).toBe(400);
      expect(refused.json().errors[0].subject).toBe("priceFils");
    }
    expect((await put({ priceFils: 999 }, fulfilment)).statusCode).toBe(403);
    expect((await shopProduct(CODES.cup)).price?.value).toBe(13.75);
  });

  it("sets stock at a location with a reason, kept in the product's stock history; refuses kits and no reason", async () => {
    const put = (code: string, payload: unknown, headers = merchandiser) =>
      t.app.inject({ method: "PUT", url: `/admin/v1/products/${code}/stock`, headers, payload: payload as object });
    const response = await put(CODES.container750, {
      location: "warehouse",
      available: 40,
      reason: "Delivery from supplier",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(StaffStockAnswer.parse(response.json())).toEqual({
      productCode: CODES.container750,
      location: "warehouse",
      available: 40,
      lowStockThreshold: 10,
      notificationsSent: 0,
    });
    expect((await shopProduct(CODES.container750)).stock?.stockLevel).toBe(40);
    // Fulfilment counts the warehouse too.
    expect(
      (await put(CODES.container750, { location: "warehouse", available: 38, reason: "Two dented" }, fulfilment))
        .statusCode,
    ).toBe(200);
    const detail = StaffProduct.parse(
      (await t.app.inject({ url: `/admin/v1/products/${CODES.container750}`, headers: merchandiser })).json(),
    );
    expect(detail.stock[0]).toMatchObject({ location: "warehouse", available: 38 });
    expect(detail.stockHistory.map((change) => [change.available, change.reason])).toEqual([
      [38, "Two dented"],
      [40, "Delivery from supplier"],
    ]);

    expect((await put(CODES.lid, { location: "warehouse", available: 3 })).statusCode).toBe(400);
    expect((await put(CODES.lid, { location: "shop-floor", available: 3, reason: "x" })).statusCode).toBe(400);
    expect((await put(CODES.lid, { location: "warehouse", available: -1, reason: "x" })).statusCode).toBe(400);
    const kit = await put(CODES.kit, { location: "warehouse", available: 3, reason: "x" });
    expect(kit.statusCode).toBe(400);
    expect(kit.json().errors[0].subject).toBe("available");
    expect((await put(CODES.lid, { location: "warehouse", available: 3, reason: "x" }, support)).statusCode).toBe(403);
  });
});

describe("CSV", () => {
  const importCsv = (csv: string, dryRun: boolean, headers = merchandiser) =>
    t.app.inject({ method: "POST", url: "/admin/v1/products/import", headers, payload: { csv, dryRun } });

  it("exports the filtered products as code, price (AED), stock, online", async () => {
    const response = await t.app.inject({ url: "/admin/v1/products/export.csv?category=boxes", headers: merchandiser });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="products.csv"');
    expect(response.body).toBe(
      [
        "code,price,stock,online",
        `${CODES.box},45.00,0,true`,
        `${CODES.container},,,true`,
        `${CODES.container500},3.00,50,true`,
        `${CODES.container750},3.50,38,true`,
        `${CODES.container1000},4.00,,false`,
        "",
      ].join("\n"),
    );
    expect((await t.app.inject({ url: "/admin/v1/products/export.csv", headers: fulfilment })).statusCode).toBe(403);
  });

  it("reports every bad row with its line number in a dry run, and applies nothing when asked to apply it", async () => {
    const csv = [
      "code,price,stock,online",
      `${CODES.lid},21.50,12,true`,
      `NOPE-9,1.00,1,true`,
      `${CODES.box},0,5,`,
      `${CODES.kit},,4,`,
      `${CODES.lid},22.00,,`,
      `${CODES.container500},abc,-1,maybe`,
    ].join("\n");
    const dry = await importCsv(csv, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const report = StaffImportReport.parse(dry.json());
    expect(report).toMatchObject({ dryRun: true, applied: false, rows: 6, changedProducts: 1 });
    expect(report.errors.map((error) => [error.line, error.column, error.problem])).toEqual([
      [3, "code", "unknownProduct"],
      [4, "price", "price"],
      [5, "stock", "kitStock"],
      [6, "code", "duplicate"],
      [7, "price", "price"],
      [7, "stock", "stock"],
      [7, "online", "online"],
    ]);
    expect(report.errors[0]!.message).toBe("Line 3: No product has this code");

    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(400);
    expect(applied.json().errors[0]).toMatchObject({
      type: "ImportRowError",
      subject: "3",
      subjectType: "line",
      reason: "unknownProduct",
    });
    const [lidPrice] = await t.db.select().from(prices).where(eq(prices.productCode, CODES.lid));
    expect(lidPrice!.valueFils).toBe(2000);
  });

  it("applies a valid file in one go: prices, stock and online status the shop shows, one audit row", async () => {
    const csv = [
      "code,price,stock,online",
      `${CODES.lid},21.50,12,true`,
      `${CODES.retired},,,true`,
      `${CODES.cup},13.75,,`,
    ].join("\r\n");
    const dry = StaffImportReport.parse((await importCsv(csv, true)).json());
    expect(dry).toEqual({ dryRun: true, applied: false, rows: 3, changedProducts: 2, errors: [] });
    const response = await importCsv(csv, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(StaffImportReport.parse(response.json())).toEqual({
      dryRun: false,
      applied: true,
      rows: 3,
      changedProducts: 2,
      errors: [],
    });
    expect((await shopProduct(CODES.lid)).price?.value).toBe(21.5);
    expect((await shopProduct(CODES.retired)).name).toBe("Retired Plate");
    const [lidStock] = await t.db.select().from(stockLevels).where(eq(stockLevels.productCode, CODES.lid));
    expect(lidStock!.available).toBe(12);
    const [audit] = await auditRows("product.import", "products");
    expect(audit!.details).toEqual({
      rows: 3,
      changedProducts: 2,
      changes: [
        { code: CODES.lid, priceFils: 2150, available: 12 },
        { code: CODES.retired, online: true },
      ],
    });
  });

  it("refuses a file without the header line, and staff without the catalogue role", async () => {
    const report = StaffImportReport.parse((await importCsv(`${CODES.lid},1.00,1,true`, true)).json());
    expect(report.errors).toEqual([expect.objectContaining({ line: 1, problem: "header" })]);
    expect((await importCsv("code,price\n1001-02,1.00", true, fulfilment)).statusCode).toBe(403);
  });
});
