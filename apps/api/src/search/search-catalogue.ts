/**
 * What the search index is built from: the category tree and brands (read whole), the tile codes, and the
 * product side of each batch of tile families (derived from the records search-tiles.ts reads).
 */
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { brands, categories, products, type Localized } from "../db/tables.js";
import type { TileFamily } from "./search-tiles.js";

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

/** The category tree and brands. */
export interface CatalogueStructure {
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
export async function loadCatalogueStructure(db: Database): Promise<CatalogueStructure> {
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

/**
 * What the index needs of these tile families (search-tiles.ts reads them, with their categories and facet
 * features): the same records the tiles are rendered from, so the catalogue is read once per build step.
 */
export function catalogueProductsOf(families: ReadonlyMap<string, TileFamily>): CatalogueProducts {
  const part: CatalogueProducts = { products: [], prices: [], discounts: [], productCategories: [], facetFeatures: [] };
  for (const family of families.values()) {
    for (const record of family) {
      const productCode = record.product.code;
      part.products.push(record.product);
      if (record.priceFils !== null) part.prices.push({ productCode, valueFils: record.priceFils });
      for (const discount of record.discounts) part.discounts.push({ productCode, ...discount });
      // Read in category position order.
      record.categoryCodes.forEach((categoryCode, position) =>
        part.productCategories.push({ productCode, categoryCode, position }),
      );
      for (const feature of record.features) part.facetFeatures.push({ productCode, ...feature });
    }
  }
  return part;
}
