/**
 * Short product videos for the demo shop's gallery (spec §3 images: a GALLERY entry with a `zoomVideo`
 * format is a video). Drawn frame by frame here — a steaming cup over the product's colour — and encoded
 * to H.264 MP4 with h264-mp4-encoder (WebAssembly), so the seed stays offline and fixture-free. Each
 * video gets an SVG poster for its thumbnail, product and zoom formats.
 */
import HME from "h264-mp4-encoder";
import type { Localized, productImages, products } from "@dukkan/api/tables";
import { mediaCode, type MediaRow } from "./media-library.js";

type ProductRow = typeof products.$inferInsert;
type ProductImageRow = typeof productImages.$inferInsert;

const SIZE = 240;
const FRAMES = 24;
const FRAME_RATE = 12;
/** Products that get a video: the first few standard products with three pictures (a gallery holds at most four). */
const VIDEO_PRODUCTS = 2;
const IMAGE_FORMATS = ["thumbnail", "product", "zoom"] as const;

/** The videos' background colours (the shop's teal, amber and blue). */
const BACKGROUNDS = ["#0f766e", "#b45309", "#1d4ed8"];

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** One frame: a cup with steam puffs rising and fading, phase 0..1 through the loop. */
function drawFrame(phase: number, background: Rgb): Uint8Array {
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  const paint = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= SIZE || y >= SIZE) return;
    const at = (y * SIZE + x) * 4;
    pixels[at] = r;
    pixels[at + 1] = g;
    pixels[at + 2] = b;
    pixels[at + 3] = 255;
  };
  for (let y = 0; y < SIZE; y += 1) for (let x = 0; x < SIZE; x += 1) paint(x, y, background);
  const disc = (cx: number, cy: number, radius: number, colour: Rgb) => {
    for (let y = Math.floor(cy - radius); y <= cy + radius; y += 1)
      for (let x = Math.floor(cx - radius); x <= cx + radius; x += 1)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) paint(x, y, colour);
  };
  const white: Rgb = [255, 255, 255];
  // The cup: a tapered body and a handle.
  for (let y = 120; y < 200; y += 1) {
    const inset = Math.round((y - 120) / 8);
    for (let x = 70 + inset; x < 160 - inset; x += 1) paint(x, y, white);
  }
  for (let angle = 0; angle < Math.PI * 2; angle += 0.02)
    for (let thickness = 0; thickness < 6; thickness += 1)
      paint(
        Math.round(160 + Math.cos(angle) * (16 + thickness)),
        Math.round(150 + Math.sin(angle) * (18 + thickness)),
        white,
      );
  // Three puffs of steam, each rising through the loop a third of a turn apart.
  for (let puff = 0; puff < 3; puff += 1) {
    const t = (phase + puff / 3) % 1;
    const fade = 1 - t;
    const colour = background.map((channel) => Math.round(channel + (255 - channel) * fade * 0.9)) as Rgb;
    disc(95 + puff * 20 + Math.sin(t * Math.PI * 2) * 6, 110 - t * 80, 6 + t * 6, colour);
  }
  return pixels;
}

async function encodeVideo(background: Rgb): Promise<Uint8Array> {
  const encoder = await HME.createH264MP4Encoder();
  try {
    encoder.width = SIZE;
    encoder.height = SIZE;
    encoder.frameRate = FRAME_RATE;
    encoder.quantizationParameter = 28;
    encoder.initialize();
    for (let frame = 0; frame < FRAMES; frame += 1) encoder.addFrameRgba(drawFrame(frame / FRAMES, background));
    encoder.finalize();
    return encoder.FS.readFile(encoder.outputFilename);
  } finally {
    encoder.delete();
  }
}

function posterSvg(colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800">` +
    `<rect width="800" height="800" fill="${colour}"/>` +
    `<path d="M233 400h300l-30 267H263z" fill="#fff"/>` +
    `<circle cx="400" cy="400" r="120" fill="#111827" fill-opacity=".72"/>` +
    `<path d="M365 335v130l110-65z" fill="#fff"/></svg>`
  );
}

export interface ProductVideos {
  medias: MediaRow[];
  productImages: ProductImageRow[];
}

/**
 * Videos for the first VIDEO_PRODUCTS enabled standard products with three gallery pictures, each
 * appended as the fourth gallery entry (zoomVideo plus the poster in the picture formats).
 */
export async function buildProductVideos(
  productRows: ProductRow[],
  imageRows: ProductImageRow[],
): Promise<ProductVideos> {
  const lastIndex = new Map<string, number>();
  for (const image of imageRows)
    if (image.imageType === "GALLERY")
      lastIndex.set(image.productCode, Math.max(lastIndex.get(image.productCode) ?? 0, image.galleryIndex ?? 0));
  const chosen = productRows
    .filter((product) => product.kind === "STANDARD" && !product.disabled && lastIndex.get(product.code) === 2)
    .slice(0, VIDEO_PRODUCTS);
  const result: ProductVideos = { medias: [], productImages: [] };
  for (const [index, product] of chosen.entries()) {
    const colour = BACKGROUNDS[index % BACKGROUNDS.length]!;
    const video = Buffer.from(await encodeVideo(hexToRgb(colour)));
    const altText: Localized = {
      en: `${product.name.en} – short video`,
      ar: `${product.name.ar ?? product.name.en} – فيديو قصير`,
    };
    const videoCode = `${mediaCode(video.toString("base64"))}.mp4`;
    const poster = posterSvg(colour);
    const posterCode = mediaCode(poster);
    result.medias.push(
      {
        code: videoCode,
        mime: "video/mp4",
        contentBase64: video.toString("base64"),
        altText,
        width: SIZE,
        height: SIZE,
      },
      {
        code: posterCode,
        mime: "image/svg+xml",
        contentBase64: Buffer.from(poster, "utf8").toString("base64"),
        altText,
        width: 800,
        height: 800,
      },
    );
    const galleryIndex = lastIndex.get(product.code)! + 1;
    const entry = { productCode: product.code, imageType: "GALLERY" as const, galleryIndex, altText };
    for (const format of IMAGE_FORMATS) result.productImages.push({ ...entry, format, mediaCode: posterCode });
    result.productImages.push({ ...entry, format: "zoomVideo", mediaCode: videoCode });
  }
  return result;
}
