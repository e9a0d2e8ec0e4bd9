/**
 * The shop's loyalty rules (issue 21), configurable by environment: how many points an order earns, what a point
 * is worth when spent, and how long points last. The arithmetic lives here, in whole fils and whole points, so the
 * ledger, the checkout and the views agree.
 */
import { FILS_PER_DIRHAM, VAT_RATE_BASIS_POINTS } from "@dukkan/money";

export interface LoyaltyRules {
  /** Points earned per whole AED paid for goods, delivery and VAT excluded (default 1). */
  earnPointsPerAed: number;
  /** Points worth AED 1 when spent (default 100: a point is worth 1 fil). */
  pointsPerAed: number;
  /** Months after which unspent earned points expire (default 12). */
  expiryMonths: number;
}

export const DEFAULT_LOYALTY_RULES: LoyaltyRules = { earnPointsPerAed: 1, pointsPerAed: 100, expiryMonths: 12 };

/** What `points` are worth, in fils (rounded down: a fraction of a fil is never paid out). */
export function valueOfPoints(rules: LoyaltyRules, points: number): number {
  return Math.floor((Math.max(points, 0) * FILS_PER_DIRHAM) / rules.pointsPerAed);
}

/** The points that pay `fils` (rounded up: the customer never pays less than the amount in points). */
export function pointsForValue(rules: LoyaltyRules, fils: number): number {
  return Math.ceil((fils * rules.pointsPerAed) / FILS_PER_DIRHAM);
}

/**
 * The points an order earns: the money paid for its goods (its total less delivery and less what points paid),
 * without VAT, in whole AED, times the earning rate.
 */
export function pointsEarnedBy(
  rules: LoyaltyRules,
  order: { totalPriceFils: number; deliveryCostFils: number },
  paidWithPointsFils: number,
): number {
  const goodsFils = Math.max(order.totalPriceFils - order.deliveryCostFils - paidWithPointsFils, 0);
  const withoutVatFils = Math.floor((goodsFils * 10_000) / (10_000 + VAT_RATE_BASIS_POINTS));
  return Math.floor(withoutVatFils / FILS_PER_DIRHAM) * rules.earnPointsPerAed;
}

/** When points credited at `at` expire. */
export function expiryOf(rules: LoyaltyRules, at: Date): Date {
  const expires = new Date(at);
  expires.setUTCMonth(expires.getUTCMonth() + rules.expiryMonths);
  return expires;
}

/**
 * The part of `amountFils` (what a cancellation took off an order, or a return refunds) that goes back as loyalty
 * points when points paid `loyaltyPaidFils` of the order's `totalFils` (decision 0065): the same share, to the
 * nearest fil, never more than the amount nor than `pointsLeftFils` (what points still pay). The rest of the amount
 * is the card's (or cash's) part.
 */
export function pointsShareOf(
  amountFils: number,
  order: { totalFils: number; loyaltyPaidFils: number },
  pointsLeftFils: number = order.loyaltyPaidFils,
): number {
  if (amountFils <= 0 || order.loyaltyPaidFils <= 0 || order.totalFils <= 0) return 0;
  const share = Math.round((amountFils * order.loyaltyPaidFils) / order.totalFils);
  return Math.max(0, Math.min(share, amountFils, pointsLeftFils));
}
