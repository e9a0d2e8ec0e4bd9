/**
 * Reads what the search index needs from the catalogue in one pass: a handful of whole-table reads
 * (cheap for thousands of products; the 50k-product catalogue would want incremental updates instead).
 */
import { eq } from "drizzle-orm";
import { CURRENCY } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import {
  brands,
  categories,
  discounts,
  prices,
  productCategories,
  productFeatures,
  products,
  type Localized,
} from "../db/schema.js";

export interface CatalogueSnapshot {
  products: {
    code: string;
    kind: "STANDARD" | "BASE" | "VARIANT" | "KIT";
    baseProductCode: string | null;
    name: Localized;
    subname: Localized | null;
    summary: Localized | null;
    keywords: Localized | null;
    brandCode: string | null;
    disabled: boolean;
    averageRating: number | null;
    numberOfReviews: number;
    position: number;
  }[];
  prices: { productCode: string; valueFils: number }[];
  discounts: {
    productCode: string;
    absolute: boolean;
    value: number;
    startsAt: Date | null;
    endsAt: Date | null;
  }[];
  productCategories: { productCode: string; categoryCode: string; position: number }[];
  facetFeatures: {
    productCode: string;
    featureCode: string;
    name: Localized;
    value: Localized;
    unitSymbol: string | null;
    position: number;
  }[];
  categories: {
    code: string;
    parentCode: string | null;
    name: Localized;
    slug: string;
    position: number;
    seoTitle: Localized | null;
  }[];
  brands: { code: string; name: Localized; position: number }[];
}

export async function loadCatalogueSnapshot(db: Database): Promise<CatalogueSnapshot> {
  const [productRows, priceRows, discountRows, categoryLinks, featureRows, categoryRows, brandRows] = await Promise.all(
    [
      db
        .select({
          code: products.code,
          kind: products.kind,
          baseProductCode: products.baseProductCode,
          name: products.name,
          subname: products.subname,
          summary: products.summary,
          keywords: products.keywords,
          brandCode: products.brandCode,
          disabled: products.disabled,
          averageRating: products.averageRating,
          numberOfReviews: products.numberOfReviews,
          position: products.position,
        })
        .from(products),
      db
        .select({ productCode: prices.productCode, valueFils: prices.valueFils })
        .from(prices)
        .where(eq(prices.currency, CURRENCY)),
      db
        .select({
          productCode: discounts.productCode,
          absolute: discounts.absolute,
          value: discounts.value,
          startsAt: discounts.startsAt,
          endsAt: discounts.endsAt,
        })
        .from(discounts)
        .orderBy(discounts.id),
      db.select().from(productCategories),
      db
        .select({
          productCode: productFeatures.productCode,
          featureCode: productFeatures.featureCode,
          name: productFeatures.name,
          value: productFeatures.value,
          unitSymbol: productFeatures.unitSymbol,
          position: productFeatures.position,
        })
        .from(productFeatures)
        .where(eq(productFeatures.facet, true)),
      db
        .select({
          code: categories.code,
          parentCode: categories.parentCode,
          name: categories.name,
          slug: categories.slug,
          position: categories.position,
          seoTitle: categories.seoTitle,
        })
        .from(categories),
      db.select({ code: brands.code, name: brands.name, position: brands.position }).from(brands),
    ],
  );
  return {
    products: productRows,
    prices: priceRows,
    discounts: discountRows,
    productCategories: categoryLinks,
    facetFeatures: featureRows,
    categories: categoryRows,
    brands: brandRows,
  };
}
