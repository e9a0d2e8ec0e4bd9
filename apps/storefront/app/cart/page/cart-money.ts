/** A cart line's amount while it changes (the formatting of every other price: ui/price). */
import { formatFils, toFils } from "@dukkan/money";
import type { Price } from "@dukkan/occ";

/** A line's total while its new quantity is on its way: the unit price times that quantity. */
export function formatLineTotal(unit: Pick<Price, "value"> | undefined, quantity: number, language: string) {
  return unit ? formatFils(toFils(unit.value) * quantity, language) : undefined;
}
