/**
 * Brands through the staff API as the back office uses them: create with names in both languages and a checked
 * slug, edit, reorder, delete (refused while a product has the brand), the logo (checked by its bytes, re-encoded),
 * and a product's brand set from the product route; each seen at once by the shop (product page, brand listing)
 * and each in the audit log. A replaced or removed logo, or a deleted brand's, is no longer stored unless something
 * else shows the same picture. Fulfilment reads the brands and changes nothing; support does not see them.
 */
import { and, eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaffBrand, StaffBrandList, StaffProduct } from "@dukkan/staff-api";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../../test/fixtures.js";
import { multipartForm } from "../../../test/multipart.js";
import { auditLog, medias } from "../../db/tables.js";
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

const call = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: object,
  headers = merchandiser,
) =>
  t.app.inject({
    method,
    url: `/admin/v1/${path}`,
    headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });

const listed = async () => StaffBrandList.parse((await call("GET", "brands")).json()).brands;

function uploadLogo(code: string, file: { name: string; bytes: Uint8Array }, headers = merchandiser) {
  const form = multipartForm({}, file);
  return t.app.inject({
    method: "PUT",
    url: `/admin/v1/brands/${code}/logo`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/** The shop's product page data: the brand it names, in a language. */
async function shopBrandOf(code: string, lang = "en") {
  const product = (await t.app.inject(`/occ/v2/dukkan/products/${encodeURIComponent(code)}?lang=${lang}`)).json() as {
    brand?: { code: string; name: string };
  };
  return product.brand;
}

/** The product codes of the shop's brand listing. */
async function brandListing(brandCode: string) {
  const response = await t.app.inject(
    `/occ/v2/dukkan/products/search?query=${encodeURIComponent(`:relevance:brand:${brandCode}`)}&fields=FULL`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { products: { code: string }[] }).products.map((product) => product.code).sort();
}

const auditActions = async (code: string) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "brand"), eq(auditLog.targetId, code), like(auditLog.action, "brand.%")))
      .orderBy(auditLog.id)
  ).map((row) => row.action);

const sahara = { code: "sahara-cups", name: { en: "Sahara Cups", ar: "أكواب الصحراء" }, slug: "sahara-cups" };

describe("brands: create, edit, reorder", () => {
  it("lists the brands with their product counts", async () => {
    expect(await listed()).toEqual([
      {
        code: "ecopack",
        name: { en: "EcoPack", ar: "إيكوباك" },
        slug: "ecopack",
        position: 0,
        logoUrl: null,
        productCount: 1,
      },
    ]);
  });

  it("creates a brand last in the shop's order, with no products yet", async () => {
    const response = await call("POST", "brands", sahara);
    expect(response.statusCode, response.body).toBe(201);
    expect(StaffBrand.parse(response.json())).toEqual({ ...sahara, position: 1, logoUrl: null, productCount: 0 });
    expect((await listed()).map((brand) => brand.code)).toEqual(["ecopack", "sahara-cups"]);
    expect(await auditActions(sahara.code)).toEqual(["brand.create"]);
  });

  it("refuses a slug that is not lower-case words, a slug or code taken, a category's code, a missing Arabic name", async () => {
    const refusals: [object, string, string][] = [
      [{ ...sahara, code: "nile", slug: "Nile Cups" }, "slug", "invalid"],
      [{ ...sahara, code: "nile", slug: "nile--cups" }, "slug", "invalid"],
      [{ ...sahara, code: "nile", slug: "sahara-cups" }, "slug", "taken"],
      [{ ...sahara, slug: "nile" }, "code", "taken"],
      [{ ...sahara, code: "cups", slug: "nile" }, "code", "taken"],
      [{ ...sahara, code: "nile", slug: "nile", name: { en: "Nile" } }, "name.ar", "invalid"],
    ];
    for (const [body, subject, reason] of refusals) {
      const response = await call("POST", "brands", body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ type: "ValidationError", subject, reason });
    }
    expect((await listed()).map((brand) => brand.code)).toEqual(["ecopack", "sahara-cups"]);
  });

  it("changes a brand's names and slug; the shop's product page names it so at once", async () => {
    expect(await shopBrandOf(CODES.cup, "ar")).toEqual({ code: "ecopack", name: "إيكوباك" });
    const response = await call("PUT", "brands/ecopack", {
      name: { en: "EcoPack Gulf", ar: "إيكوباك الخليج" },
      slug: "ecopack-gulf",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(StaffBrand.parse(response.json())).toMatchObject({ slug: "ecopack-gulf", productCount: 1 });
    expect(await shopBrandOf(CODES.cup)).toEqual({ code: "ecopack", name: "EcoPack Gulf" });
    expect(await shopBrandOf(CODES.cup, "ar")).toEqual({ code: "ecopack", name: "إيكوباك الخليج" });

    const taken = await call("PUT", "brands/sahara-cups", { name: sahara.name, slug: "ecopack-gulf" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors[0]).toMatchObject({ subject: "slug", reason: "taken" });
    const unknown = await call("PUT", "brands/no-such-brand", { name: sahara.name, slug: "elsewhere" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ type: "UnknownIdentifierError", subjectType: "brand" });
    expect(await auditActions("ecopack")).toEqual(["brand.update"]);
  });

  it("moves a brand first; the others close up, and a place past the end is the last", async () => {
    expect(
      (await call("POST", "brands", { code: "nile", name: { en: "Nile", ar: "النيل" }, slug: "nile" })).statusCode,
    ).toBe(201);
    const moved = await call("POST", "brands/nile/move", { to: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    const order = (brands: { code: string; position: number }[]) => brands.map((b) => [b.code, b.position]);
    expect(order(StaffBrandList.parse(moved.json()).brands)).toEqual([
      ["nile", 0],
      ["ecopack", 1],
      ["sahara-cups", 2],
    ]);
    await call("POST", "brands/nile/move", { to: 99 });
    expect(order(await listed())).toEqual([
      ["ecopack", 0],
      ["sahara-cups", 1],
      ["nile", 2],
    ]);
    expect(await auditActions("nile")).toEqual(["brand.create", "brand.move", "brand.move"]);
  });
});

describe("a product's brand", () => {
  it("sets a product's brand from the product route: the staff product, its count and the shop's brand listing follow", async () => {
    expect(await brandListing(sahara.code)).toEqual([]);
    const response = await call("PATCH", `products/${CODES.lid}`, { brandCode: sahara.code });
    expect(response.statusCode, response.body).toBe(200);
    expect(StaffProduct.parse(response.json()).brand).toEqual({ code: sahara.code, name: sahara.name });
    expect(await shopBrandOf(CODES.lid)).toEqual({ code: sahara.code, name: "Sahara Cups" });
    expect(await brandListing(sahara.code)).toEqual([CODES.lid]);
    expect((await listed()).find((brand) => brand.code === sahara.code)?.productCount).toBe(1);
  });

  it("refuses a brand that does not exist on the brandCode field, and changes nothing", async () => {
    const response = await call("PATCH", `products/${CODES.lid}`, { brandCode: "no-such-brand" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ type: "ValidationError", subject: "brandCode" });
    expect(await shopBrandOf(CODES.lid)).toEqual({ code: sahara.code, name: "Sahara Cups" });
  });
});

describe("deleting a brand", () => {
  it("is refused with 409 while a product has the brand; allowed once none has it", async () => {
    const refused = await call("DELETE", `brands/${sahara.code}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ type: "BrandInUseError", reason: "inUse", subject: sahara.code });
    expect((await listed()).map((brand) => brand.code)).toContain(sahara.code);

    // The product loses its brand (null), then the brand can go; the others close up.
    const cleared = await call("PATCH", `products/${CODES.lid}`, { brandCode: null });
    expect(StaffProduct.parse(cleared.json()).brand).toBeNull();
    expect(await shopBrandOf(CODES.lid)).toBeUndefined();
    const deleted = await call("DELETE", `brands/${sahara.code}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await listed()).map((brand) => [brand.code, brand.position])).toEqual([
      ["ecopack", 0],
      ["nile", 1],
    ]);
    expect(await auditActions(sahara.code)).toEqual(["brand.create", "brand.delete"]);
  });
});

describe("a brand's logo", () => {
  const picture = (format: "png" | "jpeg") =>
    sharp({ create: { width: 48, height: 24, channels: 3, background: "#1d4ed8" } })
      .toFormat(format)
      .toBuffer();

  it("refuses what is not a JPEG, PNG or WebP by its bytes, and keeps the brand as it was", async () => {
    const refusals = [
      [{ name: "logo.png", bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>") }, "fileType"],
      [{ name: "logo.jpg", bytes: await picture("png") }, "fileType"],
      [{ name: "logo.png", bytes: Buffer.alloc(0) }, "empty"],
    ] as const;
    for (const [file, reason] of refusals) {
      const response = await uploadLogo("nile", file);
      expect(response.statusCode, `${file.name}: ${response.body}`).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ subject: "image", reason });
    }
    expect((await listed()).find((brand) => brand.code === "nile")?.logoUrl).toBeNull();
    expect(await auditActions("nile")).not.toContain("brand.logo");
  });

  it("stores a re-encoded logo served by the shop's media route, replaces and removes it", async () => {
    const withMetadata = await sharp(await picture("jpeg"))
      .withExif({ IFD0: { Make: "PhoneMaker" } })
      .jpeg()
      .toBuffer();
    const response = await uploadLogo("nile", { name: "nile.jpg", bytes: withMetadata });
    expect(response.statusCode, response.body).toBe(200);
    const { logoUrl } = StaffBrand.parse(response.json());
    const served = await t.app.inject(logoUrl!);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\/jpeg/);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([48, 24, undefined]);

    const replaced = StaffBrand.parse(
      (await uploadLogo("nile", { name: "nile.png", bytes: await picture("png") })).json(),
    );
    expect(replaced.logoUrl).not.toBe(logoUrl);
    expect((await t.app.inject(replaced.logoUrl!)).headers["content-type"]).toMatch(/^image\/png/);

    const removed = await call("DELETE", "brands/nile/logo");
    expect(removed.statusCode, removed.body).toBe(200);
    expect(StaffBrand.parse(removed.json()).logoUrl).toBeNull();
    expect(await auditActions("nile")).toEqual([
      "brand.create",
      "brand.move",
      "brand.move",
      "brand.logo",
      "brand.logo",
      "brand.logo.delete",
    ]);
  });
});

describe("a logo's stored picture after it is replaced or removed", () => {
  const picture = (background: string) =>
    sharp({ create: { width: 32, height: 16, channels: 3, background } })
      .png()
      .toBuffer();
  const logoOf = async (code: string) => (await listed()).find((brand) => brand.code === code)?.logoUrl ?? null;
  const upload = async (code: string, bytes: Buffer) => {
    const response = await uploadLogo(code, { name: "logo.png", bytes });
    expect(response.statusCode, response.body).toBe(200);
    return StaffBrand.parse(response.json()).logoUrl!;
  };
  /** Whether the shop still serves the picture, and whether it is still stored at all. */
  const kept = async (url: string) => {
    const served = (await t.app.inject(url)).statusCode;
    const code = decodeURIComponent(new URL(url, "http://shop").pathname.split("/").pop()!);
    const stored = await t.db.select({ code: medias.code }).from(medias).where(eq(medias.code, code));
    return { served, stored: stored.length === 1 };
  };

  it("deletes the old picture when a logo is replaced and the last one when it is removed", async () => {
    const first = await upload("nile", await picture("#b91c1c"));
    const second = await upload("nile", await picture("#15803d"));
    expect(await kept(first)).toEqual({ served: 404, stored: false });
    expect(await kept(second)).toEqual({ served: 200, stored: true });

    expect((await call("DELETE", "brands/nile/logo")).statusCode).toBe(200);
    expect(await kept(second)).toEqual({ served: 404, stored: false });
  });

  it("keeps a picture another brand still shows, and deletes a deleted brand's logo", async () => {
    const shared = await picture("#7c3aed");
    const nileLogo = await upload("nile", shared);
    expect(await upload("ecopack", shared)).toBe(nileLogo);
    await upload("nile", await picture("#0e7490"));
    expect(await kept(nileLogo)).toEqual({ served: 200, stored: true });
    expect(await logoOf("ecopack")).toBe(nileLogo);
    expect((await call("DELETE", "brands/ecopack/logo")).statusCode).toBe(200);
    expect(await kept(nileLogo)).toEqual({ served: 404, stored: false });

    const created = await call("POST", "brands", { code: "dune", name: { en: "Dune", ar: "كثيب" }, slug: "dune" });
    expect(created.statusCode, created.body).toBe(201);
    const duneLogo = await upload("dune", await picture("#ca8a04"));
    expect((await call("DELETE", "brands/dune")).statusCode).toBe(204);
    expect(await kept(duneLogo)).toEqual({ served: 404, stored: false });
  });
});

describe("who may", () => {
  it("lets fulfilment read the brands and change nothing; support may not read them", async () => {
    expect((await call("GET", "brands", undefined, fulfilment)).statusCode).toBe(200);
    const attempts = [
      await call("POST", "brands", { ...sahara, code: "by-fulfilment", slug: "by-fulfilment" }, fulfilment),
      await call("PUT", "brands/nile", { name: { en: "X", ar: "س" }, slug: "x" }, fulfilment),
      await call("POST", "brands/nile/move", { to: 0 }, fulfilment),
      await call("DELETE", "brands/nile", undefined, fulfilment),
      await uploadLogo(
        "nile",
        {
          name: "a.png",
          bytes: await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
            .png()
            .toBuffer(),
        },
        fulfilment,
      ),
      await call("PATCH", `products/${CODES.lid}`, { brandCode: "nile" }, fulfilment),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await call("GET", "brands", undefined, support)).statusCode).toBe(403);
    expect((await listed()).map((brand) => [brand.code, brand.name.en])).toEqual([
      ["ecopack", "EcoPack Gulf"],
      ["nile", "Nile"],
    ]);
  });
});
