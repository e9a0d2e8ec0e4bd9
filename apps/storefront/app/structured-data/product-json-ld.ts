/**
 * schema.org Product structured data for the product page (shopping spec §9 "Structured-data offer"):
 * an Offer with its price, currency and priceValidUntil, no returns, delivery on business days Monday to
 * Saturday with 1–3 days' handling and 4–8 days' transit inside the UAE, and the aggregate rating.
 */
import type { Product } from "@dukkan/occ";
import { CURRENCY } from "@dukkan/occ/constants";
import { stockStatusOf } from "../product/product-details";

/** Spec §9 constants. */
export const STRUCTURED_DATA = {
  /** The spec's date; once it has passed, the offer's date is derived (see `priceValidUntil`). */
  priceValidUntil: "2025-12-31",
  businessDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  handlingDays: { min: 1, max: 3 },
  transitDays: { min: 4, max: 8 },
  country: "AE",
} as const;

const SCHEMA = "https://schema.org";
/** A price that is valid only for days reads as a stale offer: the derived date stays at least this far ahead. */
const MIN_DAYS_AHEAD = 30;

/**
 * The offer's priceValidUntil, never a date in the past: the spec's date while it is still ahead, else the last
 * day of the year (of the following year once fewer than 30 days of this one are left). Prices change only when
 * staff change them, so the date says "until further notice" in the form search engines accept.
 */
export function priceValidUntil(now: Date): string {
  const today = now.toISOString().slice(0, 10);
  if (STRUCTURED_DATA.priceValidUntil >= today) return STRUCTURED_DATA.priceValidUntil;
  const soon = new Date(now.getTime() + MIN_DAYS_AHEAD * 86_400_000);
  return `${soon.getUTCFullYear()}-12-31`;
}

export type ProductJsonLdInput = {
  product: Product;
  /** The canonical page URL. */
  url: string;
  /** The shop's origin, to make image URLs absolute. */
  origin: string;
  description?: string;
  /** The loader's moment (ISO 8601), so the server and the browser write the same date. */
  now: string;
};

function imageUrls(product: Product, origin: string): string[] {
  const primary = product.images?.PRIMARY;
  const main = primary?.zoom ?? primary?.product ?? primary?.thumbnail;
  const gallery = (product.images?.GALLERY ?? []).map((formats) => formats.zoom ?? formats.product).filter(Boolean);
  const urls = [main, ...gallery]
    .filter((image) => image !== undefined)
    .map((image) => new URL(image.url, origin).href);
  return [...new Set(urls)];
}

function offer(product: Product, url: string, now: Date) {
  const price = product.priceAfterDiscount?.value ?? product.price?.value;
  if (price === undefined) return undefined;
  return {
    "@type": "Offer",
    url,
    // schema.org wants the number and the currency apart: together they read '{value} AED'.
    price: price.toFixed(2),
    priceCurrency: product.price?.currencyIso || CURRENCY,
    priceValidUntil: priceValidUntil(now),
    availability: `${SCHEMA}/${stockStatusOf(product.stock) === "outOfStock" ? "OutOfStock" : "InStock"}`,
    itemCondition: `${SCHEMA}/NewCondition`,
    hasMerchantReturnPolicy: {
      "@type": "MerchantReturnPolicy",
      applicableCountry: STRUCTURED_DATA.country,
      returnPolicyCategory: `${SCHEMA}/MerchantReturnNotPermitted`,
    },
    shippingDetails: {
      "@type": "OfferShippingDetails",
      shippingDestination: { "@type": "DefinedRegion", addressCountry: STRUCTURED_DATA.country },
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        businessDays: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: STRUCTURED_DATA.businessDays.map((day) => `${SCHEMA}/${day}`),
        },
        handlingTime: {
          "@type": "QuantitativeValue",
          minValue: STRUCTURED_DATA.handlingDays.min,
          maxValue: STRUCTURED_DATA.handlingDays.max,
          unitCode: "DAY",
        },
        transitTime: {
          "@type": "QuantitativeValue",
          minValue: STRUCTURED_DATA.transitDays.min,
          maxValue: STRUCTURED_DATA.transitDays.max,
          unitCode: "DAY",
        },
      },
    },
  };
}

export function productJsonLd({ product, url, origin, description, now }: ProductJsonLdInput): Record<string, unknown> {
  const images = imageUrls(product, origin);
  const offers = offer(product, url, new Date(now));
  const reviews = product.numberOfReviews ?? 0;
  return {
    "@context": SCHEMA,
    "@type": "Product",
    name: product.name ?? product.code,
    sku: product.code,
    url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.brand?.name ? { brand: { "@type": "Brand", name: product.brand.name } } : {}),
    ...(offers ? { offers } : {}),
    ...(reviews > 0 && product.averageRating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(product.averageRating * 10) / 10,
            reviewCount: reviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * JSON for inside a `<script>` element: `<`, `>` and `&` become \u escapes (so text such as
 * `</script>` in a product name cannot end the element), as do the line separators JavaScript
 * parsers once choked on. The result is still the same JSON.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
