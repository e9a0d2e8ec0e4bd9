/**
 * A product's pictures as staff run them (issue 19, decision 0077): upload, alt texts in both languages, move,
 * delete.
 *
 * The gallery is the product's `product_images` rows of type GALLERY: one slot per `galleryIndex`, one row per
 * image format, every format of a slot pointing at the same media. The PRIMARY rows (what tiles, listings and the
 * cart show) are always a copy of slot 0, rewritten after every change, so "the first picture" has one meaning.
 * Slots are kept numbered 0..n-1 without gaps.
 *
 * An upload follows the catalogue's picture rule (catalogue-pictures.ts: checked by its bytes, re-encoded, stored
 * as a content-addressed `medias` row served by /medias/{code}). Every change runs in one transaction with its
 * audit row and `recordProductChanges`, so the storefront's pages and search show the new gallery within a second.
 * A picture the change took off the gallery is deleted in that transaction when nothing else shows it
 * (`dropUnusedPicture`, decision 0083).
 */
import { asc, eq } from "drizzle-orm";
import { PRODUCT_IMAGE_LIMITS, type StaffProductImage } from "@dukkan/staff-api";
import { recordProductChanges } from "../../cache/catalog-version.js";
import type { Database } from "../../db/client.js";
import { productImages, products, type Localized } from "../../db/tables.js";
import type { UploadedFile } from "../../files/uploaded-files.js";
import { checkPicture, dropUnusedPicture, refusedPicture, storePicture } from "../catalogue-pictures.js";
import { mediaUrl } from "../../media/media-url.js";
import { OccHttpError, unknownIdentifier } from "../../occ/errors.js";
import { recordAudit } from "../../staff/audit.js";
import type { StaffActor } from "../../staff/staff-context.js";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type ImageRow = typeof productImages.$inferSelect;

/** The formats an uploaded picture is listed in (the storefront asks for each; the bytes are the same). */
const PICTURE_FORMATS = ["thumbnail", "product", "zoom", "cartIcon"] as const;

const unknownImage = (code: string, position: number) =>
  new OccHttpError(400, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: String(position),
      subjectType: "image",
      message: `Product '${code}' has no picture at position ${position}.`,
    },
  ]);

/** Alt texts as stored: the English one always present (maybe empty), the Arabic one when typed. */
const storedAlt = (alt: { en: string; ar?: string }): Localized | null =>
  alt.en || alt.ar ? { en: alt.en, ...(alt.ar ? { ar: alt.ar } : {}) } : null;

/** The gallery as staff see it: one entry per slot, in order. */
export async function staffProductImages(
  db: Pick<Database, "select">,
  code: string,
  mediaBaseUrl: string,
): Promise<StaffProductImage[]> {
  const rows = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productCode, code))
    .orderBy(asc(productImages.galleryIndex));
  return slotsOf(galleryOf(rows)).map((slot, position) => {
    const shown = slot.find((row) => row.format === "product") ?? slot.find((row) => row.format !== "zoomVideo")!;
    const thumbnail = slot.find((row) => row.format === "thumbnail") ?? shown;
    return {
      position,
      url: mediaUrl(mediaBaseUrl, shown.mediaCode, shown.format),
      thumbnailUrl: mediaUrl(mediaBaseUrl, thumbnail.mediaCode, thumbnail.format),
      alt: { en: shown.altText?.en ?? "", ar: shown.altText?.ar ?? "" },
      video: slot.some((row) => row.format === "zoomVideo"),
    };
  });
}

/** The GALLERY rows; a product with only a PRIMARY picture (older data) has that one as its gallery. */
function galleryOf(rows: readonly ImageRow[]): ImageRow[] {
  const gallery = rows.filter((row) => row.imageType === "GALLERY");
  if (gallery.length > 0) return gallery;
  return rows.map((row) => ({ ...row, imageType: "GALLERY" as const, galleryIndex: 0 }));
}

/** GALLERY rows grouped by slot, in slot order (rows sorted by galleryIndex). */
function slotsOf(rows: readonly ImageRow[]): ImageRow[][] {
  const slots = new Map<number, ImageRow[]>();
  for (const row of rows) slots.set(row.galleryIndex, [...(slots.get(row.galleryIndex) ?? []), row]);
  return [...slots.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
}

export class ProductImages {
  constructor(private readonly db: Database) {}

  /** Checks and re-encodes the picture before anything is written; added at the end of the gallery. */
  async upload(context: StaffActor, code: string, file: UploadedFile, alt: { en: string; ar?: string }) {
    const picture = await checkPicture(file);
    const { mediaCode } = picture;
    await this.change(context, code, "product.image.add", async (tx, slots) => {
      if (slots.length >= PRODUCT_IMAGE_LIMITS.maxImages) {
        throw refusedPicture("tooManyImages", `A product holds at most ${PRODUCT_IMAGE_LIMITS.maxImages} pictures.`);
      }
      await storePicture(tx, picture);
      const altText = storedAlt(alt);
      const added = PICTURE_FORMATS.map((format): ImageRow => ({
        productCode: code,
        imageType: "GALLERY",
        format,
        galleryIndex: slots.length,
        mediaCode,
        altText,
      }));
      return { slots: [...slots, added], details: { position: slots.length, mediaCode, bytes: picture.bytes.length } };
    });
  }

  async setAlt(context: StaffActor, code: string, position: number, alt: { en: string; ar?: string }) {
    await this.change(context, code, "product.image.alt", async (_tx, slots) => {
      const slot = slots[position];
      if (!slot) throw unknownImage(code, position);
      const altText = storedAlt(alt);
      const changed = slots.map((rows, index) =>
        index === position ? rows.map((row) => ({ ...row, altText })) : rows,
      );
      return { slots: changed, details: { position } };
    });
  }

  /** The picture at `position` goes to `to` (the last place when `to` is past the end). */
  async move(context: StaffActor, code: string, position: number, to: number) {
    await this.change(context, code, "product.image.move", async (_tx, slots) => {
      const slot = slots[position];
      if (!slot) throw unknownImage(code, position);
      const others = slots.filter((_, index) => index !== position);
      const target = Math.min(to, others.length);
      return {
        slots: [...others.slice(0, target), slot, ...others.slice(target)],
        details: { from: position, to: target },
      };
    });
  }

  async remove(context: StaffActor, code: string, position: number) {
    await this.change(context, code, "product.image.delete", async (_tx, slots) => {
      const slot = slots[position];
      if (!slot) throw unknownImage(code, position);
      return {
        slots: slots.filter((_, index) => index !== position),
        details: { position, mediaCode: slot[0]!.mediaCode },
      };
    });
  }

  /**
   * One change of the gallery: the product locked, its slots read, the new slots written back numbered from 0,
   * the PRIMARY rows copied from the first slot, a picture no longer in the gallery dropped when nothing else shows
   * it, the audit row and the catalogue change recorded (which also makes every process forget a dropped picture).
   */
  private async change(
    context: StaffActor,
    code: string,
    action: string,
    edit: (tx: Transaction, slots: ImageRow[][]) => Promise<{ slots: ImageRow[][]; details: Record<string, unknown> }>,
  ) {
    await this.db.transaction(async (tx) => {
      const [product] = await tx
        .select({ code: products.code })
        .from(products)
        .where(eq(products.code, code))
        .for("update");
      if (!product) throw unknownIdentifier("product", code, `Product with code '${code}' not found!`);
      const rows = await tx
        .select()
        .from(productImages)
        .where(eq(productImages.productCode, code))
        .orderBy(asc(productImages.galleryIndex));
      const { slots, details } = await edit(tx, slotsOf(galleryOf(rows)));
      await tx.delete(productImages).where(eq(productImages.productCode, code));
      const gallery = slots.flatMap((slot, galleryIndex) => slot.map((row) => ({ ...row, galleryIndex })));
      const primary = (slots[0] ?? [])
        .filter((row) => row.format !== "zoomVideo")
        .map((row) => ({ ...row, imageType: "PRIMARY" as const, galleryIndex: 0 }));
      if (gallery.length + primary.length > 0) await tx.insert(productImages).values([...gallery, ...primary]);
      const kept = new Set(gallery.map((row) => row.mediaCode));
      for (const mediaCode of new Set(rows.map((row) => row.mediaCode))) {
        if (!kept.has(mediaCode)) await dropUnusedPicture(tx, mediaCode);
      }
      await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.code, code));
      await recordAudit(tx, context, {
        action,
        targetType: "product",
        targetId: code,
        details,
      });
      await recordProductChanges(tx, [code]);
    });
  }
}
