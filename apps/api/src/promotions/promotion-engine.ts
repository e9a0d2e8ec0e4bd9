/**
 * The promotion engine behind the cart's `Promotions` seam (decision 0017): on every cart read it loads the
 * promotions live now, the cart's vouchers and the catalogue facts of the cart's products, then runs the pure
 * rules of promotion-rules.ts. Nothing is cached, so a promotion edited in the database shows on the next read.
 */
import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { PricedLine, PromotionContext, PromotionOutcome, Promotions } from "../cart/cart-pricing.js";
import type { Database } from "../db/client.js";
import { products } from "../db/tables.js";
import { evaluateRules, type PromotionLine, type PromotionRule } from "./promotion-rules.js";
import { cartVouchers, coupons, promotions } from "./promotions.tables.js";

type Reader = Pick<Database, "select" | "execute">;

/** Whether a row with a [startsAt, endsAt) window is live at `now` (either end may be open). */
export const liveAt = (
  column: {
    startsAt: typeof promotions.startsAt | typeof coupons.startsAt;
    endsAt: typeof promotions.endsAt | typeof coupons.endsAt;
  },
  now: Date,
) => and(or(isNull(column.startsAt), lte(column.startsAt, now)), or(isNull(column.endsAt), gt(column.endsAt, now)));

export class PromotionEngine implements Promotions {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    /** False inside a transaction: its one connection takes one query at a time (pg refuses overlapping ones). */
    private readonly concurrentReads = true,
  ) {}

  /** An engine reading through the caller's transaction (placing an order prices the cart inside it). */
  static inTransaction(tx: Database, now?: () => Date): PromotionEngine {
    return new PromotionEngine(tx, now, false);
  }

  async evaluate(lines: readonly PricedLine[], context: PromotionContext): Promise<PromotionOutcome> {
    const now = this.now();
    const reads = [
      () => (context.voucherCodes ? this.orderVouchers(context.voucherCodes) : this.validVouchers(context.cartId, now)),
      () => this.liveRules(now),
      () =>
        productFacts(
          this.db,
          lines.map((line) => line.productCode),
        ),
    ] as const;
    const [vouchers, rules, facts] = this.concurrentReads
      ? await Promise.all([reads[0](), reads[1](), reads[2]()])
      : [await reads[0](), await reads[1](), await reads[2]()];
    const unlocked = new Set(vouchers.map((voucher) => voucher.promotionCode));
    const runnable = rules.filter((rule) => !rule.couponOnly || unlocked.has(rule.code));
    const promotionLines: PromotionLine[] = lines.map((line) => {
      const fact = facts.get(line.productCode);
      return {
        ...line,
        productCodes: new Set([line.productCode, ...(fact?.baseProductCode ? [fact.baseProductCode] : [])]),
        categoryCodes: new Set(fact?.categoryCodes ?? []),
        brandCode: fact?.brandCode ?? null,
      };
    });
    return evaluateRules(
      promotionLines,
      runnable,
      context.language,
      vouchers.map((voucher) => voucher.code),
    );
  }

  /** The cart's applied coupons that are enabled and inside their window now (others stay but do nothing). */
  private validVouchers(cartId: number, now: Date) {
    return this.db
      .select({ code: coupons.code, promotionCode: coupons.promotionCode })
      .from(cartVouchers)
      .innerJoin(coupons, eq(coupons.code, cartVouchers.couponCode))
      .where(and(eq(cartVouchers.cartId, cartId), eq(coupons.enabled, true), liveAt(coupons, now)))
      .orderBy(cartVouchers.appliedAt, coupons.code);
  }

  /** The coupons that priced a placed order, whatever their state now. */
  private async orderVouchers(codes: readonly string[]) {
    if (codes.length === 0) return [];
    return this.db
      .select({ code: coupons.code, promotionCode: coupons.promotionCode })
      .from(coupons)
      .where(inArray(coupons.code, [...codes]))
      .orderBy(coupons.code);
  }

  private async liveRules(now: Date): Promise<(PromotionRule & { couponOnly: boolean })[]> {
    return this.db
      .select({
        code: promotions.code,
        kind: promotions.kind,
        percentBasisPoints: promotions.percentBasisPoints,
        amountFils: promotions.amountFils,
        thresholdFils: promotions.thresholdFils,
        minQuantity: promotions.minQuantity,
        buyQuantity: promotions.buyQuantity,
        freeQuantity: promotions.freeQuantity,
        productCodes: promotions.productCodes,
        categoryCodes: promotions.categoryCodes,
        brandCodes: promotions.brandCodes,
        priority: promotions.priority,
        exclusive: promotions.exclusive,
        couponOnly: promotions.couponOnly,
        description: promotions.description,
        potentialMessage: promotions.potentialMessage,
        potentialFromFils: promotions.potentialFromFils,
      })
      .from(promotions)
      .where(and(eq(promotions.enabled, true), liveAt(promotions, now)));
  }
}

interface ProductFacts {
  baseProductCode: string | null;
  brandCode: string | null;
  categoryCodes: string[];
}

/**
 * Brand, base product and every category (with all ancestors) of the products, in one query. A variant
 * inherits its base product's categories and brand.
 */
export async function productFacts(db: Reader, codes: readonly string[]): Promise<Map<string, ProductFacts>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const codeList = sql.join(
    unique.map((code) => sql`${code}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with recursive direct as (
      select p.code as product_code, pc.category_code
      from ${products} p
      join product_categories pc on pc.product_code = p.code or pc.product_code = p.base_product_code
      where p.code in (${codeList})
    ), up as (
      select product_code, category_code from direct
      union
      select up.product_code, c.parent_code from up
      join categories c on c.code = up.category_code
      where c.parent_code is not null
    )
    select p.code, p.base_product_code, coalesce(p.brand_code, base.brand_code) as brand_code,
      coalesce((select json_agg(up.category_code) from up where up.product_code = p.code), '[]'::json)
        as category_codes
    from ${products} p
    left join ${products} base on base.code = p.base_product_code
    where p.code in (${codeList})`)) as unknown as {
    rows: { code: string; base_product_code: string | null; brand_code: string | null; category_codes: string[] }[];
  };
  return new Map(
    result.rows.map((row) => [
      row.code,
      { baseProductCode: row.base_product_code, brandCode: row.brand_code, categoryCodes: row.category_codes },
    ]),
  );
}
