import type { Product } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import { tileProduct } from "./tile-product";

const price = { formattedValue: "AED 20.00", value: 20, currencyIso: "AED" };
const image = (format: string) => ({ url: `/medias/${format}.jpg`, format, imageType: "PRIMARY" as const });

describe("tileProduct", () => {
  it("keeps what a tile reads and leaves other image formats, promotions and full variants out", () => {
    const product: Product = {
      code: "P1",
      name: "Lunch box",
      url: "/product/P1-lunch-box",
      price,
      averageRating: 4,
      stock: { stockLevelStatus: "inStock", stockLevel: 3 },
      description: "A long description the tile never shows",
      images: { PRIMARY: { product: image("product"), zoom: image("zoom"), thumbnail: image("thumbnail") } },
      potentialPromotions: [{ code: "A" }, { code: "B", description: "2 for 1" }, { code: "C", description: "Free" }],
      variantOptions: [
        { code: "P1-RED", url: "/p/red", stock: { stockLevelStatus: "inStock" }, variantOptionQualifiers: [] },
      ],
      kittingBundleTemplates: [{ id: "K1", name: "Kit", products: [{ code: "X", quantity: 1 }] }],
    };
    expect(tileProduct(product)).toEqual({
      code: "P1",
      name: "Lunch box",
      url: "/product/P1-lunch-box",
      price,
      averageRating: 4,
      stock: { stockLevelStatus: "inStock", stockLevel: 3 },
      images: { PRIMARY: { product: image("product") } },
      potentialPromotions: [{ code: "B", description: "2 for 1" }],
      variantOptions: [{ code: "P1-RED", variantOptionQualifiers: [] }],
      kittingBundleTemplates: [{ id: "K1" }],
    });
  });

  it("has no keys for fields the answer did not carry", () => {
    expect(Object.keys(tileProduct({ code: "P2" }))).toEqual(["code"]);
  });
});
