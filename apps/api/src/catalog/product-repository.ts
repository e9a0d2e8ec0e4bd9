/**
 * Reads product aggregates (a product with its price, discounts, stock, images, categories, features,
 * variant qualifiers and kit templates) for a batch of codes: one indexed query per table, whatever the batch size.
 */
import { and, asc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { Database } from "../db/client.js";
import {
  brands,
  categories,
  discounts,
  futureStocks,
  kitBundleComponents,
  kitBundleTemplates,
  prices,
  productCategories,
  productFeatures,
  productImages,
  products,
  stockLevels,
  variantQualifiers,
  type Localized,
} from "../db/tables.js";
import { CURRENCY } from "@dukkan/occ";
import { kitFutureStocks, kitParts, kitStock, loadComponentStock } from "./kit-stock.js";

export type ProductRow = typeof products.$inferSelect;
export type DiscountRow = Pick<typeof discounts.$inferSelect, "id" | "absolute" | "value" | "startsAt" | "endsAt">;
export type ImageRow = Omit<typeof productImages.$inferSelect, "productCode">;
export type FeatureRow = Omit<typeof productFeatures.$inferSelect, "productCode" | "facet">;
export type QualifierRow = Omit<typeof variantQualifiers.$inferSelect, "productCode">;

export interface KitTemplate {
  id: string;
  name: Localized;
  version: string;
  components: { productCode: string; quantity: number }[];
}

export interface ProductRecord {
  product: ProductRow;
  /** VAT-inclusive AED list price in fils; null when the product has no price. */
  priceFils: number | null;
  discounts: DiscountRow[];
  /** Units sellable now: for a kit, no more than its components make (kit-stock.ts). */
  stock: { available: number; lowStockThreshold: number } | null;
  /** Coming deliveries: for a kit, the dates its components and its own stock make more kits. */
  futureStocks: { date: string; quantity: number }[];
  images: ImageRow[];
  categoryCodes: string[];
  features: FeatureRow[];
  qualifiers: QualifierRow[];
  kitTemplates: KitTemplate[];
  /** For base products: their variants' codes in display order. */
  variantCodes: string[];
}

export interface CategoryNode {
  code: string;
  parentCode: string | null;
  name: Localized;
  slug: string;
}

export interface BrandNode {
  code: string;
  name: Localized;
}

/** Rows keyed by their product code, in their original order. */
export function groupByProduct<T extends { productCode: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productCode);
    if (group) group.push(row);
    else groups.set(row.productCode, [row]);
  }
  return groups;
}

/** Product columns only a product page shows: records read for listings have them null. */
const PAGE_ONLY_COLUMNS = {
  description: null,
  usage: null,
  seoTitle: null,
  seoDescription: null,
  manufacturer: null,
} as const satisfies Partial<ProductRow>;

export interface RecordParts {
  /**
   * Only what listing tiles show (the search index keeps these for every tile): no long copy (PAGE_ONLY_COLUMNS
   * are null), no specifications and no categories (empty).
   */
  listing?: boolean;
  /**
   * With `listing`: also the categories and the features listings facet on, which the search index reads with
   * the tiles it keeps (search-tiles.ts).
   */
  searchFacets?: boolean;
}

async function loadProductRows(db: Database, codes: readonly string[], parts: RecordParts): Promise<ProductRow[]> {
  if (!parts.listing)
    return db
      .select()
      .from(products)
      .where(inArray(products.code, [...codes]));
  const {
    description: _description,
    usage: _usage,
    seoTitle: _seoTitle,
    seoDescription: _seoDescription,
    manufacturer: _manufacturer,
    ...listed
  } = getTableColumns(products);
  const rows = await db
    .select(listed)
    .from(products)
    .where(inArray(products.code, [...codes]));
  return rows.map((row) => ({ ...row, ...PAGE_ONLY_COLUMNS }));
}

export async function loadProductRecords(
  db: Database,
  codes: readonly string[],
  parts: RecordParts = {},
): Promise<Map<string, ProductRecord>> {
  const records = new Map<string, ProductRecord>();
  if (codes.length === 0) return records;
  const productRows = await loadProductRows(db, codes, parts);
  if (productRows.length === 0) return records;
  const found = productRows.map((row) => row.code);
  const baseCodes = productRows.filter((row) => row.kind === "BASE").map((row) => row.code);

  const [
    priceRows,
    discountRows,
    stockRows,
    futureRows,
    imageRows,
    categoryRows,
    featureRows,
    qualifierRows,
    templateRows,
    variantRows,
  ] = await Promise.all([
    db
      .select({ productCode: prices.productCode, currency: prices.currency, valueFils: prices.valueFils })
      .from(prices)
      .where(inArray(prices.productCode, found)),
    db
      .select({
        productCode: discounts.productCode,
        id: discounts.id,
        absolute: discounts.absolute,
        value: discounts.value,
        startsAt: discounts.startsAt,
        endsAt: discounts.endsAt,
      })
      .from(discounts)
      .where(inArray(discounts.productCode, found))
      .orderBy(asc(discounts.id)),
    db.select().from(stockLevels).where(inArray(stockLevels.productCode, found)),
    db.select().from(futureStocks).where(inArray(futureStocks.productCode, found)).orderBy(asc(futureStocks.date)),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productCode, found))
      .orderBy(asc(productImages.galleryIndex)),
    parts.listing && !parts.searchFacets
      ? []
      : db
          .select()
          .from(productCategories)
          .where(inArray(productCategories.productCode, found))
          .orderBy(asc(productCategories.position), asc(productCategories.categoryCode)),
    parts.listing && !parts.searchFacets
      ? []
      : db
          .select()
          .from(productFeatures)
          .where(
            parts.listing
              ? and(inArray(productFeatures.productCode, found), eq(productFeatures.facet, true))
              : inArray(productFeatures.productCode, found),
          )
          .orderBy(asc(productFeatures.position), asc(productFeatures.featureCode)),
    db
      .select()
      .from(variantQualifiers)
      .where(inArray(variantQualifiers.productCode, found))
      .orderBy(asc(variantQualifiers.position)),
    db
      .select()
      .from(kitBundleTemplates)
      .where(inArray(kitBundleTemplates.productCode, found))
      .orderBy(asc(kitBundleTemplates.id)),
    baseCodes.length === 0
      ? Promise.resolve([])
      : db
          .select({ productCode: products.baseProductCode, code: products.code })
          .from(products)
          .where(inArray(products.baseProductCode, baseCodes))
          .orderBy(asc(products.position), asc(products.code)),
  ]);

  const componentRows =
    templateRows.length === 0
      ? []
      : await db
          .select()
          .from(kitBundleComponents)
          .where(
            inArray(
              kitBundleComponents.templateId,
              templateRows.map((template) => template.id),
            ),
          )
          .orderBy(asc(kitBundleComponents.position), asc(kitBundleComponents.productCode));

  const pricesByProduct = groupByProduct(priceRows);
  const discountsByProduct = groupByProduct(discountRows);
  const stockByProduct = new Map(stockRows.map((row) => [row.productCode, row]));
  const futureByProduct = groupByProduct(futureRows);
  const imagesByProduct = groupByProduct(imageRows);
  const categoriesByProduct = groupByProduct(categoryRows);
  const featuresByProduct = groupByProduct(featureRows);
  const qualifiersByProduct = groupByProduct(qualifierRows);
  const templatesByProduct = groupByProduct(templateRows);
  const variantsByBase = groupByProduct(
    variantRows.map((row) => ({ productCode: row.productCode ?? "", code: row.code })),
  );
  const componentsByTemplate = new Map<string, { productCode: string; quantity: number }[]>();
  for (const row of componentRows) {
    const list = componentsByTemplate.get(row.templateId) ?? [];
    list.push({ productCode: row.productCode, quantity: row.quantity });
    componentsByTemplate.set(row.templateId, list);
  }
  const componentStock = await loadComponentStock(
    db,
    componentRows.map((row) => row.productCode),
  );

  for (const product of productRows) {
    const code = product.code;
    const stock = stockByProduct.get(code);
    const ownFuture = (futureByProduct.get(code) ?? []).map((row) => ({ date: row.date, quantity: row.quantity }));
    // The catalogue sells a kit as its first template, like the cart does when the storefront adds it.
    const sellingTemplate = templatesByProduct.get(code)?.[0];
    const parts = sellingTemplate && kitParts(componentsByTemplate.get(sellingTemplate.id) ?? [], componentStock);
    const ownAvailable = Math.max(0, stock?.available ?? 0);
    records.set(code, {
      product,
      priceFils: pricesByProduct.get(code)?.find((price) => price.currency === CURRENCY)?.valueFils ?? null,
      discounts: (discountsByProduct.get(code) ?? []).map(({ productCode: _, ...discount }) => discount),
      stock: stock
        ? {
            available: parts ? kitStock(stock.available, parts) : stock.available,
            lowStockThreshold: stock.lowStockThreshold,
          }
        : null,
      futureStocks: parts ? kitFutureStocks({ available: ownAvailable, futureStocks: ownFuture }, parts) : ownFuture,
      images: (imagesByProduct.get(code) ?? []).map(({ productCode: _, ...image }) => image),
      categoryCodes: (categoriesByProduct.get(code) ?? []).map((row) => row.categoryCode),
      features: (featuresByProduct.get(code) ?? []).map(({ productCode: _, facet: __, ...feature }) => feature),
      qualifiers: (qualifiersByProduct.get(code) ?? []).map(({ productCode: _, ...qualifier }) => qualifier),
      kitTemplates: (templatesByProduct.get(code) ?? []).map((template) => ({
        id: template.id,
        name: template.name,
        version: template.version,
        components: componentsByTemplate.get(template.id) ?? [],
      })),
      variantCodes: (variantsByBase.get(code) ?? []).map((row) => row.code),
    });
  }
  return records;
}

/** Every category and brand: small, read whole and kept per catalogue version to build URLs and names. */
export async function loadCategoryTree(
  db: Database,
): Promise<{ categories: Map<string, CategoryNode>; brands: Map<string, BrandNode> }> {
  const [categoryRows, brandRows] = await Promise.all([
    db
      .select({
        code: categories.code,
        parentCode: categories.parentCode,
        name: categories.name,
        slug: categories.slug,
      })
      .from(categories),
    db.select({ code: brands.code, name: brands.name }).from(brands),
  ]);
  return {
    categories: new Map(categoryRows.map((row) => [row.code, row])),
    brands: new Map(brandRows.map((row) => [row.code, row])),
  };
}
