/**
 * Pictures for the upload tests (decision 0068), made with `sharp` so each test knows exactly what it sent: a photo
 * carrying EXIF with a GPS position and a maker note, a picture with an HTML payload after its end, and the pixels
 * of what the API serves (a re-encoded picture differs in bytes but not in what it shows).
 */
import sharp from "sharp";

/** Words that would only be in the served bytes if the metadata or the payload came along. */
export const EXIF_MAKER = "DukkanTestPhone";
export const POLYGLOT_SCRIPT = "<script>alert(document.cookie)</script>";

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 30 } } });

/** A JPEG photo whose EXIF names the camera and the place it was taken (25°12′N 55°16′E). */
export async function photoWithGps(): Promise<Uint8Array> {
  const bytes = await canvas(16, 12)
    .jpeg()
    .withExif({
      IFD0: { Make: EXIF_MAKER, Model: "Model X" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 12/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "55/1 16/1 0/1" },
    })
    .toBuffer();
  return new Uint8Array(bytes);
}

/** A PNG that is also an HTML page: the markup rides after the picture's end. */
export async function pngWithHtmlPayload(): Promise<Uint8Array> {
  const picture = await canvas(4, 4).png().toBuffer();
  return new Uint8Array(Buffer.concat([picture, Buffer.from(`<html><body>${POLYGLOT_SCRIPT}</body></html>`)]));
}

/** What the picture shows: its size and its RGB pixels. */
export async function pixelsOf(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgb: [...data] };
}

/** The picture's EXIF block, if it has one. */
export async function exifOf(bytes: Uint8Array): Promise<Buffer | undefined> {
  return (await sharp(bytes).metadata()).exif;
}

export const contains = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);
