/**
 * Promotions and vouchers as staff run them (issue 19 screen 7, decision 0071): list with search, filters, sort and
 * pages; read, create and replace one; each with how often it was used. Every write runs in one transaction with
 * its audit row.
 *
 * No cache to drop: the cart's promotion engine reads the live rules, the cart's vouchers and the coupons on every
 * cart read (promotion-engine.ts, voucher-service.ts), so a change prices the next cart read on every API process;
 * product pages re-read their promotions at most once a second (ProductPromotionSource).
 *
 * Usage: a promotion is used by every order it priced (orders.promotions, as placed), a voucher by every order
 * that redeemed it (coupon_redemptions, which its usage limits count too).
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type {
  StaffPromotion,
  StaffPromotionFilter,
  StaffPromotionInput,
  StaffVoucher,
  StaffVoucherFilter,
  StaffVoucherInput,
} from "@dukkan/staff-api";
import type { z } from "zod";
import type { Database } from "../db/client.js";
import { brands, categories, orders, products, type Localized } from "../db/tables.js";
import { invalidParameter, OccHttpError } from "../occ/errors.js";
import { recordAudit } from "../staff/audit.js";
import type { StaffActor } from "../staff/staff-context.js";
import { couponRedemptions, coupons, promotions } from "./promotions.tables.js";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type PromotionInput = z.output<typeof StaffPromotionInput>;
type VoucherInput = z.output<typeof StaffVoucherInput>;

const notFound = (subjectType: "promotion" | "voucher", code: string) =>
  new OccHttpError(404, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: code,
      subjectType,
      message: subjectType === "promotion" ? "Promotion not found" : "Voucher not found",
    },
  ]);

const duplicate = (subjectType: "promotion" | "voucher", code: string) =>
  new OccHttpError(400, [
    {
      type: subjectType === "promotion" ? "DuplicatePromotionError" : "DuplicateVoucherError",
      reason: "duplicate",
      subject: "code",
      subjectType: "field",
      message: `A ${subjectType} with the code ${code} exists`,
    },
  ]);

/**
 * Orders whose promotions (product or order phase, as placed) include the promotion. The outer row's code is named
 * with its table: drizzle writes a lone table's columns unqualified, which inside a subquery would mean its own.
 */
const PROMOTION_CODE = sql.raw(`"promotions"."code"`);
const COUPON_CODE = sql.raw(`"coupons"."code"`);
const promotionUsage = sql<number>`(select count(*)::int from ${orders} o
  where o.promotions -> 'product' @> jsonb_build_array(jsonb_build_object('code', ${PROMOTION_CODE}))
     or o.promotions -> 'order' @> jsonb_build_array(jsonb_build_object('code', ${PROMOTION_CODE})))`;
const voucherCount = sql<number>`(select count(*)::int from ${coupons} c where c.promotion_code = ${PROMOTION_CODE})`;
const voucherUsage = sql<number>`(select count(*)::int from ${couponRedemptions} r
  where r.coupon_code = ${COUPON_CODE})`;
const voucherCustomers = sql<number>`(select count(distinct r.customer_uid)::int from ${couponRedemptions} r
  where r.coupon_code = ${COUPON_CODE})`;

const promotionColumns = {
  code: promotions.code,
  kind: promotions.kind,
  name: promotions.name,
  description: promotions.description,
  potentialMessage: promotions.potentialMessage,
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
  enabled: promotions.enabled,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  usageCount: promotionUsage,
  voucherCount,
};

const voucherColumns = {
  code: coupons.code,
  promotionCode: coupons.promotionCode,
  promotionName: promotions.name,
  name: coupons.name,
  description: coupons.description,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  maxTotal: coupons.maxTotal,
  maxPerCustomer: coupons.maxPerCustomer,
  claimable: coupons.claimable,
  enabled: coupons.enabled,
  usageCount: voucherUsage,
  customerCount: voucherCustomers,
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An empty Arabic text falls back to English on the storefront: it is not stored. */
const bilingual = (text: { en: string; ar?: string | undefined }): Localized => ({
  en: text.en,
  ...(text.ar ? { ar: text.ar } : {}),
});

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nameContains = (column: typeof promotions.name | typeof coupons.name, text: string) =>
  or(ilike(sql`${column} ->> 'en'`, containing(text)), ilike(sql`${column} ->> 'ar'`, containing(text)));

function pagination(total: number, currentPage: number, pageSize: number) {
  return { currentPage, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalResults: total };
}

export class StaffPromotions {
  constructor(private readonly db: Database) {}

  async listPromotions(filter: StaffPromotionFilter) {
    const where = and(
      filter.q ? or(ilike(promotions.code, containing(filter.q)), nameContains(promotions.name, filter.q)) : undefined,
      filter.kind ? eq(promotions.kind, filter.kind) : undefined,
      filter.state ? eq(promotions.enabled, filter.state === "enabled") : undefined,
    );
    const order: SQL[] = {
      "code-asc": [asc(promotions.code)],
      "priority-desc": [desc(promotions.priority), asc(promotions.code)],
      "starts-desc": [sql`${promotions.startsAt} desc nulls last`, asc(promotions.code)],
      "used-desc": [desc(promotionUsage), asc(promotions.code)],
    }[filter.sort];
    const [rows, [total]] = await Promise.all([
      this.db
        .select(promotionColumns)
        .from(promotions)
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset(filter.currentPage * filter.pageSize),
      this.db.select({ n: count() }).from(promotions).where(where),
    ]);
    return {
      promotions: rows.map(promotionView),
      pagination: pagination(total?.n ?? 0, filter.currentPage, filter.pageSize),
    };
  }

  async promotion(code: string): Promise<StaffPromotion> {
    const [row] = await this.db.select(promotionColumns).from(promotions).where(eq(promotions.code, code));
    if (!row) throw notFound("promotion", code);
    return promotionView(row);
  }

  async createPromotion(context: StaffActor, code: string, input: PromotionInput): Promise<StaffPromotion> {
    await this.db.transaction(async (tx) => {
      await assertScope(tx, input);
      const inserted = await tx
        .insert(promotions)
        .values({ code, ...promotionValues(input) })
        .onConflictDoNothing()
        .returning({ code: promotions.code });
      if (inserted.length === 0) throw duplicate("promotion", code);
      await audit(tx, context, "promotion.create", "promotion", code, { kind: input.kind, enabled: input.enabled });
    });
    return this.promotion(code);
  }

  async replacePromotion(context: StaffActor, code: string, input: PromotionInput): Promise<StaffPromotion> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ enabled: promotions.enabled })
        .from(promotions)
        .where(eq(promotions.code, code))
        .for("update");
      if (!before) throw notFound("promotion", code);
      await assertScope(tx, input);
      await tx.update(promotions).set(promotionValues(input)).where(eq(promotions.code, code));
      await audit(tx, context, "promotion.update", "promotion", code, {
        kind: input.kind,
        enabled: input.enabled,
        ...(before.enabled !== input.enabled ? { enabledBefore: before.enabled } : {}),
      });
    });
    return this.promotion(code);
  }

  async listVouchers(filter: StaffVoucherFilter) {
    const where = and(
      filter.q
        ? or(ilike(coupons.code, containing(filter.q.toUpperCase())), nameContains(coupons.name, filter.q))
        : undefined,
      filter.promotion ? eq(coupons.promotionCode, filter.promotion) : undefined,
      filter.state ? eq(coupons.enabled, filter.state === "enabled") : undefined,
    );
    const order: SQL[] = {
      "code-asc": [asc(coupons.code)],
      "ends-asc": [sql`${coupons.endsAt} asc nulls last`, asc(coupons.code)],
      "used-desc": [desc(voucherUsage), asc(coupons.code)],
    }[filter.sort];
    const [rows, [total]] = await Promise.all([
      this.db
        .select(voucherColumns)
        .from(coupons)
        .innerJoin(promotions, eq(promotions.code, coupons.promotionCode))
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset(filter.currentPage * filter.pageSize),
      this.db.select({ n: count() }).from(coupons).where(where),
    ]);
    return {
      vouchers: rows.map(voucherView),
      pagination: pagination(total?.n ?? 0, filter.currentPage, filter.pageSize),
    };
  }

  async voucher(code: string): Promise<StaffVoucher> {
    const [row] = await this.db
      .select(voucherColumns)
      .from(coupons)
      .innerJoin(promotions, eq(promotions.code, coupons.promotionCode))
      .where(eq(coupons.code, code.toUpperCase()));
    if (!row) throw notFound("voucher", code);
    return voucherView(row);
  }

  async createVoucher(context: StaffActor, code: string, input: VoucherInput): Promise<StaffVoucher> {
    await this.db.transaction(async (tx) => {
      const promotionCode = await assertPromotion(tx, input.promotionCode);
      const inserted = await tx
        .insert(coupons)
        .values({ code, ...voucherValues(input), promotionCode })
        .onConflictDoNothing()
        .returning({ code: coupons.code });
      if (inserted.length === 0) throw duplicate("voucher", code);
      await audit(tx, context, "voucher.create", "voucher", code, { promotionCode, enabled: input.enabled });
    });
    return this.voucher(code);
  }

  async replaceVoucher(context: StaffActor, rawCode: string, input: VoucherInput): Promise<StaffVoucher> {
    const code = rawCode.toUpperCase();
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ enabled: coupons.enabled })
        .from(coupons)
        .where(eq(coupons.code, code))
        .for("update");
      if (!before) throw notFound("voucher", code);
      const promotionCode = await assertPromotion(tx, input.promotionCode);
      await tx
        .update(coupons)
        .set({ ...voucherValues(input), promotionCode })
        .where(eq(coupons.code, code));
      await audit(tx, context, "voucher.update", "voucher", code, {
        promotionCode,
        enabled: input.enabled,
        ...(before.enabled !== input.enabled ? { enabledBefore: before.enabled } : {}),
      });
    });
    return this.voucher(code);
  }
}

function promotionValues(input: PromotionInput) {
  return {
    kind: input.kind,
    name: bilingual(input.name),
    description: bilingual(input.description),
    potentialMessage: input.potentialMessage ? bilingual(input.potentialMessage) : null,
    percentBasisPoints: input.percentBasisPoints,
    amountFils: input.amountFils,
    thresholdFils: input.thresholdFils,
    minQuantity: input.minQuantity,
    buyQuantity: input.buyQuantity,
    freeQuantity: input.freeQuantity,
    productCodes: [...new Set(input.productCodes)],
    categoryCodes: [...new Set(input.categoryCodes)],
    brandCodes: [...new Set(input.brandCodes)],
    priority: input.priority,
    exclusive: input.exclusive,
    couponOnly: input.couponOnly,
    enabled: input.enabled,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
}

function voucherValues(input: VoucherInput) {
  return {
    name: bilingual(input.name),
    description: bilingual(input.description),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    maxTotal: input.maxTotal,
    maxPerCustomer: input.maxPerCustomer,
    claimable: input.claimable,
    enabled: input.enabled,
  };
}

type PromotionRow = { startsAt: Date | null; endsAt: Date | null } & Omit<StaffPromotion, "startsAt" | "endsAt">;

function promotionView(row: PromotionRow): StaffPromotion {
  return { ...row, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt) };
}

type VoucherRow = { startsAt: Date | null; endsAt: Date | null } & Omit<StaffVoucher, "startsAt" | "endsAt">;

function voucherView(row: VoucherRow): StaffVoucher {
  return { ...row, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt) };
}

/** 400 on the field naming the first product, category or brand of the scope that does not exist. */
async function assertScope(tx: Transaction, input: PromotionInput): Promise<void> {
  const checks = [
    ["productCodes", products, products.code, "product"],
    ["categoryCodes", categories, categories.code, "category"],
    ["brandCodes", brands, brands.code, "brand"],
  ] as const;
  for (const [field, table, column, noun] of checks) {
    const wanted = [...new Set(input[field])];
    if (wanted.length === 0) continue;
    const found = new Set(
      (await tx.select({ code: column }).from(table).where(inArray(column, wanted))).map((row) => row.code),
    );
    const unknown = wanted.find((code) => !found.has(code));
    if (unknown !== undefined) throw invalidParameter(field, `Unknown ${noun}: ${unknown}`);
  }
}

async function assertPromotion(tx: Transaction, rawCode: string): Promise<string> {
  const code = rawCode.toLowerCase();
  const [found] = await tx.select({ code: promotions.code }).from(promotions).where(eq(promotions.code, code));
  if (!found) throw invalidParameter("promotionCode", `Unknown promotion: ${rawCode}`);
  return found.code;
}

function audit(
  tx: Transaction,
  context: StaffActor,
  action: string,
  targetType: string,
  targetId: string,
  details: Record<string, unknown>,
) {
  return recordAudit(tx, context, {
    action,
    targetType,
    targetId,
    details,
  });
}
