/**
 * The promotions a product page announces (shopping spec §2.9 summary, §3 Product `potentialPromotions`): the
 * product promotions (PRODUCT_PERCENT, PRODUCT_AMOUNT, BUY_X_GET_Y) live now whose scope takes in the product,
 * matched exactly as the cart matches them. Coupon-only promotions are left out: they need a code.
 *
 * The catalogue renders them into its cached product JSON (decision 0019), so this source also says when they
 * change: it re-reads the few product promotion rows at most once per interval, and when they differ from the
 * last read its listeners drop the rendered JSON. A promotion edited straight in the database therefore shows
 * on product pages within the interval, without touching the catalogue version (no search index rebuild).
 * Windows need no polling: a product's JSON is valid only until the next start or end of its promotions.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Language, Promotion } from "@dukkan/occ";
import type { CategoryNode, ProductRecord } from "../catalog/product-repository.js";
import type { Database } from "../db/client.js";
import { localize } from "../language/localized.js";
import { byPriority, PHASE_OF, promotionMatches, type PromotionRule } from "./promotion-rules.js";
import { promotions, type PromotionKind } from "./promotions.tables.js";

const PRODUCT_KINDS = Object.entries(PHASE_OF).flatMap(([kind, phase]) =>
  phase === "product" ? [kind as PromotionKind] : [],
);

export type ProductPromotionRule = Pick<
  PromotionRule,
  "code" | "kind" | "priority" | "productCodes" | "categoryCodes" | "brandCodes"
> & {
  name: PromotionRule["description"];
  startsAt: Date | null;
  endsAt: Date | null;
};

export class ProductPromotionSource {
  private rules: readonly ProductPromotionRule[] = [];
  private signature: string | undefined;
  private checkedAt = 0;
  private pending: Promise<readonly ProductPromotionRule[]> | undefined;
  private readonly listeners: Array<() => void> = [];

  constructor(
    private readonly db: Database,
    private readonly checkIntervalMs = 1000,
  ) {}

  /** Called (before `current()` answers the new rules) whenever the rules differ from the last read. */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** The enabled, coupon-free product promotions (any window), re-read when the last read is older than the interval. */
  current(): Promise<readonly ProductPromotionRule[]> {
    if (this.signature !== undefined && Date.now() - this.checkedAt < this.checkIntervalMs) {
      return Promise.resolve(this.rules);
    }
    // One query however many requests arrive while it runs.
    this.pending ??= this.read().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async read(): Promise<readonly ProductPromotionRule[]> {
    const rows = await this.db
      .select({
        code: promotions.code,
        kind: promotions.kind,
        priority: promotions.priority,
        productCodes: promotions.productCodes,
        categoryCodes: promotions.categoryCodes,
        brandCodes: promotions.brandCodes,
        name: promotions.name,
        startsAt: promotions.startsAt,
        endsAt: promotions.endsAt,
      })
      .from(promotions)
      .where(
        and(eq(promotions.enabled, true), eq(promotions.couponOnly, false), inArray(promotions.kind, PRODUCT_KINDS)),
      );
    const rules = rows.sort(byPriority);
    const signature = JSON.stringify(rules);
    const changed = this.signature !== undefined && signature !== this.signature;
    this.rules = rules;
    this.signature = signature;
    this.checkedAt = Date.now();
    if (changed) for (const listener of this.listeners) listener();
    return rules;
  }
}

/**
 * The promotions the product may get now, highest priority first, and until when that answer holds (the next
 * start or end of a matching promotion). A variant also matches through its base product's code, categories and
 * brand; a category matches with all its ancestors — as in the cart (promotion-engine.ts productFacts).
 */
export function potentialPromotionsOf(
  rules: readonly ProductPromotionRule[],
  product: { record: ProductRecord; base: ProductRecord | undefined; categories: ReadonlyMap<string, CategoryNode> },
  language: Language,
  now: Date,
): { promotions: Promotion[]; validUntil: number } {
  const scope = scopeOf(product.record, product.base, product.categories);
  const found: Promotion[] = [];
  let validUntil = Number.POSITIVE_INFINITY;
  for (const rule of rules) {
    if (!promotionMatches(rule, scope)) continue;
    if (rule.startsAt && rule.startsAt > now) {
      validUntil = Math.min(validUntil, rule.startsAt.getTime());
      continue;
    }
    if (rule.endsAt && rule.endsAt <= now) continue;
    if (rule.endsAt) validUntil = Math.min(validUntil, rule.endsAt.getTime());
    found.push({
      code: rule.code,
      description: localize(rule.name, language),
      promotionType: rule.kind,
      startDate: rule.startsAt?.toISOString(),
      endDate: rule.endsAt?.toISOString(),
      priority: rule.priority,
    });
  }
  return { promotions: found, validUntil };
}

function scopeOf(
  record: ProductRecord,
  base: ProductRecord | undefined,
  categories: ReadonlyMap<string, CategoryNode>,
) {
  const productCodes = new Set([record.product.code, ...(base ? [base.product.code] : [])]);
  const categoryCodes = new Set<string>();
  for (const direct of [...record.categoryCodes, ...(base?.categoryCodes ?? [])]) {
    for (
      let node = categories.get(direct);
      node && !categoryCodes.has(node.code);
      node = node.parentCode ? categories.get(node.parentCode) : undefined
    ) {
      categoryCodes.add(node.code);
    }
  }
  return { productCodes, categoryCodes, brandCode: record.product.brandCode ?? base?.product.brandCode ?? null };
}
