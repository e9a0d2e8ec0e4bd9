/**
 * The gallery's pictures (spec §3 images): the GALLERY entries in order, with the PRIMARY image first
 * when the gallery does not already hold it. Each slide keeps its formats: 'product' for the main
 * picture, 'zoom' for the full-size view, 'thumbnail' for the strip, 'zoomVideo' for a video.
 */
import type { Image, ProductImages } from "@dukkan/occ";

export type GallerySlide = {
  /** The picture shown large: the 'product' format, else the zoom, else any. */
  main: Image;
  zoom?: Image;
  thumbnail: Image;
  video?: Image;
};

type Formats = Record<string, Image>;

/** The stored media behind an image URL, whatever its format (`/medias/cup-main?format=zoom` → `/medias/cup-main`). */
function mediaOf(image: Image): string {
  return image.url.split("?")[0]!;
}

function slideOf(formats: Formats): GallerySlide | undefined {
  const main = formats.product ?? formats.zoom ?? Object.values(formats).find((image) => image.format !== "zoomVideo");
  if (!main) return undefined;
  return { main, zoom: formats.zoom, thumbnail: formats.thumbnail ?? main, video: formats.zoomVideo };
}

export function gallerySlides(images: ProductImages | undefined): GallerySlide[] {
  const gallery = (images?.GALLERY ?? []).map(slideOf).filter((slide) => slide !== undefined);
  const primary = images?.PRIMARY ? slideOf(images.PRIMARY) : undefined;
  if (!primary) return gallery;
  const primaryMedia = mediaOf(primary.main);
  return gallery.some((slide) => mediaOf(slide.main) === primaryMedia) ? gallery : [primary, ...gallery];
}

/** The slide to show first: the primary image's slide (the first), or the one the URL's `image` asks for. */
export function initialSlideIndex(slides: readonly GallerySlide[], requested: string | null): number {
  const index = Number(requested);
  return Number.isInteger(index) && index >= 0 && index < slides.length ? index : 0;
}
