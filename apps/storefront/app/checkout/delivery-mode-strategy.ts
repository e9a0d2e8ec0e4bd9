/**
 * The preferred delivery mode (checkout spec §4.11): the modes sorted by cost, then the first strategy of the
 * configured list that finds one — FREE (the cheapest, when it costs nothing), LEAST_EXPENSIVE (the first that
 * costs something), MOST_EXPENSIVE (the last), or a mode code. Nothing found: the cheapest mode.
 */
import { occPrice, toFils, vatIncluded } from "@dukkan/money";
import type { Cart } from "@dukkan/occ/cart";
import type { DeliveryMode } from "@dukkan/occ/checkout";

type CartTotals = Pick<Cart, "deliveryCost" | "totalPrice" | "totalPriceWithTax" | "totalTax">;

/** The spec's default list. */
export const DEFAULT_DELIVERY_MODE_STRATEGIES: readonly string[] = ["FREE"];

/** A missing cost is no cost (spec §2.5 shows it as 'free'). */
export function deliveryModeCost(mode: Pick<DeliveryMode, "deliveryCost">): number {
  return mode.deliveryCost?.value ?? 0;
}

function pick(sorted: DeliveryMode[], strategy: string): DeliveryMode | undefined {
  switch (strategy) {
    case "FREE":
      return sorted[0] && deliveryModeCost(sorted[0]) === 0 ? sorted[0] : undefined;
    case "LEAST_EXPENSIVE":
      return sorted.find((mode) => deliveryModeCost(mode) !== 0);
    case "MOST_EXPENSIVE":
      return sorted.at(-1);
    default:
      return sorted.find((mode) => mode.code === strategy);
  }
}

export function preferredDeliveryMode(
  modes: readonly DeliveryMode[],
  strategies: readonly string[] = DEFAULT_DELIVERY_MODE_STRATEGIES,
): DeliveryMode | undefined {
  // A stable sort keeps the API's order between modes of the same cost.
  const sorted = [...modes].sort((a, b) => deliveryModeCost(a) - deliveryModeCost(b));
  for (const strategy of strategies) {
    const found = pick(sorted, strategy.trim());
    if (found) return found;
  }
  return sorted[0];
}

/**
 * The cart as it will cost with `mode` (checked but not yet saved): its delivery at the mode's price, which the API
 * quoted for this cart, and the total and VAT to match, so the summary beside the step follows the choice.
 */
export function cartWithDeliveryMode<C extends CartTotals>(cart: C, mode: Pick<DeliveryMode, "deliveryCost">): C {
  const deliveryFils = toFils(deliveryModeCost(mode));
  const goodsFils = toFils(cart.totalPrice?.value ?? 0) - toFils(cart.deliveryCost?.value ?? 0);
  const totalFils = goodsFils + deliveryFils;
  return {
    ...cart,
    deliveryCost: occPrice(deliveryFils),
    totalPrice: occPrice(totalFils),
    totalPriceWithTax: occPrice(totalFils),
    totalTax: occPrice(vatIncluded(totalFils)),
  };
}
