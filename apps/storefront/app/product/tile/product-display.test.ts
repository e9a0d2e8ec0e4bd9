import { describe, expect, it } from "vitest";
import {
  discountBadge,
  displayPrices,
  formatDiscountRow,
  hasStock,
  isOutOfStock,
  primaryImage,
  productPath,
} from "./product-display";

const aed = (value: number) => ({ currencyIso: "AED", value, formattedValue: `AED ${value.toFixed(2)}` });

describe("product display", () => {
  it("links to the spec product URL under the language", () => {
    expect(productPath({ code: "12-34", url: "/product/12-34-paper-cup-8oz" }, "ar")).toBe(
      "/ar/product/12-34-paper-cup-8oz",
    );
    expect(productPath({ code: "12-34" }, "en")).toBe("/en/product/12-34");
  });

  it("shows the discounted price with the original struck, or just the price", () => {
    expect(displayPrices({ price: aed(20), priceAfterDiscount: aed(15) })).toEqual({
      current: "AED 15.00",
      original: "AED 20.00",
    });
    expect(displayPrices({ price: aed(20) })).toEqual({ current: "AED 20.00" });
    expect(displayPrices({ price: aed(20), priceAfterDiscount: aed(20) })).toEqual({ current: "AED 20.00" });
    expect(displayPrices({})).toEqual({ current: undefined });
  });

  it("formats discount rows as the spec says", () => {
    expect(formatDiscountRow({ absolute: true, currencyIso: "AED", value: 5 })).toBe("-AED 5.00");
    expect(formatDiscountRow({ absolute: false, currencyIso: "AED", value: 15 })).toBe("-15%");
    expect(formatDiscountRow({ absolute: false, currencyIso: "AED", value: 12.5 })).toBe("-12.5%");
    expect(discountBadge({})).toBeUndefined();
  });

  it("picks the primary image in the wanted format or any other", () => {
    const images = { PRIMARY: { thumbnail: { url: "/medias/a?format=thumbnail" } } };
    expect(primaryImage({ images }, "product")?.url).toBe("/medias/a?format=thumbnail");
    expect(primaryImage({})).toBeUndefined();
  });

  it("reads stock as listings do (status and a level above 0) and as carousels do (status only)", () => {
    expect(hasStock({ stock: { stockLevelStatus: "inStock", stockLevel: 3 } })).toBe(true);
    expect(hasStock({ stock: { stockLevelStatus: "lowStock", stockLevel: 1 } })).toBe(true);
    expect(hasStock({ stock: { stockLevelStatus: "inStock", stockLevel: 0 } })).toBe(false);
    expect(hasStock({ stock: { stockLevelStatus: "inStock" } })).toBe(false);
    expect(hasStock({ stock: { stockLevelStatus: "outOfStock", stockLevel: 5 } })).toBe(false);
    expect(hasStock({})).toBe(false);
    expect(isOutOfStock({ stock: { stockLevelStatus: "inStock", stockLevel: 0 } })).toBe(false);
    expect(isOutOfStock({})).toBe(false);
  });
});
