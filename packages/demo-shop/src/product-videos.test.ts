import { describe, expect, it } from "vitest";
import { buildProductVideos } from "./product-videos.js";

const name = { en: "Paper Cup", ar: "كوب ورقي" };
const gallery = (productCode: string, count: number) =>
  Array.from({ length: count }, (_, galleryIndex) => ({
    productCode,
    imageType: "GALLERY" as const,
    format: "product" as const,
    galleryIndex,
    mediaCode: `${productCode}-${galleryIndex}`,
  }));

describe("buildProductVideos", () => {
  it("adds an H.264 MP4 with an SVG poster as the fourth gallery entry of products with three pictures", async () => {
    const products = [
      { code: "1-01", name, kind: "STANDARD" as const },
      { code: "1-02", name, kind: "STANDARD" as const, disabled: true },
      { code: "1-03", name, kind: "KIT" as const },
      { code: "1-04", name, kind: "STANDARD" as const },
      { code: "1-05", name, kind: "STANDARD" as const },
    ];
    const images = [
      ...gallery("1-01", 3),
      ...gallery("1-02", 3),
      ...gallery("1-03", 3),
      ...gallery("1-04", 2),
      ...gallery("1-05", 4),
    ];
    const { medias, productImages } = await buildProductVideos(products, images);

    const [video, poster] = medias;
    expect(medias).toHaveLength(2);
    expect(video).toMatchObject({ mime: "video/mp4", code: expect.stringMatching(/^[0-9a-f]{16}\.mp4$/) });
    // An MP4 file starts with its 'ftyp' box.
    expect(Buffer.from(video!.contentBase64, "base64").subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(poster).toMatchObject({ mime: "image/svg+xml" });

    expect(
      productImages.map((image) => [image.productCode, image.galleryIndex, image.format, image.mediaCode]),
    ).toEqual([
      ["1-01", 3, "thumbnail", poster!.code],
      ["1-01", 3, "product", poster!.code],
      ["1-01", 3, "zoom", poster!.code],
      ["1-01", 3, "zoomVideo", video!.code],
    ]);
    expect(productImages[0]!.altText).toEqual({ en: "Paper Cup – short video", ar: "كوب ورقي – فيديو قصير" });
  });
});
