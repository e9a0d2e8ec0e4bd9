/**
 * Cart amounts as the page shows them: the API's OCC prices (computed in fils on the server) formatted in the
 * page's language with @dukkan/money, so Arabic pages read their own currency format.
 */
import { formatFils, toFils } from "@dukkan/money";
import type { Price } from "@dukkan/occ";

export function formatPrice(price: Pick<Price, "value"> | undefined, language: string): string | undefined {
  return price ? formatFils(toFils(price.value), language) : undefined;
}

/** A line's total while its new quantity is on its way: the unit price times that quantity. */
export function formatLineTotal(unit: Pick<Price, "value"> | undefined, quantity: number, language: string) {
  return unit ? formatFils(toFils(unit.value) * quantity, language) : undefined;
}
