/**
 * Promotions and vouchers (shopping spec §2.13 coupon block, §3 Cart promotions; account spec §2.11 coupons).
 * - `promotions`: the rules the engine runs on every cart read (decision 0017). Amounts are fils, percentages
 *   basis points (1500 = 15%), like product discounts. Messages are Localized templates ({amount}, {quantity}).
 * - `coupons`: codes that unlock a coupon-only promotion, with their own window and usage limits.
 * - `cart_vouchers`: the codes applied to a cart (gone with the cart).
 * - `coupon_redemptions`: one row per coupon per placed order — what the usage limits count.
 * - `customer_coupons`: the coupons a customer claimed into their account (listed on the cart page).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers, type Localized } from "../db/tables.js";
import { carts } from "../cart/cart.tables.js";

export const PROMOTION_KINDS = [
  "PRODUCT_PERCENT",
  "PRODUCT_AMOUNT",
  "BUY_X_GET_Y",
  "ORDER_PERCENT",
  "ORDER_AMOUNT",
  "FREE_SHIPPING",
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const promotions = pgTable(
  "promotions",
  {
    code: text("code").primaryKey(),
    kind: text("kind").$type<PromotionKind>().notNull(),
    /** PRODUCT_PERCENT, ORDER_PERCENT: basis points of the price (1500 = 15%). */
    percentBasisPoints: integer("percent_basis_points"),
    /** PRODUCT_AMOUNT: fils off each unit; ORDER_AMOUNT: fils off the goods. */
    amountFils: integer("amount_fils"),
    /** Order kinds and FREE_SHIPPING: the goods total (VAT included) the cart must reach. */
    thresholdFils: integer("threshold_fils"),
    /** Product kinds: qualifying units the cart must hold before the discount applies. */
    minQuantity: integer("min_quantity").notNull().default(1),
    /** BUY_X_GET_Y: for every `buyQuantity` paid units, `freeQuantity` more are free (the cheapest). */
    buyQuantity: integer("buy_quantity"),
    freeQuantity: integer("free_quantity"),
    /** Product kinds: which products qualify (any listed product, category incl. sub-categories, or brand; all empty = every product). */
    productCodes: text("product_codes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categoryCodes: text("category_codes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brandCodes: text("brand_codes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Higher runs first within its phase; an exclusive promotion blocks lower and equal priorities after it. */
    priority: integer("priority").notNull().default(0),
    exclusive: boolean("exclusive").notNull().default(false),
    /** Runs only while one of its coupons is applied to the cart. */
    couponOnly: boolean("coupon_only").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    name: jsonb("name").$type<Localized>().notNull(),
    /** Shown when applied; {amount} is the discount. */
    description: jsonb("description").$type<Localized>().notNull(),
    /** Shown when the cart is close; {amount} is what is missing, {quantity} the units missing. */
    potentialMessage: jsonb("potential_message").$type<Localized>(),
    /** Order kinds: the goods total from which the potential message shows (null: any non-empty cart). */
    potentialFromFils: integer("potential_from_fils"),
  },
  (t) => [
    check("promotions_kind", sql`${t.kind} in (${sql.raw(PROMOTION_KINDS.map((k) => `'${k}'`).join(", "))})`),
    check("promotions_percent", sql`${t.percentBasisPoints} is null or ${t.percentBasisPoints} between 1 and 10000`),
    check("promotions_amounts", sql`coalesce(${t.amountFils}, 0) >= 0 and coalesce(${t.thresholdFils}, 0) >= 0`),
    check(
      "promotions_quantities",
      sql`${t.minQuantity} >= 1 and coalesce(${t.buyQuantity}, 1) >= 1 and coalesce(${t.freeQuantity}, 1) >= 1`,
    ),
  ],
);

export const coupons = pgTable(
  "coupons",
  {
    /** Stored upper-case; codes are matched case-insensitively. */
    code: text("code").primaryKey(),
    promotionCode: text("promotion_code")
      .notNull()
      .references(() => promotions.code, { onDelete: "cascade" }),
    name: jsonb("name").$type<Localized>().notNull(),
    description: jsonb("description").$type<Localized>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Orders one customer may place with it (null: unlimited). A limited coupon needs a signed-in customer. */
    maxPerCustomer: integer("max_per_customer"),
    /** Orders all customers together may place with it (null: unlimited). */
    maxTotal: integer("max_total"),
    /** A customer coupon: signed-in customers may claim it into their account. */
    claimable: boolean("claimable").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [
    index("coupons_promotion_idx").on(t.promotionCode),
    check("coupons_code_upper", sql`${t.code} = upper(${t.code})`),
  ],
);

export const cartVouchers = pgTable(
  "cart_vouchers",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    couponCode: text("coupon_code")
      .notNull()
      .references(() => coupons.code, { onDelete: "cascade" }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.couponCode] })],
);

export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    couponCode: text("coupon_code")
      .notNull()
      .references(() => coupons.code, { onDelete: "cascade" }),
    /** Null for a guest's order (only coupons without a per-customer limit can be used by guests). */
    customerUid: text("customer_uid").references(() => customers.uid, { onDelete: "set null" }),
    orderCode: text("order_code").notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_order_idx").on(t.couponCode, t.orderCode),
    index("coupon_redemptions_customer_idx").on(t.couponCode, t.customerUid),
  ],
);

export const customerCoupons = pgTable(
  "customer_coupons",
  {
    customerUid: text("customer_uid")
      .notNull()
      .references(() => customers.uid, { onDelete: "cascade" }),
    couponCode: text("coupon_code")
      .notNull()
      .references(() => coupons.code, { onDelete: "cascade" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerUid, t.couponCode] })],
);
