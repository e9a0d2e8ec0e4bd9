/**
 * Reads what the search index needs from the catalogue: the whole catalogue in a handful of table reads (at
 * start and after structural changes), or just some product families (incremental updates).
 */
import { and, eq, inArray, or } from "drizzle-orm";
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

/** The product side of a snapshot: products with their prices, discounts, categories and facet features. */
export interface CatalogueProducts {
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
}

export interface CatalogueSnapshot extends CatalogueProducts {
  categories: {
    code: string;
    parentCode: string | null;
    name: Localized;
    slug: string;
    position: number;
    seoTitle: Localized | null;
    seoDescription: Localized | null;
  }[];
  brands: { code: string; name: Localized; position: number }[];
}

export async function loadCatalogueSnapshot(db: Database): Promise<CatalogueSnapshot> {
  const [productPart, structure] = await Promise.all([loadCatalogueProducts(db), loadCatalogueStructure(db)]);
  return { ...productPart, ...structure };
}

/** Every tile code: products except the variants of an existing base product. */
export async function loadTileCodes(db: Database): Promise<string[]> {
  const rows = await db
    .select({ code: products.code, kind: products.kind, baseProductCode: products.baseProductCode })
    .from(products)
    .orderBy(products.code);
  const codes = new Set(rows.map((row) => row.code));
  return rows
    .filter((row) => !(row.kind === "VARIANT" && row.baseProductCode && codes.has(row.baseProductCode)))
    .map((row) => row.code);
}

/** The category tree and brands (small: read whole). */
export async function loadCatalogueStructure(db: Database): Promise<Pick<CatalogueSnapshot, "categories" | "brands">> {
  const [categoryRows, brandRows] = await Promise.all([
    db
      .select({
        code: categories.code,
        parentCode: categories.parentCode,
        name: categories.name,
        slug: categories.slug,
        position: categories.position,
        seoTitle: categories.seoTitle,
        seoDescription: categories.seoDescription,
      })
      .from(categories),
    db.select({ code: brands.code, name: brands.name, position: brands.position }).from(brands),
  ]);
  return { categories: categoryRows, brands: brandRows };
}

/**
 * The tiles (search documents) the changed products belong to: a variant's base product, else the product.
 * Codes no longer in the catalogue stay as they are, so their tiles are dropped.
 */
export async function tilesOfProducts(db: Database, codes: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ code: products.code, kind: products.kind, baseProductCode: products.baseProductCode })
    .from(products)
    .where(inArray(products.code, [...codes]));
  const tiles = new Set(codes);
  for (const row of rows) {
    if (row.kind === "VARIANT" && row.baseProductCode) {
      tiles.delete(row.code);
      tiles.add(row.baseProductCode);
    }
  }
  return tiles;
}

/** Every product, or only the families of `tileCodes` (the products themselves and their variants). */
export async function loadCatalogueProducts(db: Database, tileCodes?: readonly string[]): Promise<CatalogueProducts> {
  const productRows = await db
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
    .from(products)
    .where(
      tileCodes
        ? or(inArray(products.code, [...tileCodes]), inArray(products.baseProductCode, [...tileCodes]))
        : undefined,
    );
  const codes = tileCodes ? productRows.map((row) => row.code) : undefined;
  if (codes?.length === 0) return { products: [], prices: [], discounts: [], productCategories: [], facetFeatures: [] };
  const [priceRows, discountRows, categoryLinks, featureRows] = await Promise.all([
    db
      .select({ productCode: prices.productCode, valueFils: prices.valueFils })
      .from(prices)
      .where(and(eq(prices.currency, CURRENCY), codes ? inArray(prices.productCode, codes) : undefined)),
    db
      .select({
        productCode: discounts.productCode,
        absolute: discounts.absolute,
        value: discounts.value,
        startsAt: discounts.startsAt,
        endsAt: discounts.endsAt,
      })
      .from(discounts)
      .where(codes ? inArray(discounts.productCode, codes) : undefined)
      .orderBy(discounts.id),
    db
      .select()
      .from(productCategories)
      .where(codes ? inArray(productCategories.productCode, codes) : undefined),
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
      .where(and(eq(productFeatures.facet, true), codes ? inArray(productFeatures.productCode, codes) : undefined)),
  ]);
  return {
    products: productRows,
    prices: priceRows,
    discounts: discountRows,
    productCategories: categoryLinks,
    facetFeatures: featureRows,
  };
}
