/**
 * Vouchers on carts and customer coupons (shopping spec §2.13 coupon block, §7 voucher add; account spec §2.11
 * and couponClaim). A voucher is a coupon code applied to a cart: it unlocks the coupon's promotion while it is
 * valid. Usage limits count redemptions, made when an order is placed (`redeemVouchers`), and are checked when a
 * code is applied and again, under a row lock, when it is redeemed.
 *
 * Brute force: failed codes are counted per cart and per client IP (per customer for claims) in the shared
 * rate-limit counters; past the limit every attempt answers 429, valid codes included, so codes cannot be
 * guessed by trying.
 */
import { and, asc, count, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Language } from "@dukkan/occ";
import type { CustomerCoupon, CustomerCouponSearchResult, Voucher } from "@dukkan/occ/cart";
import type { RateLimit, RateLimiter } from "../guards/rate-limiter.js";
import { carts } from "../cart/cart.tables.js";
import { cartNotFound } from "../cart/cart-errors.js";
import type { CartRecord } from "../cart/cart-service.js";
import type { Database } from "../db/client.js";
import { rateLimitCounters, type Localized } from "../db/tables.js";
import { liveAt } from "./promotion-engine.js";
import { PHASE_OF } from "./promotion-rules.js";
import { cartVouchers, couponRedemptions, coupons, customerCoupons, promotions } from "./promotions.tables.js";
import { MAX_VOUCHERS_PER_CART, tooManyVoucherAttempts, VoucherError, type VoucherFailure } from "./voucher-errors.js";

/** Failed codes allowed before 429: a shopper mistypes a few; a script tries thousands. */
export const VOUCHER_LIMITS = {
  failuresPerCart: { limit: 10, windowSeconds: 15 * 60 },
  failuresPerIp: { limit: 30, windowSeconds: 15 * 60 },
  failuresPerCustomer: { limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

/** A customer coupon ending within this many days is `ExpireSoon`. */
const EXPIRE_SOON_DAYS = 7;

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;

interface CouponRow {
  code: string;
  promotionCode: string;
  name: Localized;
  description: Localized;
  startsAt: Date | null;
  endsAt: Date | null;
  maxPerCustomer: number | null;
  maxTotal: number | null;
  claimable: boolean;
  enabled: boolean;
  promotionKind: keyof typeof PHASE_OF;
  scoped: boolean;
}

const couponColumns = {
  code: coupons.code,
  promotionCode: coupons.promotionCode,
  name: coupons.name,
  description: coupons.description,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  maxPerCustomer: coupons.maxPerCustomer,
  maxTotal: coupons.maxTotal,
  claimable: coupons.claimable,
  enabled: coupons.enabled,
  promotionKind: promotions.kind,
  scoped: sql<boolean>`cardinality(${promotions.productCodes}) + cardinality(${promotions.categoryCodes})
    + cardinality(${promotions.brandCodes}) > 0`,
};

/** Codes are matched case-insensitively and without surrounding spaces. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

const localized = (text: Localized, language: Language) => (language === "ar" ? text.ar : undefined) ?? text.en;

export class VoucherService {
  constructor(
    private readonly db: Database,
    private readonly limiter: RateLimiter,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * POST …/carts/{cartId}/vouchers: applies a code to the caller's cart (found by the cart routes' ownership
   * rule). Refused while the cart or the client has failed too many codes.
   */
  async apply(cart: CartRecord, rawCode: string, clientIp: string, language: Language): Promise<void> {
    const keys: [string, RateLimit][] = [
      [`voucher:cart:${cart.id}`, VOUCHER_LIMITS.failuresPerCart],
      [`voucher:ip:${clientIp}`, VOUCHER_LIMITS.failuresPerIp],
    ];
    await this.refuseWhenBlocked(keys, language);
    const code = normaliseCode(rawCode);
    try {
      await this.db.transaction(async (tx) => {
        // Serialises voucher changes of one cart with its other changes (decision 0014).
        const locked = await tx
          .update(carts)
          .set({ updatedAt: sql`now()` })
          .where(eq(carts.id, cart.id))
          .returning({ id: carts.id });
        if (locked.length === 0) throw cartNotFound(cart.guid);
        const coupon = await this.usableCoupon(tx, code, cart.customerUid, language);
        const applied = await tx
          .select({ code: cartVouchers.couponCode })
          .from(cartVouchers)
          .where(eq(cartVouchers.cartId, cart.id));
        if (applied.some((row) => row.code === coupon.code)) throw new VoucherError("alreadyApplied", code, language);
        if (applied.length >= MAX_VOUCHERS_PER_CART) throw new VoucherError("tooManyVouchers", code, language);
        await tx.insert(cartVouchers).values({ cartId: cart.id, couponCode: coupon.code });
      });
    } catch (error) {
      if (error instanceof VoucherError && error.failure !== "alreadyApplied") await this.countFailure(keys);
      throw error;
    }
  }

  /** DELETE …/carts/{cartId}/vouchers/{voucherId}. */
  async remove(cart: CartRecord, rawCode: string, language: Language): Promise<void> {
    const code = normaliseCode(rawCode);
    const removed = await this.db
      .delete(cartVouchers)
      .where(and(eq(cartVouchers.cartId, cart.id), eq(cartVouchers.couponCode, code)))
      .returning({ code: cartVouchers.couponCode });
    if (removed.length === 0) throw new VoucherError("notApplied", code, language);
  }

  /** GET …/carts/{cartId}/vouchers: the applied vouchers that are valid now (as the cart's appliedVouchers). */
  async list(cart: CartRecord, language: Language): Promise<Voucher[]> {
    const rows = await this.db
      .select(couponColumns)
      .from(cartVouchers)
      .innerJoin(coupons, eq(coupons.code, cartVouchers.couponCode))
      .innerJoin(promotions, eq(promotions.code, coupons.promotionCode))
      .where(and(eq(cartVouchers.cartId, cart.id), eq(coupons.enabled, true), liveAt(coupons, this.now())))
      .orderBy(asc(cartVouchers.appliedAt), asc(coupons.code));
    return rows.map((row) => ({
      code: row.code,
      voucherCode: row.code,
      name: localized(row.name, language),
      description: localized(row.description, language),
      freeShipping: row.promotionKind === "FREE_SHIPPING",
    }));
  }

  /**
   * GET users/{userId}/customercoupons: the coupons the customer claimed that they can still use (not expired,
   * not used up), soonest ending first.
   */
  async customerCoupons(
    customerUid: string,
    language: Language,
    page: { currentPage: number; pageSize: number },
  ): Promise<CustomerCouponSearchResult> {
    const now = this.now();
    const used = this.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponCode, coupons.code), eq(couponRedemptions.customerUid, customerUid)));
    const rows = await this.db
      .select(couponColumns)
      .from(customerCoupons)
      .innerJoin(coupons, eq(coupons.code, customerCoupons.couponCode))
      .innerJoin(promotions, eq(promotions.code, coupons.promotionCode))
      .where(
        and(
          eq(customerCoupons.customerUid, customerUid),
          eq(coupons.enabled, true),
          or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
          or(isNull(coupons.maxPerCustomer), sql`(${used}) < ${coupons.maxPerCustomer}`),
        ),
      )
      .orderBy(sql`${coupons.endsAt} asc nulls last`, asc(coupons.code));
    const { currentPage, pageSize } = page;
    return {
      coupons: rows
        .slice(currentPage * pageSize, (currentPage + 1) * pageSize)
        .map((row) => customerCoupon(row, language, now)),
      pagination: {
        currentPage,
        pageSize,
        totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
        totalResults: rows.length,
      },
    };
  }

  /** POST users/{userId}/customercoupons/{couponCode}/claim: adds a claimable coupon to the account (idempotent). */
  async claim(customerUid: string, rawCode: string, clientIp: string, language: Language): Promise<CustomerCoupon> {
    const keys: [string, RateLimit][] = [
      [`coupon-claim:customer:${customerUid}`, VOUCHER_LIMITS.failuresPerCustomer],
      [`voucher:ip:${clientIp}`, VOUCHER_LIMITS.failuresPerIp],
    ];
    await this.refuseWhenBlocked(keys, language);
    const code = normaliseCode(rawCode);
    try {
      const coupon = await this.findCoupon(this.db, code);
      if (!coupon?.claimable) throw new VoucherError(coupon ? "notClaimable" : "notFound", code, language);
      if (coupon.endsAt && coupon.endsAt <= this.now()) throw new VoucherError("expired", code, language);
      await this.db.insert(customerCoupons).values({ customerUid, couponCode: coupon.code }).onConflictDoNothing();
      return customerCoupon(coupon, language, this.now());
    } catch (error) {
      if (error instanceof VoucherError) await this.countFailure(keys);
      throw error;
    }
  }

  /** The coupon behind a code if the caller may apply it now, else the VoucherError that says why not. */
  private async usableCoupon(
    tx: Executor,
    code: string,
    customerUid: string | null,
    language: Language,
  ): Promise<CouponRow> {
    const coupon = await this.findCoupon(tx, code);
    if (!coupon) throw new VoucherError("notFound", code, language);
    const failure = await refusal(tx, coupon, customerUid, this.now());
    if (failure) throw new VoucherError(failure, code, language);
    return coupon;
  }

  /** An enabled coupon whose promotion is enabled; disabled ones answer like unknown ones. */
  private async findCoupon(db: Executor, code: string): Promise<CouponRow | undefined> {
    if (!/^[A-Z0-9_-]{1,64}$/.test(code)) return undefined;
    const [row] = await db
      .select(couponColumns)
      .from(coupons)
      .innerJoin(promotions, eq(promotions.code, coupons.promotionCode))
      .where(and(eq(coupons.code, code), eq(coupons.enabled, true), eq(promotions.enabled, true)));
    return row;
  }

  /**
   * 429 while any key has used up its failures in the current window. Reads the counters without counting (the
   * RateLimiter's own clock and window arithmetic: fixed windows from the epoch).
   */
  private async refuseWhenBlocked(keys: [string, RateLimit][], language: Language): Promise<void> {
    const nowMs = Date.now();
    let blockedFor = 0;
    for (const [key, { limit, windowSeconds }] of keys) {
      const windowMs = windowSeconds * 1000;
      const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
      const [row] = await this.db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
      if ((row?.hits ?? 0) >= limit) {
        blockedFor = Math.max(blockedFor, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000));
      }
    }
    if (blockedFor > 0) throw tooManyVoucherAttempts(Math.max(1, blockedFor), language);
  }

  private async countFailure(keys: [string, RateLimit][]): Promise<void> {
    await this.limiter.hitAll(keys);
  }
}

function customerCoupon(coupon: CouponRow, language: Language, now: Date): CustomerCoupon {
  const soon = new Date(now.getTime() + EXPIRE_SOON_DAYS * 86_400_000);
  return {
    couponId: coupon.code,
    name: localized(coupon.name, language),
    description: localized(coupon.description, language),
    startDate: coupon.startsAt?.toISOString(),
    endDate: coupon.endsAt?.toISOString(),
    status:
      coupon.startsAt && coupon.startsAt > now
        ? "PreEffective"
        : coupon.endsAt && coupon.endsAt <= soon
          ? "ExpireSoon"
          : "Effective",
    allProductsApplicable: PHASE_OF[coupon.promotionKind] !== "product" || !coupon.scoped,
  };
}

/** Why the customer (null: a guest) may not use the found coupon now, or null when they may. */
async function refusal(
  db: Executor,
  coupon: Pick<CouponRow, "code" | "startsAt" | "endsAt" | "maxPerCustomer" | "maxTotal">,
  customerUid: string | null,
  now: Date,
): Promise<VoucherFailure | null> {
  if (coupon.startsAt && coupon.startsAt > now) return "notYetValid";
  if (coupon.endsAt && coupon.endsAt <= now) return "expired";
  if (coupon.maxPerCustomer !== null) {
    if (customerUid === null) return "signInRequired";
    if ((await redemptionCount(db, coupon.code, customerUid)) >= coupon.maxPerCustomer) return "customerLimitReached";
  }
  if (coupon.maxTotal !== null && (await redemptionCount(db, coupon.code)) >= coupon.maxTotal) {
    return "usageLimitReached";
  }
  return null;
}

/**
 * At sign-in, when the guest cart merges into the customer's cart (CartService.mergeGuestCart, in its
 * transaction, before the guest cart is deleted): the guest's vouchers move over when the customer may still use
 * them now — windows and both usage limits re-checked for this customer, at most MAX_VOUCHERS_PER_CART on the
 * cart. The others are dropped without a word: the shopper sees the cart's appliedVouchers and can re-apply.
 */
export async function carryOverVouchers(
  tx: Executor,
  guestCartId: number,
  target: { id: number; customerUid: string | null },
  now: Date,
): Promise<void> {
  const held = await tx
    .select({ ...couponColumns, appliedAt: cartVouchers.appliedAt })
    .from(cartVouchers)
    .innerJoin(coupons, eq(coupons.code, cartVouchers.couponCode))
    .innerJoin(promotions, eq(promotions.code, coupons.promotionCode))
    .where(and(eq(cartVouchers.cartId, guestCartId), eq(coupons.enabled, true), eq(promotions.enabled, true)))
    .orderBy(asc(cartVouchers.appliedAt), asc(coupons.code));
  if (held.length === 0) return;
  const onCart = new Set(
    (
      await tx.select({ code: cartVouchers.couponCode }).from(cartVouchers).where(eq(cartVouchers.cartId, target.id))
    ).map((row) => row.code),
  );
  for (const coupon of held) {
    if (onCart.size >= MAX_VOUCHERS_PER_CART) return;
    if (onCart.has(coupon.code) || (await refusal(tx, coupon, target.customerUid, now)) !== null) continue;
    await tx.insert(cartVouchers).values({ cartId: target.id, couponCode: coupon.code, appliedAt: coupon.appliedAt });
    onCart.add(coupon.code);
  }
}

async function redemptionCount(db: Executor, couponCode: string, customerUid?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponCode, couponCode),
        customerUid === undefined ? undefined : eq(couponRedemptions.customerUid, customerUid),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Records that an order used the cart's vouchers; call it in the transaction that places the order (issue 7).
 * Each coupon row is locked first, so two orders cannot both take the last use. A coupon that is no longer
 * valid gave no discount to the order and is skipped; a limit reached since the code was applied throws the
 * VoucherError, which must fail the order (its totals assumed the discount). Answers the codes redeemed.
 * Placing the same order again redeems nothing twice.
 */
export async function redeemVouchers(
  tx: Executor,
  cartId: number,
  orderCode: string,
  { now = new Date(), language = "en" }: { now?: Date; language?: Language } = {},
): Promise<string[]> {
  const [cart] = await tx.select({ customerUid: carts.customerUid }).from(carts).where(eq(carts.id, cartId));
  if (!cart) return [];
  const applied = await tx
    .select({ code: coupons.code, maxPerCustomer: coupons.maxPerCustomer, maxTotal: coupons.maxTotal })
    .from(cartVouchers)
    .innerJoin(coupons, eq(coupons.code, cartVouchers.couponCode))
    .where(
      and(
        eq(cartVouchers.cartId, cartId),
        eq(coupons.enabled, true),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
      ),
    )
    .orderBy(asc(coupons.code))
    .for("update", { of: coupons });
  const redeemed: string[] = [];
  for (const coupon of applied) {
    const [already] = await tx
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponCode, coupon.code), eq(couponRedemptions.orderCode, orderCode)));
    if (already) continue;
    if (coupon.maxPerCustomer !== null) {
      if (cart.customerUid === null) throw new VoucherError("signInRequired", coupon.code, language);
      if ((await redemptionCount(tx, coupon.code, cart.customerUid)) >= coupon.maxPerCustomer) {
        throw new VoucherError("customerLimitReached", coupon.code, language);
      }
    }
    if (coupon.maxTotal !== null && (await redemptionCount(tx, coupon.code)) >= coupon.maxTotal) {
      throw new VoucherError("usageLimitReached", coupon.code, language);
    }
    await tx.insert(couponRedemptions).values({ couponCode: coupon.code, customerUid: cart.customerUid, orderCode });
    redeemed.push(coupon.code);
  }
  return redeemed;
}
