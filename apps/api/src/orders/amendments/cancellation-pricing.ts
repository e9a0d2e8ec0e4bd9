/**
 * What an order costs once part of it is cancelled (decision 0039). The remainder is priced by the cart's own
 * pricing (`priceCart` with the promotion engine), never by a second set of rules:
 * - unit prices are the order's (the list price and the discounted unit price it was sold at), not today's;
 * - promotions are those live when the order was placed, and its vouchers are the ones that priced it;
 * - delivery is the order's area fee, waived above the area's free-delivery threshold, and nothing when nothing
 *   remains.
 * A cancellation never makes the order dearer: when the remainder would cost more than the order did (it fell
 * under the free-delivery threshold, or lost a promotion's condition), the excess is waived — first from the
 * delivery charge, then from the goods — and nothing is refunded.
 */
import { inArray } from "drizzle-orm";
import { vatIncluded } from "@dukkan/money";
import type { Language } from "@dukkan/occ";
import {
  NO_PROMOTION_OUTCOME,
  priceCart,
  priceLine,
  type CartLine,
  type CartTotals,
  type PromotionOutcome,
} from "../../cart/cart-pricing.js";
import type { Executor } from "../../cart/cart-service.js";
import type { Database } from "../../db/client.js";
import { PromotionEngine } from "../../promotions/promotion-engine.js";
import { coupons } from "../../promotions/promotions.tables.js";
import { deliveryContext } from "../order-service.js";
import type { orderEntries, orders } from "../orders.tables.js";

type OrderRow = typeof orders.$inferSelect;
type EntryRow = typeof orderEntries.$inferSelect;

/** An order's money columns. */
export interface OrderTotals {
  subTotalFils: number;
  productDiscountsFils: number;
  orderDiscountsFils: number;
  totalDiscountsFils: number;
  deliveryCostFils: number;
  totalPriceFils: number;
  totalTaxFils: number;
}

export interface RepricedOrder {
  totals: OrderTotals;
  /** The order's vouchers whose promotion still prices the remainder (the others are released). */
  voucherCodes: string[];
  /** Each remaining line's total after product promotions, by entry number (absent: nothing remains of it). */
  lineTotals: Map<number, number>;
  promotions: PromotionOutcome;
}

/** The order's own unit price as a cart line: its list price with the discount it was sold at. */
function orderLine(entry: EntryRow, quantity: number): CartLine {
  const listPriceFils = Math.max(entry.listPriceFils ?? entry.basePriceFils, entry.basePriceFils);
  const soldBelowList = listPriceFils - entry.basePriceFils;
  return {
    entryNumber: entry.entryNumber,
    productCode: entry.productCode,
    quantity,
    listPriceFils,
    activeDiscounts: soldBelowList > 0 ? [{ absolute: true, value: soldBelowList }] : [],
  };
}

/** Prices the units that remain of each entry (`remaining` by entry number) as the order would be priced. */
export async function repriceRemainder(
  tx: Executor,
  order: OrderRow,
  entries: readonly EntryRow[],
  remaining: ReadonlyMap<number, number>,
): Promise<RepricedOrder> {
  const lines = entries.flatMap((entry) => {
    const quantity = remaining.get(entry.entryNumber) ?? 0;
    return quantity > 0 ? [orderLine(entry, quantity)] : [];
  });
  const delivery = await deliveryContext(tx, order.areaIsocode, order.deliveryModeCode);
  const placedAt = order.placedAt ?? order.createdAt;
  const outcome =
    lines.length === 0
      ? NO_PROMOTION_OUTCOME
      : await PromotionEngine.inTransaction(tx as unknown as Database, () => placedAt).evaluate(lines.map(priceLine), {
          cartId: order.cartId,
          customerUid: order.customerUid,
          language: order.language as Language,
          voucherCodes: order.promotions.voucherCodes,
        });
  const priced = priceCart(lines, delivery.context, outcome);
  return {
    totals: neverDearer(totalsOf(priced, order.deliveryCostFils), order.totalPriceFils),
    voucherCodes: await vouchersStillPricing(tx, order.promotions.voucherCodes, outcome),
    lineTotals: new Map(priced.lines.map((line) => [line.entryNumber, line.totalPriceFils])),
    promotions: outcome,
  };
}

/**
 * The engine lists every voucher it was given as applied; a voucher still counts for the order only while the
 * promotion it unlocks applied to the remainder (a threshold no longer reached releases it).
 */
async function vouchersStillPricing(
  tx: Executor,
  voucherCodes: readonly string[],
  outcome: PromotionOutcome,
): Promise<string[]> {
  if (voucherCodes.length === 0) return [];
  const applied = new Set(
    [...outcome.appliedProductPromotions, ...outcome.appliedOrderPromotions].map((promotion) => promotion.code),
  );
  const rows = await tx
    .select({ code: coupons.code, promotionCode: coupons.promotionCode })
    .from(coupons)
    .where(inArray(coupons.code, [...voucherCodes]));
  return rows.filter((row) => applied.has(row.promotionCode)).map((row) => row.code);
}

/** The money columns of priced totals; without an area to price delivery by, the order keeps its charge. */
function totalsOf(priced: CartTotals, orderDeliveryFils: number): OrderTotals {
  const deliveryCostFils = priced.totalUnitCount === 0 ? 0 : (priced.deliveryCostFils ?? orderDeliveryFils);
  const totalPriceFils = priced.subTotalFils + deliveryCostFils;
  return {
    subTotalFils: priced.subTotalFils,
    productDiscountsFils: priced.productDiscountsFils,
    orderDiscountsFils: priced.orderDiscountsFils,
    totalDiscountsFils: priced.totalDiscountsFils,
    deliveryCostFils,
    totalPriceFils,
    totalTaxFils: vatIncluded(totalPriceFils),
  };
}

/** Waives what the remainder would cost above the order's total: delivery first, then the goods. */
export function neverDearer(totals: OrderTotals, previousTotalFils: number): OrderTotals {
  const excess = totals.totalPriceFils - previousTotalFils;
  if (excess <= 0) return totals;
  const offDelivery = Math.min(excess, totals.deliveryCostFils);
  const offGoods = excess - offDelivery;
  const totalPriceFils = previousTotalFils;
  return {
    subTotalFils: totals.subTotalFils - offGoods,
    productDiscountsFils: totals.productDiscountsFils,
    orderDiscountsFils: totals.orderDiscountsFils + offGoods,
    totalDiscountsFils: totals.totalDiscountsFils + offGoods,
    deliveryCostFils: totals.deliveryCostFils - offDelivery,
    totalPriceFils,
    totalTaxFils: vatIncluded(totalPriceFils),
  };
}
