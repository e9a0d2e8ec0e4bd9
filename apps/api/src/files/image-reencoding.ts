/**
 * Uploaded pictures are decoded and encoded again before they are stored (decision 0068): what is kept is the
 * pixels, nothing else. The metadata (EXIF with the phone's GPS position, XMP, IPTC, comments, ICC profiles)
 * does not survive, and neither do bytes a picture only carries along: a polyglot (a JPEG that is also an HTML page
 * or a ZIP, a script after the end marker) comes out as a plain picture. `sharp` (libvips) does the work; it keeps
 * no metadata unless asked to. The EXIF orientation is applied to the pixels first, so a portrait photo stays
 * upright without the tag.
 */
import sharp from "sharp";

/** The picture formats we re-encode, by the type their bytes were recognised as. */
export const REENCODED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type ReencodedImageType = (typeof REENCODED_IMAGE_TYPES)[number];

export const isReencodedImage = (mimeType: string): mimeType is ReencodedImageType =>
  (REENCODED_IMAGE_TYPES as readonly string[]).includes(mimeType);

/**
 * Pictures larger than this are refused rather than decoded (a small file can announce a huge canvas: a
 * decompression bomb). 50 megapixels is more than any phone camera takes.
 */
const MAX_PIXELS = 50_000_000;

/** The picture does not decode: the bytes start like one but are not (or it is far too large). */
export class UndecodableImage extends Error {}

/** The picture's pixels in the same format, without metadata or trailing bytes. */
export async function reencodeImage(bytes: Uint8Array, mimeType: ReencodedImageType): Promise<Uint8Array> {
  const animated = mimeType === "image/gif" || mimeType === "image/webp";
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS, animated }).rotate();
    const encoded =
      mimeType === "image/jpeg"
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : mimeType === "image/png"
          ? image.png({ compressionLevel: 9 })
          : mimeType === "image/webp"
            ? image.webp({ quality: 90 })
            : image.gif();
    return new Uint8Array(await encoded.toBuffer());
  } catch (error) {
    throw new UndecodableImage(error instanceof Error ? error.message : String(error));
  }
}
