/**
 * The cancel screens' quantities (account spec §2.17, §9): which entries can be cancelled, the quantities the
 * shopper chose, read from a query string (the confirmation page's URL) or a posted form alike, checked against
 * what each entry still allows, and the amounts the confirmation shows. The API checks the quantities again and
 * computes the real refund; these amounts are the spec's 'base price × quantity'.
 */
import { toFils, type Fils } from "@dukkan/money";
import type { CancellationRequestEntryInputList, Order } from "@dukkan/occ/order";

export type AmendableEntry = NonNullable<Order["entries"]>[number];

/** entryNumber → units to cancel. */
export type CancelQuantities = Record<number, number>;

/** Message keys of a refused quantity. */
export type QuantityError = "orderAmend.quantityInvalid" | "orderAmend.quantityTooHigh";

export type QuantitiesReading = {
  quantities: CancelQuantities;
  /** Per entry number. */
  errors: Record<number, QuantityError>;
  /** The whole form: nothing chosen (spec §8 cxNoSelectedItemToCancel). */
  formError?: "cxNoSelectedItemToCancel";
};

/** The field (and query parameter) of an entry's quantity. */
export const quantityField = (entryNumber: number) => `qty-${entryNumber}`;

/** Entries the customer may still cancel: entry number -1 is never amendable (spec §3), nor 0 units left. */
export function cancellableEntries(order: Pick<Order, "entries">): AmendableEntry[] {
  return (order.entries ?? []).filter((entry) => entry.entryNumber >= 0 && (entry.cancellableQuantity ?? 0) > 0);
}

/** A query string or a posted form (a file field counts as empty). */
type Values = { get(name: string): FormDataEntryValue | null };

const WHOLE_NUMBER = /^\d{1,6}$/;

/**
 * The chosen quantities of the cancellable entries. An empty or missing field is 0; anything but a whole number
 * from 0 to the entry's cancellable quantity is refused with its message; fields of other entries are ignored.
 */
export function readQuantities(
  values: Values,
  entries: readonly AmendableEntry[],
  kits: readonly KitGroup[] = [],
): QuantitiesReading {
  const read: CancelQuantities = {};
  const errors: Record<number, QuantityError> = {};
  for (const entry of entries) {
    const value = values.get(quantityField(entry.entryNumber));
    const raw = typeof value === "string" ? value.trim() : "";
    if (raw === "") read[entry.entryNumber] = 0;
    else if (WHOLE_NUMBER.test(raw)) read[entry.entryNumber] = Number(raw);
    else errors[entry.entryNumber] = "orderAmend.quantityInvalid";
  }
  const quantities = withKitQuantities(kits, read);
  for (const entry of entries) {
    const quantity = quantities[entry.entryNumber];
    if (quantity !== undefined && quantity > (entry.cancellableQuantity ?? 0)) {
      errors[entry.entryNumber] = "orderAmend.quantityTooHigh";
    }
  }
  const valid = Object.keys(errors).length === 0;
  const chosen = Object.values(quantities).some((quantity) => quantity > 0);
  return valid && !chosen ? { quantities, errors, formError: "cxNoSelectedItemToCancel" } : { quantities, errors };
}

/** The entry numbers of one kit bundle (a CONFIGURABLE_BUNDLE entry group): its kit entry and its parts. */
export type KitGroup = readonly number[];

/** The order's kit bundles that have more than one entry number. */
export function kitGroups(order: Pick<Order, "entryGroups">): KitGroup[] {
  return (order.entryGroups ?? [])
    .filter((group) => group.type === "CONFIGURABLE_BUNDLE")
    .map((group) => [
      ...new Set(
        [group.kittingEntry, ...(group.entries ?? [])].flatMap((entry) =>
          entry?.entryNumber === undefined ? [] : [entry.entryNumber],
        ),
      ),
    ])
    .filter((numbers) => numbers.length > 1);
}

/**
 * Account spec §4.8 (kitting entries in an amendment): within a kit bundle, a quantity above 0 chosen for one of
 * its entries is copied to its entries still at 0, so a kit is not cancelled apart from its parts. Entries that
 * cannot be cancelled (not in `quantities`) are left alone. (Our kits are mostly one priced entry whose parts
 * share its entry number; a bundle placed as several entries follows the rule as written.)
 */
export function withKitQuantities(kits: readonly KitGroup[], quantities: CancelQuantities): CancelQuantities {
  const result = { ...quantities };
  for (const kit of kits) {
    const members = kit.filter((entryNumber) => entryNumber in result);
    const chosen = members.map((entryNumber) => result[entryNumber]!).find((quantity) => quantity > 0);
    if (chosen === undefined) continue;
    for (const entryNumber of members) if (result[entryNumber] === 0) result[entryNumber] = chosen;
  }
  return result;
}

export const isValidReading = (reading: QuantitiesReading) =>
  !reading.formError && Object.keys(reading.errors).length === 0;

/** Every entry at its cancellable quantity ('set all to max'). */
export function maxQuantities(entries: readonly AmendableEntry[]): CancelQuantities {
  return Object.fromEntries(entries.map((entry) => [entry.entryNumber, entry.cancellableQuantity ?? 0]));
}

/** `?qty-0=2&qty-3=1`: the quantities above 0, for the confirmation page's URL and the way back. */
export function quantitiesSearch(quantities: CancelQuantities): string {
  const params = new URLSearchParams();
  for (const [entryNumber, quantity] of Object.entries(quantities)) {
    if (quantity > 0) params.set(quantityField(Number(entryNumber)), String(quantity));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Spec §9: an amended line's amount is the base price × the quantity, in fils. */
export function lineAmountFils(entry: Pick<AmendableEntry, "basePrice">, quantity: number): Fils {
  return entry.basePrice ? toFils(entry.basePrice.value) * quantity : 0;
}

export type ChosenRow = { entry: AmendableEntry; quantity: number; amountFils: Fils };

/** The confirmation's read-only rows: the entries with a quantity above 0, in the order's order. */
export function chosenRows(entries: readonly AmendableEntry[], quantities: CancelQuantities): ChosenRow[] {
  return entries
    .filter((entry) => (quantities[entry.entryNumber] ?? 0) > 0)
    .map((entry) => {
      const quantity = quantities[entry.entryNumber]!;
      return { entry, quantity, amountFils: lineAmountFils(entry, quantity) };
    });
}

export const totalAmountFils = (rows: readonly ChosenRow[]): Fils =>
  rows.reduce((total, row) => total + row.amountFils, 0);

/** The body of POST users/{u}/orders/{code}/cancellation. */
export function cancellationRequest(rows: readonly ChosenRow[]): CancellationRequestEntryInputList {
  return {
    cancellationRequestEntryInputs: rows.map((row) => ({
      orderEntryNumber: row.entry.entryNumber,
      quantity: row.quantity,
    })),
  };
}
