/**
 * The staff product list and one product as staff read it: every product, online or not, with both languages'
 * texts, its price, warehouse stock and the latest stock changes.
 *
 * The list must stay fast at 50,000 products (decision 0051): the search is a `LIKE` on one lower-cased text of
 * the code and both names, served by a trigram index (`products_staff_search_idx`, the same expression); name
 * sorts and the newest-first sort have their own indexes, and low stock a partial index.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { StaffProduct, StaffProductFilter, StaffProductList, StaffProductSort } from "@dukkan/staff-api";
import { CURRENCY } from "@dukkan/occ";
import type { Database } from "../../db/client.js";
import {
  auditLog,
  categories,
  prices,
  productCategories,
  productImages,
  products,
  stockLevels,
  variantQualifiers,
} from "../../db/tables.js";
import { mediaUrl } from "../../media/media-url.js";
import { unknownIdentifier } from "../../occ/errors.js";

/** The one text the search looks in; the trigram index in migration 0029 is built on exactly this expression. */
export const productSearchText = sql`lower(${products.code} || ' ' || coalesce(${products.name} ->> 'en', '') || ' ' || coalesce(${products.name} ->> 'ar', ''))`;
const nameEn = sql`lower(${products.name} ->> 'en')`;
const isLow = sql<boolean>`coalesce(${stockLevels.available} <= ${stockLevels.lowStockThreshold}, false)`;

/** LIKE wildcards in a search are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS: Record<StaffProductSort, SQL[]> = {
  "code-asc": [asc(products.code)],
  "code-desc": [desc(products.code)],
  "name-asc": [asc(nameEn), asc(products.code)],
  "name-desc": [desc(nameEn), desc(products.code)],
  "price-asc": [sql`${prices.valueFils} asc nulls last`, asc(products.code)],
  "price-desc": [sql`${prices.valueFils} desc nulls last`, asc(products.code)],
  "stock-asc": [sql`${stockLevels.available} asc nulls last`, asc(products.code)],
  "updated-desc": [sql`${products.updatedAt} desc nulls last`, asc(products.code)],
};

/** A category and everything below it: a product (or its base product) in any of them matches. */
function inCategory(categoryCode: string): SQL {
  return sql`exists (
    with recursive tree(code) as (
      select ${categories.code} from ${categories} where ${categories.code} = ${categoryCode}
      union all
      select child.code from ${categories} child join tree on child.parent_code = tree.code
    )
    select 1 from ${productCategories}
    where ${productCategories.categoryCode} in (select code from tree)
      and ${productCategories.productCode} in (${products.code}, ${products.baseProductCode})
  )`;
}

function filterOf(filter: StaffProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) conditions.push(sql`${productSearchText} like ${`%${escapeLike(filter.q.toLowerCase())}%`}`);
  if (filter.category) conditions.push(inCategory(filter.category));
  if (filter.status) conditions.push(eq(products.disabled, filter.status === "offline"));
  if (filter.lowStock) conditions.push(sql`${stockLevels.available} <= ${stockLevels.lowStockThreshold}`);
  return and(...conditions);
}

const rowColumns = {
  code: products.code,
  kind: products.kind,
  name: products.name,
  disabled: products.disabled,
  priceFils: prices.valueFils,
  available: stockLevels.available,
  lowStock: isLow,
};

type ListedRow = {
  code: string;
  kind: "STANDARD" | "BASE" | "VARIANT" | "KIT";
  name: { en: string; ar?: string };
  disabled: boolean;
  priceFils: number | null;
  available: number | null;
  lowStock: boolean;
};

const rowOf = (row: ListedRow) => ({
  code: row.code,
  kind: row.kind,
  name: row.name,
  online: !row.disabled,
  priceFils: row.priceFils,
  available: row.kind === "KIT" ? null : row.available,
  lowStock: row.kind !== "KIT" && row.lowStock,
});

/** The list with its joins: price in the shop's currency, warehouse stock. */
function listedProducts(db: Database, columns: typeof rowColumns | { n: SQL<number> }) {
  return db
    .select(columns)
    .from(products)
    .leftJoin(prices, and(eq(prices.productCode, products.code), eq(prices.currency, CURRENCY)))
    .leftJoin(stockLevels, eq(stockLevels.productCode, products.code));
}

export async function staffProductList(db: Database, filter: StaffProductFilter): Promise<StaffProductList> {
  const where = filterOf(filter);
  const [rows, [counted]] = await Promise.all([
    listedProducts(db, rowColumns)
      .where(where)
      .orderBy(...SORTS[filter.sort])
      .limit(filter.pageSize)
      .offset(filter.currentPage * filter.pageSize),
    listedProducts(db, { n: sql<number>`count(*)::int` }).where(where),
  ]);
  const totalResults = (counted as { n: number } | undefined)?.n ?? 0;
  return {
    products: (rows as ListedRow[]).map(rowOf),
    pagination: {
      currentPage: filter.currentPage,
      pageSize: filter.pageSize,
      totalPages: Math.ceil(totalResults / filter.pageSize),
      totalResults,
    },
  };
}

/** Every product matching the filter, in code order, for the CSV export. */
export async function staffProductExportRows(db: Database, filter: StaffProductFilter) {
  const rows = await listedProducts(db, rowColumns).where(filterOf(filter)).orderBy(asc(products.code));
  return (rows as ListedRow[]).map(rowOf);
}

/** The audit actions that set a product's stock (this API's and the older fulfilment route's). */
export const STOCK_ACTIONS = ["product.stock", "stock.set"];

export async function staffProductDetail(db: Database, code: string, mediaBaseUrl: string): Promise<StaffProduct> {
  const [product] = await db.select().from(products).where(eq(products.code, code));
  if (!product) throw unknownIdentifier("product", code, `Product with code '${code}' not found!`);
  const variantRows = (await listedProducts(db, rowColumns)
    .where(eq(products.baseProductCode, code))
    .orderBy(asc(products.position), asc(products.code))) as ListedRow[];
  const variantCodes = variantRows.map((row) => row.code);
  const [[price], [stock], categoryRows, qualifierRows, imageRows, history] = await Promise.all([
    db
      .select()
      .from(prices)
      .where(and(eq(prices.productCode, code), eq(prices.currency, CURRENCY))),
    db.select().from(stockLevels).where(eq(stockLevels.productCode, code)),
    db
      .select({ code: categories.code, name: categories.name })
      .from(productCategories)
      .innerJoin(categories, eq(categories.code, productCategories.categoryCode))
      .where(
        or(
          eq(productCategories.productCode, code),
          product.baseProductCode ? eq(productCategories.productCode, product.baseProductCode) : undefined,
        ),
      )
      .orderBy(asc(productCategories.position)),
    variantCodes.length === 0
      ? []
      : db
          .select()
          .from(variantQualifiers)
          .where(inArray(variantQualifiers.productCode, variantCodes))
          .orderBy(asc(variantQualifiers.position)),
    db
      .select()
      .from(productImages)
      .where(and(eq(productImages.productCode, code), eq(productImages.format, "product")))
      .orderBy(asc(productImages.imageType), asc(productImages.galleryIndex)),
    db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetType, "product"), eq(auditLog.targetId, code), inArray(auditLog.action, STOCK_ACTIONS)),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(10),
  ]);
  const kit = product.kind === "KIT";
  return {
    code: product.code,
    kind: product.kind,
    baseProductCode: product.baseProductCode,
    name: product.name,
    description: { en: product.description?.en ?? "", ar: product.description?.ar ?? "" },
    online: !product.disabled,
    priceFils: price?.valueFils ?? null,
    categories: [...new Map(categoryRows.map((row) => [row.code, row])).values()],
    variants: variantRows.map((row) => ({
      ...rowOf(row),
      qualifiers: qualifierRows
        .filter((qualifier) => qualifier.productCode === row.code)
        .map((qualifier) => ({ qualifier: qualifier.qualifier, value: qualifier.value.en })),
    })),
    stock: kit
      ? []
      : [
          {
            location: "warehouse",
            available: stock?.available ?? 0,
            lowStockThreshold: stock?.lowStockThreshold ?? 10,
            updatedAt: stock?.updatedAt.toISOString() ?? null,
          },
        ],
    stockHistory: history.map((entry) => {
      const details = entry.details ?? {};
      return {
        at: entry.at.toISOString(),
        staffEmail: entry.staffEmail,
        location: "warehouse",
        available: Number(details.available ?? 0),
        reason: typeof details.reason === "string" ? details.reason : null,
      };
    }),
    images: imageRows.map((image) => ({
      url: mediaUrl(mediaBaseUrl, image.mediaCode, image.format),
      imageType: image.imageType,
      galleryIndex: image.galleryIndex,
      alt: image.altText?.en ?? null,
    })),
    updatedAt: product.updatedAt.toISOString(),
  };
}
