/**
 * Pictures staff upload into the catalogue — product pictures (decision 0077) and brand logos (decision 0079) —
 * under one rule: the shared file checks (files/uploaded-files.ts, decision 0068: JPEG, PNG or WebP by its bytes,
 * at most 5 MB, one file, re-encoded by sharp so no metadata or polyglot survives), stored as a `medias` row like
 * the shop's other pictures, content-addressed (the same picture uploaded twice is stored once) and served by
 * /medias/{code}. Not `FileStorage`: these are public catalogue media, served by every process and backed up with
 * the catalogue. An uploaded picture nothing refers to any more is deleted by the write that let it go
 * (`dropUnusedPicture`, decision 0083).
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { PRODUCT_IMAGE_LIMITS, type ProductImageRefusal } from "@dukkan/staff-api";
import type { Database } from "../db/client.js";
import {
  brands,
  categories,
  cmsComponents,
  cmsPages,
  medias,
  productImages,
  variantQualifiers,
  type Localized,
} from "../db/tables.js";
import { checkUpload, type UploadPolicy, type UploadRefusals, type UploadedFile } from "../files/uploaded-files.js";
import { OccHttpError } from "../occ/errors.js";

export const CATALOGUE_PICTURE_UPLOADS: UploadPolicy = {
  field: PRODUCT_IMAGE_LIMITS.field,
  kinds: ["jpeg", "png", "webp"],
  maxFileBytes: PRODUCT_IMAGE_LIMITS.maxBytes,
  maxFiles: 1,
  maxMessageBytes: PRODUCT_IMAGE_LIMITS.maxBytes,
};

/** A 400 on subject `image`; the back office words each reason in the member's language. */
export const refusedPicture = (reason: ProductImageRefusal, message: string) =>
  new OccHttpError(400, [{ type: "ValidationError", reason, subject: "image", subjectType: "parameter", message }]);

const MAX_MB = PRODUCT_IMAGE_LIMITS.maxBytes / 1024 / 1024;

export const CATALOGUE_PICTURE_REFUSALS: UploadRefusals = {
  tooLarge: () => refusedPicture("fileTooLarge", `The picture is larger than ${MAX_MB} MB.`),
  messageTooLarge: () => refusedPicture("fileTooLarge", `The picture is larger than ${MAX_MB} MB.`),
  tooMany: () => refusedPicture("tooManyImages", "Send one picture at a time."),
  type: (name) => refusedPicture("fileType", `${name} is not a JPEG, PNG or WebP picture.`),
  nameMismatch: (name, actual) => refusedPicture("fileType", `${name} holds a ${actual} file, not what its name says.`),
  empty: (name) => refusedPicture("empty", `${name} is empty.`),
  missing: () =>
    refusedPicture("missing", `Send the picture as a multipart part named '${PRODUCT_IMAGE_LIMITS.field}'.`),
};

/** A checked, re-encoded picture ready to store, and the media code it will have. */
export type CheckedPicture = {
  mediaCode: string;
  mimeType: string;
  bytes: Uint8Array;
  width: number | null;
  height: number | null;
};

/** Checks and re-encodes an upload before anything is written; refusals as CATALOGUE_PICTURE_REFUSALS. */
export async function checkPicture(file: UploadedFile): Promise<CheckedPicture> {
  const checked = await checkUpload(file, CATALOGUE_PICTURE_UPLOADS, CATALOGUE_PICTURE_REFUSALS);
  const { width, height } = await sharp(checked.bytes).metadata();
  return {
    mediaCode: `upload-${createHash("sha256").update(checked.bytes).digest("hex").slice(0, 24)}`,
    mimeType: checked.mimeType,
    bytes: checked.bytes,
    width: width ?? null,
    height: height ?? null,
  };
}

/** The media codes staff uploads get; seeded and generated media are never dropped by `dropUnusedPicture`. */
const UPLOADED_MEDIA_CODE = /^upload-[0-9a-f]{24}$/;

/**
 * Stores the picture's `medias` row (once per content), in the caller's transaction. An existing row is locked
 * (a no-op update), so `dropUnusedPicture` in another transaction waits for this one's reference to commit.
 */
export async function storePicture(
  tx: Pick<Database, "insert">,
  picture: CheckedPicture,
  altText: Localized | null = null,
): Promise<void> {
  await tx
    .insert(medias)
    .values({
      code: picture.mediaCode,
      mime: picture.mimeType,
      contentBase64: Buffer.from(picture.bytes).toString("base64"),
      altText,
      width: picture.width,
      height: picture.height,
    })
    .onConflictDoUpdate({ target: medias.code, set: { code: sql`excluded.code` } });
}

/**
 * Deletes an uploaded picture's `medias` row that nothing refers to any more (decision 0083), in the caller's
 * transaction after it dropped its own reference: a rollback keeps the picture with the reference. The row is
 * locked first, so a transaction adding a reference (`storePicture`, a CMS banner choosing it) either committed
 * before the check below sees it, or waits and then finds no picture. The same bytes are one row for every
 * brand, product, category, colour swatch and CMS banner using them, hence the check of all of them.
 */
export async function dropUnusedPicture(tx: Pick<Database, "select" | "execute">, mediaCode: string | null) {
  if (!mediaCode || !UPLOADED_MEDIA_CODE.test(mediaCode)) return;
  const [locked] = await tx.select({ code: medias.code }).from(medias).where(eq(medias.code, mediaCode)).for("update");
  if (!locked) return;
  const cmsUrl = `/medias/${mediaCode}`;
  await tx.execute(sql`
    delete from ${medias} where ${medias.code} = ${mediaCode}
      and not exists (select 1 from ${brands} where ${brands.logoMediaCode} = ${mediaCode})
      and not exists (select 1 from ${productImages} where ${productImages.mediaCode} = ${mediaCode})
      and not exists (select 1 from ${categories} where ${categories.imageMediaCode} = ${mediaCode})
      and not exists (select 1 from ${variantQualifiers} where ${variantQualifiers.imageMediaCode} = ${mediaCode})
      and not exists (select 1 from ${cmsComponents} where strpos(${cmsComponents.properties}::text, ${cmsUrl}) > 0)
      and not exists (select 1 from ${cmsPages} where strpos(${cmsPages.properties}::text, ${cmsUrl}) > 0)`);
}
