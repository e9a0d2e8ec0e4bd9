/**
 * The staff product list and one product as staff read it: every product, online or not, with both languages'
 * texts, its price, warehouse stock and the latest stock changes.
 *
 * The list must stay fast at 50,000 products (decision 0051): the search is a `LIKE` on one lower-cased text of
 * the code and both names, served by a trigram index (`products_staff_search_idx`, the same expression); name
 * sorts and the newest-first sort have their own indexes, low stock a partial index and the brand filter
 * `products_brand_idx`.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { StaffProduct, StaffProductFilter, StaffProductList, StaffProductSort } from "@dukkan/staff-api";
import { CURRENCY } from "@dukkan/occ";
import type { Database } from "../../db/client.js";
import {
  auditLog,
  brands,
  categories,
  prices,
  productCategories,
  products,
  stockLevels,
  variantQualifiers,
} from "../../db/tables.js";
import { unknownIdentifier } from "../../occ/errors.js";
import { staffProductImages } from "./product-images.js";

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

/**
 * A category and everything below it: the products in any of them and the variants of base products in any of
 * them (variants carry no categories of their own). A set of codes the planner joins on the primary key.
 */
function inCategory(categoryCode: string): SQL {
  return sql`${products.code} in (
    with recursive tree(code) as (
      select code from categories where code = ${categoryCode}
      union all
      select child.code from categories child join tree on child.parent_code = tree.code
    )
    select product_code from product_categories where category_code in (select code from tree)
    union
    select variant.code from products variant
      join product_categories base on base.product_code = variant.base_product_code
      where base.category_code in (select code from tree)
  )`;
}

function filterOf(filter: StaffProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) conditions.push(sql`${productSearchText} like ${`%${escapeLike(filter.q.toLowerCase())}%`}`);
  if (filter.category) conditions.push(inCategory(filter.category));
  // The product's own brand, as the brands page counts them, so its count links to exactly these products.
  if (filter.brand) conditions.push(eq(products.brandCode, filter.brand));
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
  brandCode: brands.code,
  brandName: brands.name,
};

type ListedRow = {
  code: string;
  kind: "STANDARD" | "BASE" | "VARIANT" | "KIT";
  name: { en: string; ar?: string };
  disabled: boolean;
  priceFils: number | null;
  available: number | null;
  lowStock: boolean;
  brandCode: string | null;
  brandName: { en: string; ar?: string } | null;
};

const rowOf = (row: ListedRow) => ({
  code: row.code,
  kind: row.kind,
  name: row.name,
  online: !row.disabled,
  priceFils: row.priceFils,
  available: row.kind === "KIT" ? null : row.available,
  lowStock: row.kind !== "KIT" && row.lowStock,
  brand: row.brandCode && row.brandName ? { code: row.brandCode, name: row.brandName } : null,
});

/** The list with its joins: price in the shop's currency, warehouse stock, brand. */
function listedProducts(
  db: Database,
  columns: typeof rowColumns | { n: SQL<number> } | { code: typeof products.code },
) {
  return db
    .select(columns)
    .from(products)
    .leftJoin(prices, and(eq(prices.productCode, products.code), eq(prices.currency, CURRENCY)))
    .leftJoin(stockLevels, eq(stockLevels.productCode, products.code))
    .leftJoin(brands, eq(brands.code, products.brandCode));
}

/**
 * One page: the page's codes first from a narrow query (only the columns filters and sorts need, so the planner
 * drops the joins it does not use and never reads the wide product rows of other pages), then those rows.
 */
export async function staffProductList(db: Database, filter: StaffProductFilter): Promise<StaffProductList> {
  const where = filterOf(filter);
  const [page, [counted]] = await Promise.all([
    listedProducts(db, { code: products.code })
      .where(where)
      .orderBy(...SORTS[filter.sort])
      .limit(filter.pageSize)
      .offset(filter.currentPage * filter.pageSize),
    listedProducts(db, { n: sql<number>`count(*)::int` }).where(where),
  ]);
  const codes = (page as { code: string }[]).map((row) => row.code);
  const rows =
    codes.length === 0
      ? []
      : ((await listedProducts(db, rowColumns).where(inArray(products.code, codes))) as ListedRow[]);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const totalResults = (counted as { n: number } | undefined)?.n ?? 0;
  return {
    products: codes.map((code) => rowOf(byCode.get(code)!)),
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

/** Every category, top level first, each level in the shop's order. */
export async function staffCategoryList(db: Database) {
  const rows = await db
    .select({ code: categories.code, parentCode: categories.parentCode, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.code));
  const children = new Map<string | null, typeof rows>();
  for (const row of rows) children.set(row.parentCode, [...(children.get(row.parentCode) ?? []), row]);
  const ordered: typeof rows = [];
  const visit = (parent: string | null) => {
    for (const row of children.get(parent) ?? []) {
      ordered.push(row);
      visit(row.code);
    }
  };
  visit(null);
  return ordered;
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
  const [[price], [stock], categoryRows, qualifierRows, imageRows, history, [brand]] = await Promise.all([
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
    staffProductImages(db, code, mediaBaseUrl),
    db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetType, "product"), eq(auditLog.targetId, code), inArray(auditLog.action, STOCK_ACTIONS)),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(10),
    product.brandCode
      ? db.select({ code: brands.code, name: brands.name }).from(brands).where(eq(brands.code, product.brandCode))
      : [],
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
    images: imageRows,
    brand: brand ?? null,
    updatedAt: product.updatedAt.toISOString(),
  };
}
