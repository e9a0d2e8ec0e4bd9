/**
 * A customer's product interests (shopping spec §3 Stock interest): add, list, remove. Only a product
 * that is out of stock can be waited for; the back-in-stock job removes the interest once it has told
 * the customer.
 */
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { sellableStock } from "../catalog/kit-stock.js";
import { products } from "../db/tables.js";
import { OccHttpError, unknownIdentifier } from "../occ/errors.js";
import { productInterests, type InterestType } from "./stock-notifications.tables.js";

export interface InterestRow {
  productCode: string;
  interestType: InterestType;
  createdAt: Date;
}

const notAwaitable = (reason: string, message: string) =>
  new OccHttpError(400, [
    { type: "ValidationError", reason, subject: "productCode", subjectType: "parameter", message },
  ]);

/** 400 UnknownIdentifierError for unknown or disabled products; 400 ValidationError for base products and products in stock. */
async function assertAwaitable(db: Database, productCode: string): Promise<void> {
  const [product] = await db
    .select({ disabled: products.disabled, kind: products.kind })
    .from(products)
    .where(eq(products.code, productCode));
  if (!product || product.disabled) {
    throw unknownIdentifier("product", productCode, `Product with code '${productCode}' not found!`);
  }
  // A base product is sold through its variants, which hold the stock: the shopper waits for a variant.
  if (product.kind === "BASE")
    throw notAwaitable("baseProduct", "Choose one of the product's variants to be notified about");
  // A kit's stock is what its components make too (kit-stock.ts), as products/{code} shows it.
  if (((await sellableStock(db, [productCode])).get(productCode) ?? 0) > 0) {
    throw notAwaitable("inStock", "The product is in stock; back-in-stock notifications are for out-of-stock products");
  }
}

/** The one interest of a customer in a product of a type (the table's primary key). */
function isInterest(customerUid: string, productCode: string, interestType: InterestType) {
  return and(
    eq(productInterests.customerUid, customerUid),
    eq(productInterests.productCode, productCode),
    eq(productInterests.interestType, interestType),
  );
}

export async function addInterest(
  db: Database,
  customerUid: string,
  productCode: string,
  interestType: InterestType,
): Promise<InterestRow> {
  await assertAwaitable(db, productCode);
  await db.insert(productInterests).values({ customerUid, productCode, interestType }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(productInterests)
    .where(isInterest(customerUid, productCode, interestType));
  return row!;
}

/** Removing an interest that does not exist is not an error: the result is the same. */
export async function removeInterest(
  db: Database,
  customerUid: string,
  productCode: string,
  interestType: InterestType,
): Promise<void> {
  await db.delete(productInterests).where(isInterest(customerUid, productCode, interestType));
}

export interface InterestPage {
  rows: InterestRow[];
  total: number;
}

/** The customer's interests, oldest first, optionally for one product and one type. */
export async function listInterests(
  db: Database,
  customerUid: string,
  filter: { productCode?: string; interestType?: InterestType; currentPage: number; pageSize: number },
): Promise<InterestPage> {
  const where = and(
    eq(productInterests.customerUid, customerUid),
    filter.productCode ? eq(productInterests.productCode, filter.productCode) : undefined,
    filter.interestType ? eq(productInterests.interestType, filter.interestType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        productCode: productInterests.productCode,
        interestType: productInterests.interestType,
        createdAt: productInterests.createdAt,
      })
      .from(productInterests)
      .where(where)
      .orderBy(asc(productInterests.createdAt), asc(productInterests.productCode))
      .limit(filter.pageSize)
      .offset(filter.currentPage * filter.pageSize),
    db.select({ total: count() }).from(productInterests).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
