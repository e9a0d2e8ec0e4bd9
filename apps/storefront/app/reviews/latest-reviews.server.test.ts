import { describe, expect, it } from "vitest";
import { maxCountOf, reviewForCard } from "./latest-reviews.server";

describe("maxCountOf", () => {
  it("reads the carousel's maxCount, defaulting to 10 (spec §9)", () => {
    expect(maxCountOf("4")).toBe(4);
    expect(maxCountOf(undefined)).toBe(10);
    for (const bad of ["", "0", "-3", "2.5", "ten", "51"]) expect(maxCountOf(bad)).toBe(10);
  });
});

describe("reviewForCard", () => {
  const review = {
    id: "7",
    headline: "Sturdy",
    comment: "Held soup without leaking.",
    rating: 5,
    date: "2026-11-20T10:00:00.000Z",
    principal: { name: "Mariam" },
  };
  const format = (url: string, name: string) => ({
    url: `${url}?format=${name}`,
    format: name,
    imageType: "PRIMARY" as const,
  });

  it("keeps the product's small picture only, with its name and address", () => {
    const card = reviewForCard({
      ...review,
      product: {
        code: "10025-02",
        name: "Paper Cup 12 oz",
        url: "/product/10025-02-paper-cup-12-oz",
        images: {
          PRIMARY: {
            thumbnail: format("/medias/a", "thumbnail"),
            product: format("/medias/a", "product"),
            zoom: format("/medias/a", "zoom"),
          },
          GALLERY: [{ zoom: format("/medias/b", "zoom") }],
        },
      },
    });
    expect(card).toEqual({
      ...review,
      product: {
        code: "10025-02",
        name: "Paper Cup 12 oz",
        url: "/product/10025-02-paper-cup-12-oz",
        images: { PRIMARY: { thumbnail: format("/medias/a", "thumbnail") } },
      },
    });
  });

  it("falls back to the product format, and leaves a product without pictures without any", () => {
    const withProductFormat = reviewForCard({
      ...review,
      product: { code: "1", images: { PRIMARY: { product: format("/medias/c", "product") } } },
    });
    expect(withProductFormat.product?.images).toEqual({ PRIMARY: { thumbnail: format("/medias/c", "product") } });
    expect(reviewForCard({ ...review, product: { code: "2" } }).product).toEqual({ code: "2" });
    expect(reviewForCard(review)).toEqual(review);
  });
});
