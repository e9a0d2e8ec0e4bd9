/**
 * How many units of each order entry the customer may still return (issue 20; account spec §5 "Amend"): units of
 * consignments that were delivered or collected no longer than the return window ago, of products that allow
 * returns, less the units already asked back by a request that was not rejected or cancelled. A pure function of
 * what the order holds, so the order view, the check and the request itself all agree.
 */
import type { ConsignmentStatus } from "@dukkan/occ/order";

const DAY_MS = 24 * 60 * 60 * 1000;
const HANDED_OVER: readonly ConsignmentStatus[] = ["DELIVERY_COMPLETED", "PICKUP_COMPLETE"];

export interface ReturnabilityInput {
  entries: readonly { entryNumber: number; productCode: string }[];
  consignments: readonly {
    status: string;
    /** When it reached its status (delivered or collected). */
    statusDate: Date;
    entries: readonly { entryNumber: number; quantity: number }[];
  }[];
  /** Units per entry held by earlier requests (pending, approved, received, refunded). */
  alreadyReturned: ReadonlyMap<number, number>;
  /** Product codes of the order that may not be returned. */
  notReturnable: ReadonlySet<string>;
  windowDays: number;
  now: Date;
}

/** Units each entry may still return, by entry number (0 when none). */
export function returnableQuantities(input: ReturnabilityInput): Map<number, number> {
  const delivered = new Map<number, number>();
  const oldest = input.now.getTime() - input.windowDays * DAY_MS;
  for (const consignment of input.consignments) {
    if (!HANDED_OVER.includes(consignment.status as ConsignmentStatus)) continue;
    if (consignment.statusDate.getTime() < oldest) continue;
    for (const line of consignment.entries) {
      delivered.set(line.entryNumber, (delivered.get(line.entryNumber) ?? 0) + line.quantity);
    }
  }
  return new Map(
    input.entries.map((entry) => {
      if (input.notReturnable.has(entry.productCode)) return [entry.entryNumber, 0];
      const left = (delivered.get(entry.entryNumber) ?? 0) - (input.alreadyReturned.get(entry.entryNumber) ?? 0);
      return [entry.entryNumber, Math.max(0, left)];
    }),
  );
}
