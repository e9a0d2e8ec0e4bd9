/**
 * The return screen's choices (account spec §2.18, §5 "Amend", "Return reason"): the entries that may be
 * returned, the quantities (0 to each entry's returnableQuantity) and the reason, read from a query string (the
 * confirmation page's URL) or a posted form alike. The API checks them again and prices the refund.
 */
import type { Order } from "@dukkan/occ/order";
import type { ReturnRequestEntryInputList } from "@dukkan/occ/returns";
import { quantityField } from "../orders/amend/cancel-quantities";

export type ReturnableEntry = NonNullable<Order["entries"]>[number];
/** entryNumber → units to return. */
export type ReturnQuantities = Record<number, number>;

export type ReturnFieldError = "returns.quantityInvalid" | "returns.quantityTooHigh";

export interface ReturnReading {
  quantities: ReturnQuantities;
  reason: string;
  errors: Record<number, ReturnFieldError>;
  /** Nothing chosen; no reason. */
  formErrors: ("returns.nothingChosen" | "returns.reasonRequired")[];
}

export const REASON_FIELD = "reason";
export { quantityField };

/** Spec §5: returnable entries are those with entry number ≠ -1 and units left to return. */
export function returnableEntries(order: Pick<Order, "entries">): ReturnableEntry[] {
  return (order.entries ?? []).filter((entry) => entry.entryNumber >= 0 && (entry.returnableQuantity ?? 0) > 0);
}

type Values = { get(name: string): FormDataEntryValue | null };
const WHOLE_NUMBER = /^\d{1,6}$/;

export function readReturnForm(values: Values, entries: readonly ReturnableEntry[], reasons: readonly string[]) {
  const quantities: ReturnQuantities = {};
  const errors: Record<number, ReturnFieldError> = {};
  for (const entry of entries) {
    const value = values.get(quantityField(entry.entryNumber));
    const raw = typeof value === "string" ? value.trim() : "";
    if (raw === "") quantities[entry.entryNumber] = 0;
    else if (!WHOLE_NUMBER.test(raw)) errors[entry.entryNumber] = "returns.quantityInvalid";
    else if (Number(raw) > (entry.returnableQuantity ?? 0)) {
      quantities[entry.entryNumber] = Number(raw);
      errors[entry.entryNumber] = "returns.quantityTooHigh";
    } else quantities[entry.entryNumber] = Number(raw);
  }
  const reasonValue = values.get(REASON_FIELD);
  const reason = typeof reasonValue === "string" && reasons.includes(reasonValue) ? reasonValue : "";
  const formErrors: ReturnReading["formErrors"] = [];
  if (Object.keys(errors).length === 0 && !Object.values(quantities).some((units) => units > 0)) {
    formErrors.push("returns.nothingChosen");
  }
  if (!reason) formErrors.push("returns.reasonRequired");
  return { quantities, reason, errors, formErrors } satisfies ReturnReading;
}

export const isValidReturn = (reading: ReturnReading) =>
  reading.formErrors.length === 0 && Object.keys(reading.errors).length === 0;

/** `?qty-0=2&reason=DAMAGED`: the choice, for the confirmation page's URL and the way back. */
export function returnSearch(reading: Pick<ReturnReading, "quantities" | "reason">): string {
  const params = new URLSearchParams();
  for (const [entryNumber, quantity] of Object.entries(reading.quantities)) {
    if (quantity > 0) params.set(quantityField(Number(entryNumber)), String(quantity));
  }
  if (reading.reason) params.set(REASON_FIELD, reading.reason);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export type ChosenReturnRow = { entry: ReturnableEntry; quantity: number };

export function chosenReturnRows(entries: readonly ReturnableEntry[], quantities: ReturnQuantities): ChosenReturnRow[] {
  return entries
    .filter((entry) => (quantities[entry.entryNumber] ?? 0) > 0)
    .map((entry) => ({ entry, quantity: quantities[entry.entryNumber]! }));
}

export function returnRequestBody(orderCode: string, rows: readonly ChosenReturnRow[]): ReturnRequestEntryInputList {
  return {
    orderCode,
    returnRequestEntryInputs: rows.map((row) => ({ orderEntryNumber: row.entry.entryNumber, quantity: row.quantity })),
  };
}
