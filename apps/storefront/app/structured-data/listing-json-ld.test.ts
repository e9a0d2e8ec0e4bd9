import type { Product } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import { listingJsonLd } from "./listing-json-ld";
import { scriptSafeJson } from "./product-json-ld";

const cup = {
  code: "1001-01",
  name: "Paper Cup 8oz",
  url: "/product/1001-01-paper-cup-8oz",
  price: { value: 12.5, formattedValue: "AED 12.50", currencyIso: "AED" },
  priceAfterDiscount: { value: 10.63, formattedValue: "AED 10.63" },
  stock: { stockLevelStatus: "inStock", stockLevel: 40 },
  images: { PRIMARY: { product: { url: "/medias/cup?format=product" } } },
} as unknown as Product;
const lid = {
  code: "1002-01",
  name: "كوب ورقي",
  url: "/product/1002-01-lid",
  price: { value: 3, formattedValue: "AED 3.00", currencyIso: "AED" },
  stock: { stockLevelStatus: "outOfStock", stockLevel: 0 },
} as unknown as Product;

type Json = Record<string, unknown>;

describe("listing structured data (seoSchemaMarkup)", () => {
  const markup = JSON.parse(
    scriptSafeJson(
      listingJsonLd({
        kind: "search",
        name: "Results for “cup”",
        url: "https://dukkan.ae/ar/search/cup",
        origin: "https://dukkan.ae",
        language: "ar",
        products: [cup, lid],
        pagination: { currentPage: 1, pageSize: 10, totalResults: 12 },
        now: "2026-06-15T08:00:00.000Z",
      }),
    ),
  ) as Json;
  const list = markup.mainEntity as Json;
  const items = list.itemListElement as Json[];

  it("is a search results page whose main entity lists the page's products, counting through the pages", () => {
    expect(markup).toMatchObject({
      "@context": "https://schema.org",
      "@type": "SearchResultsPage",
      name: "Results for “cup”",
      url: "https://dukkan.ae/ar/search/cup",
      inLanguage: "ar",
    });
    expect(list).toMatchObject({ "@type": "ItemList", numberOfItems: 12 });
    expect(items.map((item) => item.position)).toEqual([11, 12]);
  });

  it("gives each product its page in the listing's language and the spec's offer", () => {
    expect(items[0]).toMatchObject({
      "@type": "ListItem",
      item: {
        "@type": "Product",
        name: "Paper Cup 8oz",
        sku: "1001-01",
        url: "https://dukkan.ae/ar/product/1001-01-paper-cup-8oz",
        image: ["https://dukkan.ae/medias/cup?format=product"],
        offers: {
          price: "10.63",
          priceCurrency: "AED",
          priceValidUntil: "2026-12-31",
          availability: "https://schema.org/InStock",
          hasMerchantReturnPolicy: { returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" },
        },
      },
    });
    expect((items[0]!.item as Json)["@context"]).toBeUndefined();
    expect(items[1]).toMatchObject({
      item: { offers: { price: "3.00", availability: "https://schema.org/OutOfStock" } },
    });
  });

  it("calls a category or brand listing a collection page", () => {
    const category = listingJsonLd({
      kind: "category",
      name: "Cups",
      url: "https://dukkan.ae/en/category/cups",
      origin: "https://dukkan.ae",
      language: "en",
      products: [],
      pagination: { currentPage: 0, pageSize: 10, totalResults: 0 },
      now: "2026-06-15T08:00:00.000Z",
    });
    expect(category).toMatchObject({
      "@type": "CollectionPage",
      mainEntity: { numberOfItems: 0, itemListElement: [] },
    });
  });
});
