/**
 * A product's pictures through the staff API as the back office uses it: an upload checked by its bytes and
 * re-encoded (no metadata survives), alt texts in both languages, moves and deletes, each seen at once by the
 * shop's product API (gallery and the first picture tiles show) and each in the audit log; refused files write
 * nothing. A deleted uploaded picture is no longer stored unless another product still shows the same picture.
 */
import { and, eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaffProduct } from "@dukkan/staff-api";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { CODES, insertCatalogFixtures } from "../../../test/fixtures.js";
import { multipartForm } from "../../../test/multipart.js";
import { auditLog, medias } from "../../db/tables.js";
import { staffAuthHeader } from "../../staff/staff-test-support.js";

let t: TestApp;
let merchandiser: Record<string, string>;
let fulfilment: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: insertCatalogFixtures });
  [merchandiser, fulfilment] = await Promise.all([
    staffAuthHeader(t, "merchandiser"),
    staffAuthHeader(t, "fulfilment"),
  ]);
});
afterAll(() => t.close());

/** A plain picture of one colour. */
function picture(colour: string, format: "png" | "jpeg" | "webp" = "png") {
  const image = sharp({ create: { width: 40, height: 30, channels: 3, background: colour } });
  return image.toFormat(format).toBuffer();
}

function upload(
  code: string,
  file: { name: string; bytes: Uint8Array } | undefined,
  fields: Record<string, string> = {},
  headers = merchandiser,
) {
  const form = multipartForm(fields, file);
  return t.app.inject({
    method: "POST",
    url: `/admin/v1/products/${encodeURIComponent(code)}/images`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const call = (method: "PATCH" | "POST" | "DELETE", path: string, body?: object, headers = merchandiser) =>
  t.app.inject({
    method,
    url: `/admin/v1/products/${path}`,
    headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });

const staffImages = async (code: string) =>
  StaffProduct.parse((await t.app.inject({ url: `/admin/v1/products/${code}`, headers: merchandiser })).json()).images;

type ShopImage = { url: string; altText?: string; format: string; galleryIndex?: number };
/** The shop's view: the first picture (tiles) and the gallery's product-format pictures, in order. */
async function shopPictures(code: string, lang = "en") {
  const product = (
    await t.app.inject(`/occ/v2/dukkan/products/${encodeURIComponent(code)}?fields=FULL&lang=${lang}`)
  ).json() as { images?: { PRIMARY?: Record<string, ShopImage>; GALLERY?: Record<string, ShopImage>[] } };
  return {
    primary: product.images?.PRIMARY?.product,
    gallery: (product.images?.GALLERY ?? []).map((formats) => ({
      url: formats.product!.url,
      alt: formats.product!.altText,
    })),
  };
}

const auditActions = async (code: string) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, code), like(auditLog.action, "product.image.%")))
      .orderBy(auditLog.id)
  ).map((row) => row.action);

describe("POST /admin/v1/products/{code}/images", () => {
  it("adds a re-encoded picture at the end of the gallery with its alt texts; the shop shows it", async () => {
    // A JPEG carrying EXIF (a camera and a GPS-like comment) that must not survive.
    const withMetadata = await sharp(await picture("#ff0000", "jpeg"))
      .withExif({ IFD0: { Make: "PhoneMaker", ImageDescription: "home at 25.2N 55.3E" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withMetadata).metadata()).exif).toBeDefined();

    const response = await upload(
      CODES.box,
      { name: "red box.jpg", bytes: withMetadata },
      { altEn: "Red box, front", altAr: "صندوق أحمر، من الأمام" },
    );
    expect(response.statusCode, response.body).toBe(201);
    const images = StaffProduct.parse(response.json()).images;
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ position: 0, alt: { en: "Red box, front", ar: "صندوق أحمر، من الأمام" } });

    const served = await t.app.inject(images[0]!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\/jpeg/);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([40, 30, undefined]);

    const shop = await shopPictures(CODES.box);
    expect(shop.gallery).toEqual([{ url: images[0]!.url, alt: "Red box, front" }]);
    // The only picture is the product's picture (tiles, listings).
    expect(shop.primary?.url).toBe(images[0]!.url);
    expect((await shopPictures(CODES.box, "ar")).gallery[0]!.alt).toBe("صندوق أحمر، من الأمام");
    expect(await auditActions(CODES.box)).toEqual(["product.image.add"]);
  });

  it("refuses what is not a JPEG, PNG or WebP picture by its bytes, too large, empty or missing; writes nothing", async () => {
    const before = await staffImages(CODES.lid);
    const png = await picture("#00ff00");
    const refusals = [
      [{ name: "page.png", bytes: Buffer.from("<html><script>alert(1)</script></html>") }, "fileType"],
      [{ name: "picture.jpg", bytes: png }, "fileType"],
      [
        { name: "drawing.gif", bytes: await picture("#0000ff", "png").then((b) => sharp(b).gif().toBuffer()) },
        "fileType",
      ],
      [{ name: "huge.png", bytes: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]) }, "fileTooLarge"],
      [{ name: "empty.png", bytes: Buffer.alloc(0) }, "empty"],
      [undefined, "missing"],
    ] as const;
    for (const [file, reason] of refusals) {
      const response = await upload(CODES.lid, file, { altEn: "x" });
      expect(response.statusCode, `${file?.name}: ${response.body}`).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ subject: "image", reason });
    }
    expect(await staffImages(CODES.lid)).toEqual(before);
    expect(await auditActions(CODES.lid)).toEqual([]);
  });

  it("refuses a thirteenth picture", async () => {
    const code = CODES.container500;
    for (let n = (await staffImages(code)).length; n < 12; n += 1) {
      const added = await upload(code, { name: `p${n}.png`, bytes: await picture(`#0000${(n + 16).toString(16)}`) });
      expect(added.statusCode, added.body).toBe(201);
    }
    const refused = await upload(code, { name: "p12.png", bytes: await picture("#123456") });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ subject: "image", reason: "tooManyImages" });
    expect(await staffImages(code)).toHaveLength(12);
  });

  it("is refused to fulfilment staff (403) and for an unknown product (400)", async () => {
    const bytes = await picture("#abcdef");
    expect((await upload(CODES.cup, { name: "a.png", bytes }, {}, fulfilment)).statusCode).toBe(403);
    const unknown = await upload("NOPE-1", { name: "a.png", bytes });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ type: "UnknownIdentifierError" });
  });
});

describe("alt texts, moves and deletes", () => {
  it("moves a picture first: it becomes the product's picture and the others close up", async () => {
    const added = await upload(CODES.cup, { name: "top.webp", bytes: await picture("#ffff00", "webp") });
    expect(added.statusCode, added.body).toBe(201);
    const [main, side, top] = (await staffImages(CODES.cup)).map((image) => image.url);

    const moved = await call("POST", `${CODES.cup}/images/2/move`, { to: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(StaffProduct.parse(moved.json()).images.map((image) => image.url)).toEqual([top, main, side]);
    const shop = await shopPictures(CODES.cup);
    expect(shop.gallery.map((image) => image.url)).toEqual([top, main, side]);
    expect(shop.primary?.url).toBe(top);

    // Down one place, the keyboard's move: and a place past the end is the last one.
    await call("POST", `${CODES.cup}/images/0/move`, { to: 1 });
    expect((await shopPictures(CODES.cup)).gallery.map((image) => image.url)).toEqual([main, top, side]);
    await call("POST", `${CODES.cup}/images/0/move`, { to: 11 });
    expect((await shopPictures(CODES.cup)).gallery.map((image) => image.url)).toEqual([top, side, main]);
  });

  it("sets a picture's alt texts in both languages; an empty one falls back to the product's name", async () => {
    const response = await call("PATCH", `${CODES.cup}/images/1`, { alt: { en: "Side", ar: "جانب" } });
    expect(response.statusCode, response.body).toBe(200);
    expect(StaffProduct.parse(response.json()).images[1]!.alt).toEqual({ en: "Side", ar: "جانب" });
    expect((await shopPictures(CODES.cup)).gallery[1]!.alt).toBe("Side");
    expect((await shopPictures(CODES.cup, "ar")).gallery[1]!.alt).toBe("جانب");

    await call("PATCH", `${CODES.cup}/images/1`, { alt: { en: "", ar: "" } });
    expect((await shopPictures(CODES.cup)).gallery[1]!.alt).toBe("Paper Cup 8oz");
  });

  it("deletes a picture; the next one takes its place", async () => {
    const [first, second, third] = (await staffImages(CODES.cup)).map((image) => image.url);
    const response = await call("DELETE", `${CODES.cup}/images/0`);
    expect(response.statusCode, response.body).toBe(200);
    const shop = await shopPictures(CODES.cup);
    expect(shop.gallery.map((image) => image.url)).toEqual([second, third]);
    expect(shop.primary?.url).toBe(second);
    expect(first).not.toBe(second);
    expect(await auditActions(CODES.cup)).toEqual([
      "product.image.add",
      "product.image.move",
      "product.image.move",
      "product.image.move",
      "product.image.alt",
      "product.image.alt",
      "product.image.delete",
    ]);
  });

  it("answers 400 for a position the gallery does not have", async () => {
    for (const response of [
      await call("DELETE", `${CODES.cup}/images/5`),
      await call("POST", `${CODES.cup}/images/5/move`, { to: 0 }),
      await call("PATCH", `${CODES.cup}/images/5`, { alt: { en: "x" } }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ type: "UnknownIdentifierError", subjectType: "image" });
    }
  });
});

describe("a deleted picture's stored file", () => {
  /** Whether the shop still serves the picture, and whether it is still stored at all. */
  const kept = async (url: string) => {
    const served = (await t.app.inject(url)).statusCode;
    const code = decodeURIComponent(new URL(url, "http://shop").pathname.split("/").pop()!);
    const stored = await t.db.select({ code: medias.code }).from(medias).where(eq(medias.code, code));
    return { served, stored: stored.length === 1 };
  };
  const uploaded = async (code: string, bytes: Buffer) => {
    const response = await upload(code, { name: "picture.png", bytes });
    expect(response.statusCode, response.body).toBe(201);
    const images = StaffProduct.parse(response.json()).images;
    return images[images.length - 1]!;
  };
  const remove = async (code: string, position: number) => {
    const response = await call("DELETE", `${code}/images/${position}`);
    expect(response.statusCode, response.body).toBe(200);
  };

  it("deletes an uploaded picture's file with the picture", async () => {
    const image = await uploaded(CODES.box, await picture("#0f766e"));
    expect(await kept(image.url)).toEqual({ served: 200, stored: true });
    expect(await kept(image.thumbnailUrl)).toEqual({ served: 200, stored: true });

    await remove(CODES.box, image.position);
    expect((await staffImages(CODES.box)).map((shown) => shown.url)).not.toContain(image.url);
    expect(await kept(image.url)).toEqual({ served: 404, stored: false });
    expect(await kept(image.thumbnailUrl)).toEqual({ served: 404, stored: false });
  });

  it("keeps a picture another product still shows, and deletes it with the last one", async () => {
    const bytes = await picture("#9d174d");
    const onBox = await uploaded(CODES.box, bytes);
    const onLid = await uploaded(CODES.lid, bytes);
    // The same picture is stored once.
    expect(onLid.url).toBe(onBox.url);

    await remove(CODES.box, onBox.position);
    expect(await kept(onLid.url)).toEqual({ served: 200, stored: true });
    expect((await staffImages(CODES.lid)).map((shown) => shown.url)).toContain(onLid.url);
    expect((await shopPictures(CODES.lid)).gallery.map((shown) => shown.url)).toContain(onLid.url);

    await remove(CODES.lid, onLid.position);
    expect(await kept(onLid.url)).toEqual({ served: 404, stored: false });
  });

  it("keeps a picture the shop came with", async () => {
    const [first] = await staffImages(CODES.cup);
    expect(first!.url).not.toMatch(/upload-/);
    await remove(CODES.cup, 0);
    expect(await kept(first!.url)).toEqual({ served: 200, stored: true });
  });
});
