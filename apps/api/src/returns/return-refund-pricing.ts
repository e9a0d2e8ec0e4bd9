/**
 * What a return gives back (issue 20; decision 0052). The goods that stay with the customer are re-priced with the
 * order's own prices, promotions and vouchers (the cancellation's `repriceRemainder`, decision 0039), and the
 * refund is what the goods cost before these units came back minus what the rest costs after:
 * - a promotion or voucher the rest no longer earns is taken off the refund, a share of an order-wide discount
 *   goes with the units it was earned on, to the fil;
 * - delivery is not refunded: the goods were delivered;
 * - a refund is never negative (losing a promotion never makes the customer pay more).
 * Units of earlier returns that are still in play (not rejected or cancelled) count as gone already, so two returns
 * of the same order each refund their own part.
 */
import { vatIncluded } from "@dukkan/money";
import type { Executor } from "../cart/cart-service.js";
import { repriceRemainder } from "../orders/amendments/cancellation-pricing.js";
import type { orderEntries, orders } from "../orders/orders.tables.js";

type OrderRow = typeof orders.$inferSelect;
type EntryRow = typeof orderEntries.$inferSelect;

export interface ReturnRefund {
  /** What goes back (VAT included) and the VAT in it. */
  amountFils: number;
  taxFils: number;
  /** Each returned entry's line amount before order-level promotions, by entry number. */
  lineFils: Map<number, number>;
}

export async function returnRefund(
  tx: Executor,
  order: OrderRow,
  entries: readonly EntryRow[],
  returnedBefore: ReadonlyMap<number, number>,
  returning: ReadonlyMap<number, number>,
): Promise<ReturnRefund> {
  const kept = (extra: ReadonlyMap<number, number>) =>
    new Map(
      entries.map((entry) => [
        entry.entryNumber,
        entry.quantity -
          entry.cancelledQuantity -
          (returnedBefore.get(entry.entryNumber) ?? 0) -
          (extra.get(entry.entryNumber) ?? 0),
      ]),
    );
  // Before any return the order's own totals are the price of what was kept; afterwards, the re-priced rest.
  const before = [...returnedBefore.values()].some((units) => units > 0)
    ? await repriceRemainder(tx, order, entries, kept(new Map()))
    : {
        totals: { subTotalFils: order.subTotalFils },
        lineTotals: new Map(entries.map((entry) => [entry.entryNumber, entry.totalPriceFils])),
      };
  const after = await repriceRemainder(tx, order, entries, kept(returning));
  const amountFils = Math.max(
    0,
    Math.min(before.totals.subTotalFils, before.totals.subTotalFils - after.totals.subTotalFils),
  );
  const lineFils = new Map(
    [...returning.keys()].map((entryNumber) => [
      entryNumber,
      Math.max(0, (before.lineTotals.get(entryNumber) ?? 0) - (after.lineTotals.get(entryNumber) ?? 0)),
    ]),
  );
  return { amountFils, taxFils: vatIncluded(amountFils), lineFils };
}
