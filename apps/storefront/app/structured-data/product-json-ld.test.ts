import type { Product } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import { priceValidUntil, productJsonLd, scriptSafeJson } from "./product-json-ld";

const product = {
  code: "1001-01",
  name: "Paper Cup 8oz </script><script>alert(1)</script>",
  price: { value: 12.5, formattedValue: "AED 12.50", currencyIso: "AED" },
  priceAfterDiscount: { value: 10.63, formattedValue: "AED 10.63" },
  averageRating: 4.46,
  numberOfReviews: 12,
  brand: { code: "ecopack", name: "EcoPack" },
  stock: { stockLevelStatus: "inStock", stockLevel: 40 },
  images: {
    PRIMARY: { zoom: { url: "/medias/cup?format=zoom" } },
    GALLERY: [{ zoom: { url: "/medias/side?format=zoom" } }],
  },
} as unknown as Product;

type Json = { [key: string]: unknown };
const parse = (value: unknown) => JSON.parse(scriptSafeJson(value)) as Json;
/** The value at a path of nested objects. */
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce((node, key) => (node as Json | undefined)?.[key], value);

describe("product JSON-LD", () => {
  const url = "https://dukkan.ae/en/product/1001-01-paper-cup-8oz";
  const data = parse(
    productJsonLd({
      product,
      url,
      origin: "https://dukkan.ae",
      description: "Double-wall cup",
      now: "2025-06-15T08:00:00.000Z",
    }),
  );

  it("is a schema.org Product with absolute images, brand and rating", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      sku: "1001-01",
      url,
      description: "Double-wall cup",
      image: ["https://dukkan.ae/medias/cup?format=zoom", "https://dukkan.ae/medias/side?format=zoom"],
      brand: { "@type": "Brand", name: "EcoPack" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12 },
    });
  });

  it("offers the price paid in AED until the spec's date, in stock, with no returns", () => {
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      price: "10.63",
      priceCurrency: "AED",
      priceValidUntil: "2025-12-31",
      availability: "https://schema.org/InStock",
      hasMerchantReturnPolicy: { returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" },
    });
  });

  it("ships on business days Monday to Saturday with 1-3 days' handling and 4-8 days' transit", () => {
    const time = at(data, "offers", "shippingDetails", "deliveryTime");
    expect(at(time, "businessDays", "dayOfWeek")).toEqual(
      ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((day) => `https://schema.org/${day}`),
    );
    expect(at(time, "handlingTime")).toMatchObject({ minValue: 1, maxValue: 3, unitCode: "DAY" });
    expect(at(time, "transitTime")).toMatchObject({ minValue: 4, maxValue: 8, unitCode: "DAY" });
    expect(at(data, "offers", "shippingDetails", "shippingDestination", "addressCountry")).toBe("AE");
  });

  it("falls back to AED and the list price; out-of-stock products say so; no rating without reviews", () => {
    const bare = productJsonLd({
      product: { code: "2-2", name: "Lid", price: { value: 3, formattedValue: "", currencyIso: "" } } as Product,
      url,
      origin: "https://dukkan.ae",
      now: "2025-06-15T08:00:00.000Z",
    }) as Json;
    expect(bare.offers).toMatchObject({
      price: "3.00",
      priceCurrency: "AED",
      availability: "https://schema.org/OutOfStock",
    });
    expect(bare.aggregateRating).toBeUndefined();
    expect(bare.image).toBeUndefined();
  });

  it("cannot break out of its script element", () => {
    const json = scriptSafeJson(
      productJsonLd({ product, url, origin: "https://dukkan.ae", now: "2025-06-15T08:00:00.000Z" }),
    );
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json).name).toBe(product.name);
  });
});

describe("priceValidUntil", () => {
  it("is the spec's date while it is ahead, including its own day", () => {
    expect(priceValidUntil(new Date("2025-06-15T08:00:00Z"))).toBe("2025-12-31");
    expect(priceValidUntil(new Date("2025-12-31T20:00:00Z"))).toBe("2025-12-31");
  });

  it("is never in the past: the year's last day, the next year's within 30 days of it", () => {
    expect(priceValidUntil(new Date("2026-11-27T10:00:00Z"))).toBe("2026-12-31");
    expect(priceValidUntil(new Date("2026-12-10T10:00:00Z"))).toBe("2027-12-31");
    expect(priceValidUntil(new Date("2027-03-01T00:00:00Z"))).toBe("2027-12-31");
  });
});
