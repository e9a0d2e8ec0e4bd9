import { describe, expect, it } from "vitest";
import type { Price, Product } from "@dukkan/occ";
import { isKittingProduct, safeRedirectPath, wishlistRowPrices } from "./wishlist-rules";

const aed = (value: number): Price => ({ currencyIso: "AED", value, formattedValue: `AED ${value.toFixed(2)}` });

describe("wishlist rules", () => {
  it("recognises kit bundles, which cannot be wishlisted", () => {
    expect(isKittingProduct({ code: "kit~party~1-1" })).toBe(true);
    expect(isKittingProduct({ code: "1001-01", kittingBundleTemplates: [{ id: "t" }] })).toBe(true);
    expect(isKittingProduct({ code: "1001-01" })).toBe(false);
  });

  it("prices a row from the first base option's selected priceAfterDiscount against the base price", () => {
    const product: Product = {
      code: "2001-01",
      price: aed(3),
      baseOptions: [
        {
          variantType: "GenericVariantProduct",
          selected: { code: "2001-01", priceAfterDiscount: aed(2.7), priceData: aed(3), variantOptionQualifiers: [] },
          options: [],
        },
      ],
    };
    expect(wishlistRowPrices(product)).toEqual({ current: aed(2.7), original: aed(3) });
  });

  it("falls back to the option's priceData when the base price is 0 or missing", () => {
    const selected = { code: "2001-01", priceAfterDiscount: aed(4), priceData: aed(5), variantOptionQualifiers: [] };
    const baseOptions = [{ variantType: "GenericVariantProduct", selected, options: [] }];
    expect(wishlistRowPrices({ code: "2001-01", baseOptions })).toEqual({ current: aed(4), original: aed(5) });
    expect(wishlistRowPrices({ code: "2001-01", price: aed(0), baseOptions })).toEqual({
      current: aed(4),
      original: aed(5),
    });
  });

  it("uses the product's own prices without base options, striking the original only when lower", () => {
    expect(wishlistRowPrices({ code: "1", price: aed(20), priceAfterDiscount: aed(17) })).toEqual({
      current: aed(17),
      original: aed(20),
    });
    expect(wishlistRowPrices({ code: "1", price: aed(20) })).toEqual({ current: aed(20) });
    expect(wishlistRowPrices({ code: "1" })).toEqual({});
  });

  it("only sends a plain form post back to a page of this shop and language", () => {
    expect(safeRedirectPath("/en/category/cups?page=2", "en")).toBe("/en/category/cups?page=2");
    expect(safeRedirectPath("/ar", "ar")).toBe("/ar");
    expect(safeRedirectPath("//evil.example/en/", "en")).toBeUndefined();
    expect(safeRedirectPath("https://evil.example/en/", "en")).toBeUndefined();
    expect(safeRedirectPath("/ar/cart", "en")).toBeUndefined();
    expect(safeRedirectPath(null, "en")).toBeUndefined();
  });
});
