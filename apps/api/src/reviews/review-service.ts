/**
 * Product reviews: reading a product's approved reviews, the shop's latest ones (home page carousel), and
 * writing one as a signed-in customer. A product family (a base product and its variants: sizes of one item)
 * shares its reviews and its rating: the listing tile shows the base product, the product page a variant, and
 * both must tell a shopper the same. Writing keeps the family's denormalised averageRating and numberOfReviews in
 * step with its approved reviews and bumps the catalogue version, so cached product JSON and the search index
 * (which sort and show ratings) pick the new numbers up.
 */
import { and, avg, count, desc, eq, inArray, or } from "drizzle-orm";
import { Product, type Language, type Review } from "@dukkan/occ";
import { recordProductChanges } from "../cache/catalog-version.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import type { Database } from "../db/client.js";
import { customers, products } from "../db/tables.js";
import { parseFields } from "../occ/fields.js";
import { unknownIdentifier } from "../occ/errors.js";
import { reviews } from "./reviews.tables.js";

export interface NewReview {
  rating: number;
  headline: string;
  comment: string;
  alias?: string;
}

type ReviewRow = typeof reviews.$inferSelect;

/** What a review carries of its product (spec §3 Review: code, name, images, name_en). */
const PRODUCT_FIELDS = "code,name,name_en,url,images";
const productSelection = { text: PRODUCT_FIELDS, selection: parseFields(PRODUCT_FIELDS) };
const ProductRef = Product.pick({ code: true, name: true, name_en: true, url: true, images: true });

function reviewView(row: ReviewRow): Review {
  return {
    id: String(row.id),
    headline: row.headline,
    comment: row.comment,
    rating: row.rating,
    date: row.createdAt.toISOString(),
    ...(row.alias ? { alias: row.alias } : {}),
    principal: { ...(row.customerUid ? { uid: row.customerUid } : {}), name: row.principalName },
  };
}

export class ReviewService {
  constructor(
    private readonly db: Database,
    private readonly catalog: ProductCatalog,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The approved reviews of a product's family (the product, its base product and their variants), newest first;
   * 400 UnknownIdentifierError for an unknown or disabled product.
   */
  async productReviews(productCode: string): Promise<Review[]> {
    await this.requireReviewableProduct(productCode);
    const members = [...(await productFamilies(this.db, [productCode])).values()].flat();
    const rows = await this.db
      .select()
      .from(reviews)
      .where(and(inArray(reviews.productCode, members), eq(reviews.status, "APPROVED")))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
    return rows.map(reviewView);
  }

  /** The shop's newest approved reviews of enabled products, each with its product (for the home carousel). */
  async latestReviews(maxCount: number, language: Language): Promise<Review[]> {
    const rows = await this.db
      .select({ review: reviews })
      .from(reviews)
      .innerJoin(products, eq(products.code, reviews.productCode))
      .where(and(eq(reviews.status, "APPROVED"), eq(products.disabled, false)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(maxCount);
    const codes = [...new Set(rows.map((row) => row.review.productCode))];
    const productJsons = await this.catalog.productJsons(codes, language, productSelection);
    const byCode = new Map(
      productJsons.map((json) => {
        const product = ProductRef.parse(JSON.parse(json));
        return [product.code, product] as const;
      }),
    );
    return rows.map(({ review }) => ({ ...reviewView(review), product: byCode.get(review.productCode) }));
  }

  /** Stores a customer's review (approved at once: the shop moderates after the fact) and updates the product's rating. */
  async create(productCode: string, customerUid: string, review: NewReview, language: Language): Promise<Review> {
    await this.requireReviewableProduct(productCode);
    const [customer] = await this.db
      .select({ firstName: customers.firstName, lastName: customers.lastName })
      .from(customers)
      .where(eq(customers.uid, customerUid));
    if (!customer) throw unknownIdentifier("user", customerUid, "Cannot find user with the given uid");
    const row = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(reviews)
        .values({
          productCode,
          customerUid,
          principalName: `${customer.firstName} ${customer.lastName}`.trim(),
          alias: review.alias || null,
          rating: review.rating,
          headline: review.headline,
          comment: review.comment,
          language,
          createdAt: this.now(),
        })
        .returning();
      const family = await refreshRatings(tx, [productCode]);
      // The rating shows in listings and the topRated sort: logged per product, so only its family is re-indexed.
      await recordProductChanges(tx, family);
      return inserted!;
    });
    return reviewView(row);
  }

  private async requireReviewableProduct(productCode: string): Promise<void> {
    const [product] = await this.db
      .select({ disabled: products.disabled })
      .from(products)
      .where(eq(products.code, productCode));
    if (!product || product.disabled)
      throw unknownIdentifier("product", productCode, `Product with code '${productCode}' not found!`);
  }
}

/**
 * The families of the products: family (the base product's code, or a product's own when it has no base) → its
 * members (the base product and its variants; a product without base or variants alone).
 */
async function productFamilies(db: Pick<Database, "select">, productCodes: string[]): Promise<Map<string, string[]>> {
  const named = await db
    .select({ code: products.code, baseProductCode: products.baseProductCode })
    .from(products)
    .where(inArray(products.code, productCodes));
  const roots = [...new Set(named.map((product) => product.baseProductCode ?? product.code))];
  if (roots.length === 0) return new Map();
  const members = await db
    .select({ code: products.code, baseProductCode: products.baseProductCode })
    .from(products)
    .where(or(inArray(products.code, roots), inArray(products.baseProductCode, roots)));
  const families = new Map<string, string[]>(roots.map((root) => [root, []]));
  for (const member of members) {
    const root = member.baseProductCode && families.has(member.baseProductCode) ? member.baseProductCode : member.code;
    families.get(root)?.push(member.code);
  }
  return families;
}

/**
 * Recomputes averageRating (1 decimal) and numberOfReviews of the products' families from their approved reviews:
 * every member of a family gets the family's numbers. Answers the codes whose numbers it set.
 */
export async function refreshRatings(
  db: Pick<Database, "select" | "update">,
  productCodes: string[],
): Promise<string[]> {
  if (productCodes.length === 0) return [];
  const families = await productFamilies(db, productCodes);
  const updated: string[] = [];
  for (const members of families.values()) {
    const [total] = await db
      .select({ count: count(), average: avg(reviews.rating) })
      .from(reviews)
      .where(and(inArray(reviews.productCode, members), eq(reviews.status, "APPROVED")));
    await db
      .update(products)
      .set({
        numberOfReviews: total?.count ?? 0,
        averageRating: total?.average ? Math.round(Number(total.average) * 10) / 10 : null,
      })
      .where(inArray(products.code, members));
    updated.push(...members);
  }
  return updated;
}
