/**
 * The header's free-shipping banner (shopping spec §2.4, §4 Free-shipping banner): which message the shopper
 * sees for their cart and delivery area. Amounts are compared in integer fils.
 */
import { toFils, type Fils } from "@dukkan/money";
import type { Cart } from "@dukkan/occ/cart";

/** The spec's delivery mode that never pays a shipping fee (§9). */
export const PICK_UP_MODE = "pick-up";

export type FreeShippingMessage =
  | { key: "shippingFee.hasShippingFee"; remainingFils: Fils }
  | { key: "shippingFee.freeShipping" }
  | { key: "shippingFee.notAvailable" };

export type CartForShipping = Pick<Cart, "hasAppliedShippingFeePromotion"> & {
  totalPrice?: { value: number };
  deliveryCost?: { value: number };
  deliveryMode?: { code: string };
};

/** The chosen area's fee and threshold (fils; a null threshold: delivery there is never free). */
export type AreaForShipping = { shippingFeeFils: Fils; orderThresholdFils: Fils | null };

/**
 * No message without a cart or an area, for an area that charges no fee, when a shipping-fee promotion made
 * delivery free, or for pick-up. An area without a threshold never delivers free: 'notAvailable'. Otherwise
 * remaining = orderThreshold − (totalPrice − deliveryCost): what is still missing, or free delivery once
 * nothing is.
 */
export function freeShippingMessage(
  cart: CartForShipping | undefined,
  area: AreaForShipping | undefined,
): FreeShippingMessage | null {
  if (!cart || !area || area.shippingFeeFils <= 0) return null;
  const deliveryCostFils = toFils(cart.deliveryCost?.value ?? 0);
  if (cart.hasAppliedShippingFeePromotion && deliveryCostFils === 0) return null;
  if (cart.deliveryMode?.code === PICK_UP_MODE) return null;
  if (area.orderThresholdFils === null) return { key: "shippingFee.notAvailable" };
  const goodsFils = toFils(cart.totalPrice?.value ?? 0) - deliveryCostFils;
  const remainingFils = area.orderThresholdFils - goodsFils;
  return remainingFils > 0 ? { key: "shippingFee.hasShippingFee", remainingFils } : { key: "shippingFee.freeShipping" };
}
