/**
 * Cart totals, computed only here and only in integer fils (decision 0014). Prices include 5% VAT, so tax is
 * the VAT contained in the total, never added on top. The promotion engine plugs in through `Promotions`:
 * it receives the priced lines and answers with discounts (a `PromotionOutcome`); this module applies them,
 * capped so that no discount exceeds what it applies to.
 */
import { applyDiscount, vatIncluded, type Fils } from "@dukkan/money";
import type { Language } from "@dukkan/occ";

/** A cart line with the live catalogue data that prices it. */
export interface CartLine {
  entryNumber: number;
  productCode: string;
  quantity: number;
  /** VAT-inclusive list price; null when the product has lost its price (it then counts as zero). */
  listPriceFils: Fils | null;
  /** The product's discounts active now, applied in order (the same rule as the product page). */
  activeDiscounts: readonly { absolute: boolean; value: number }[];
}

export interface PricedLine extends CartLine {
  /** Unit price after the product's discounts (OCC `basePrice`). */
  unitPriceFils: Fils;
  /** unitPriceFils × quantity, before promotions. */
  lineTotalFils: Fils;
  /** (list − unit) × quantity. */
  productDiscountFils: Fils;
}

/** How the cart is delivered: the request's area (null when none is chosen) and whether the mode is pick-up. */
export interface DeliveryContext {
  area: { shippingFeeFils: Fils; orderThresholdFils: Fils | null } | null;
  pickup: boolean;
}

export interface PromotionMessage {
  code: string;
  description: string;
  consumedEntries?: { orderEntryNumber: number; adjustedUnitPriceFils: Fils; quantity: number }[];
}

/** What the promotion engine decided for a priced cart. */
export interface PromotionOutcome {
  /** Extra discount per entry number (product promotions), in fils for the whole line. */
  entryDiscountsFils: ReadonlyMap<number, Fils>;
  /** Discount on the goods total (order promotions, vouchers). */
  orderDiscountFils: Fils;
  /** A shipping-fee promotion waives delivery. */
  freeShipping: boolean;
  appliedProductPromotions: PromotionMessage[];
  appliedOrderPromotions: PromotionMessage[];
  potentialProductPromotions: PromotionMessage[];
  potentialOrderPromotions: PromotionMessage[];
  appliedVoucherCodes: string[];
}

/** Which cart is priced, for whom and in which language (promotion messages are rendered in it). */
export interface PromotionContext {
  cartId: number;
  customerUid: string | null;
  language: Language;
  /**
   * Re-pricing a placed order (a cancellation): the vouchers that priced it, used as they are instead of the
   * cart's (the cart is gone, and a voucher that priced the order stays its own even if it has expired since).
   */
  voucherCodes?: readonly string[];
}

/** The seam where the promotion engine plugs in (promotions/promotion-engine.ts): priced lines in, discounts out. */
export interface Promotions {
  evaluate(lines: readonly PricedLine[], context: PromotionContext): Promise<PromotionOutcome>;
}

/** The outcome when no promotion applies. */
export const NO_PROMOTION_OUTCOME: PromotionOutcome = {
  entryDiscountsFils: new Map(),
  orderDiscountFils: 0,
  freeShipping: false,
  appliedProductPromotions: [],
  appliedOrderPromotions: [],
  potentialProductPromotions: [],
  potentialOrderPromotions: [],
  appliedVoucherCodes: [],
};

export interface CartTotals {
  lines: (PricedLine & { totalPriceFils: Fils })[];
  /** Goods after product and order promotions (what the free-shipping threshold is compared with). */
  subTotalFils: Fils;
  productDiscountsFils: Fils;
  orderDiscountsFils: Fils;
  totalDiscountsFils: Fils;
  /** Null when no area is chosen: delivery cannot be priced yet. */
  deliveryCostFils: Fils | null;
  totalPriceFils: Fils;
  totalTaxFils: Fils;
  totalItems: number;
  totalUnitCount: number;
  promotions: PromotionOutcome;
}

/** The list price after the product's active discounts, applied in order (as the product page shows it). */
export function discountedUnitPrice(
  listPriceFils: Fils | null,
  activeDiscounts: readonly { absolute: boolean; value: number }[],
): Fils {
  return activeDiscounts.reduce((fils, discount) => applyDiscount(fils, discount), listPriceFils ?? 0);
}

export function priceLine(line: CartLine): PricedLine {
  const listPrice = line.listPriceFils ?? 0;
  const unitPriceFils = discountedUnitPrice(line.listPriceFils, line.activeDiscounts);
  return {
    ...line,
    unitPriceFils,
    lineTotalFils: unitPriceFils * line.quantity,
    productDiscountFils: (listPrice - unitPriceFils) * line.quantity,
  };
}

/**
 * Delivery: free for pick-up, for a shipping-fee promotion, for an empty cart and when the goods reach the
 * area's threshold; otherwise the area's fee. Unknown without an area.
 */
export function deliveryCost(goodsFils: Fils, units: number, delivery: DeliveryContext, freeShipping: boolean) {
  if (delivery.pickup) return 0;
  if (!delivery.area) return null;
  if (freeShipping || units === 0) return 0;
  const { shippingFeeFils, orderThresholdFils } = delivery.area;
  return orderThresholdFils !== null && goodsFils >= orderThresholdFils ? 0 : shippingFeeFils;
}

/** The cart's totals from its lines, the delivery context and what the promotion engine decided for the lines. */
export function priceCart(
  lines: readonly CartLine[],
  delivery: DeliveryContext,
  outcome: PromotionOutcome = NO_PROMOTION_OUTCOME,
): CartTotals {
  const priced = lines.map(priceLine);
  const withPromotions = priced.map((line) => {
    const off = Math.min(line.lineTotalFils, Math.max(0, outcome.entryDiscountsFils.get(line.entryNumber) ?? 0));
    return { ...line, totalPriceFils: line.lineTotalFils - off };
  });
  const entriesFils = withPromotions.reduce((sum, line) => sum + line.totalPriceFils, 0);
  const orderDiscountsFils = Math.min(entriesFils, Math.max(0, outcome.orderDiscountFils));
  const subTotalFils = entriesFils - orderDiscountsFils;
  const productDiscountsFils = withPromotions.reduce(
    (sum, line) => sum + line.productDiscountFils + (line.lineTotalFils - line.totalPriceFils),
    0,
  );
  const totalUnitCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const deliveryCostFils = deliveryCost(subTotalFils, totalUnitCount, delivery, outcome.freeShipping);
  const totalPriceFils = subTotalFils + (deliveryCostFils ?? 0);
  return {
    lines: withPromotions,
    subTotalFils,
    productDiscountsFils,
    orderDiscountsFils,
    totalDiscountsFils: productDiscountsFils + orderDiscountsFils,
    deliveryCostFils,
    totalPriceFils,
    totalTaxFils: vatIncluded(totalPriceFils),
    totalItems: lines.length,
    totalUnitCount,
    promotions: outcome,
  };
}
