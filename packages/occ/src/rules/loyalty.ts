/**
 * Checkout spec §5.6: a loyalty amount is an AED amount of zero or more with at most 2 decimals (to the fil).
 * The form clamps and truncates what is typed; the API refuses anything else.
 */

/** The amount in whole fils, or undefined when it is negative, not finite or finer than a fil. */
export function loyaltyAmountFils(amount: number): number | undefined {
  if (!Number.isFinite(amount) || amount < 0) return undefined;
  const fils = Math.round(amount * 100);
  // 12.345 is refused; 0.1 + 0.2 style binary noise (0.30000000000000004) is not a third decimal.
  return Math.abs(fils - amount * 100) < 1e-6 ? fils : undefined;
}

/** What the form keeps of a typed amount: clamped to 0…max and cut (not rounded) to 2 decimals. */
export function clampLoyaltyAmount(amount: number, max: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  const capped = Math.min(amount, Math.max(max, 0));
  return Math.floor(Math.round(capped * 1e6) / 1e4) / 100;
}
