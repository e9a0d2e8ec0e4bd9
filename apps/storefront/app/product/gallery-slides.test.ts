import { describe, expect, it } from "vitest";
import { gallerySlides, initialSlideIndex } from "./gallery-slides";

const image = (media: string, format: string) => ({ url: `/medias/${media}?format=${format}`, format });
const formats = (media: string, ...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, image(media, name)]));

describe("gallerySlides", () => {
  it("uses the gallery, which already holds the primary picture", () => {
    const slides = gallerySlides({
      PRIMARY: formats("cup-main", "thumbnail", "product", "zoom"),
      GALLERY: [
        formats("cup-main", "thumbnail", "product", "zoom"),
        formats("cup-side", "thumbnail", "product", "zoom"),
      ],
    });
    expect(slides.map((slide) => [slide.main.url, slide.zoom?.url, slide.thumbnail.url])).toEqual([
      ["/medias/cup-main?format=product", "/medias/cup-main?format=zoom", "/medias/cup-main?format=thumbnail"],
      ["/medias/cup-side?format=product", "/medias/cup-side?format=zoom", "/medias/cup-side?format=thumbnail"],
    ]);
  });

  it("puts the primary picture first when the gallery lacks it", () => {
    const slides = gallerySlides({
      PRIMARY: formats("main", "product", "zoom"),
      GALLERY: [formats("side", "zoom", "thumbnail")],
    });
    expect(slides.map((slide) => slide.main.url)).toEqual(["/medias/main?format=product", "/medias/side?format=zoom"]);
    // Without a thumbnail format, the strip shows the main picture.
    expect(slides[0]?.thumbnail.url).toBe("/medias/main?format=product");
  });

  it("keeps a gallery video with its poster picture", () => {
    const [slide] = gallerySlides({
      GALLERY: [{ ...formats("clip", "thumbnail", "product"), zoomVideo: image("clip-video", "zoomVideo") }],
    });
    expect(slide?.video?.url).toBe("/medias/clip-video?format=zoomVideo");
    expect(slide?.main.url).toBe("/medias/clip?format=product");
  });

  it("has no slides without images", () => {
    expect(gallerySlides(undefined)).toEqual([]);
    expect(gallerySlides({})).toEqual([]);
  });
});

describe("initialSlideIndex", () => {
  const slides = gallerySlides({
    GALLERY: [formats("a", "product"), formats("b", "product"), formats("c", "product")],
  });

  it("opens the picture the URL asks for, else the first", () => {
    expect(initialSlideIndex(slides, "2")).toBe(2);
    expect(initialSlideIndex(slides, null)).toBe(0);
    expect(initialSlideIndex(slides, "3")).toBe(0);
    expect(initialSlideIndex(slides, "-1")).toBe(0);
    expect(initialSlideIndex(slides, "1.5")).toBe(0);
    expect(initialSlideIndex(slides, "x")).toBe(0);
  });
});
