/**
 * The amounts of an order summary, as lines a shopper can add up: subtotal before discounts − discounts + delivery
 * = total. The API's `subTotal` (as SAP OCC's) already has every discount taken off and `totalDiscounts` lists
 * them (product and order discounts), so the subtotal shown is the two added back together.
 */
import { occPrice, toFils } from "@dukkan/money";
import type { Price } from "@dukkan/occ";

type Amounts = { subTotal?: Pick<Price, "value">; totalDiscounts?: Pick<Price, "value"> };

/** Subtotal before discounts and the discounts (undefined when there are none). */
export function summaryAmounts({ subTotal, totalDiscounts }: Amounts): {
  subtotal: Pick<Price, "value"> | undefined;
  discounts: Pick<Price, "value"> | undefined;
} {
  const discountsFils = totalDiscounts ? toFils(totalDiscounts.value) : 0;
  return {
    subtotal: subTotal ? occPrice(toFils(subTotal.value) + discountsFils) : undefined,
    discounts: discountsFils > 0 ? occPrice(discountsFils) : undefined,
  };
}
