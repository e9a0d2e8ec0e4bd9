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

/** Text as read: bidi marks dropped, the no-break space of currency formats as a space. */
const asRead = (text: string | undefined) => text?.replace(/[\u200e\u200f]/g, "").replace(/\u00a0/g, " ");
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
    expect(asRead(formatDiscountRow({ absolute: true, currencyIso: "AED", value: 5 }, "en"))).toBe("-AED 5.00");
    expect(formatDiscountRow({ absolute: false, currencyIso: "AED", value: 15 }, "en")).toBe("-15%");
    expect(formatDiscountRow({ absolute: false, currencyIso: "AED", value: 12.5 }, "en")).toBe("-12.5%");
    expect(discountBadge({}, "en")).toBeUndefined();
  });

  it("writes an absolute discount in the Arabic currency format on Arabic pages, not 'AED'", () => {
    const text = formatDiscountRow({ absolute: true, currencyIso: "AED", value: 4.5 }, "ar");
    // The Arabic dirham sign after the amount, the minus before it.
    expect(asRead(text)).toBe("-4.50 د.إ.");
    expect(text).not.toContain("AED");
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
