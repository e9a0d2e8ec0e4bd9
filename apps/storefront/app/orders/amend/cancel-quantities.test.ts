import { describe, expect, it } from "vitest";
import {
  cancellableEntries,
  cancellationRequest,
  chosenRows,
  kitGroups,
  maxQuantities,
  quantitiesSearch,
  readQuantities,
  totalAmountFils,
  type AmendableEntry,
} from "./cancel-quantities";

const price = (value: number) => ({ currencyIso: "AED", value, formattedValue: `AED ${value.toFixed(2)}` });

const cups: AmendableEntry = { entryNumber: 0, quantity: 5, cancellableQuantity: 5, basePrice: price(12.35) };
const lids: AmendableEntry = { entryNumber: 1, quantity: 3, cancellableQuantity: 2, basePrice: price(4.1) };
const shipped: AmendableEntry = { entryNumber: 2, quantity: 1, cancellableQuantity: 0, basePrice: price(9) };
const bonus: AmendableEntry = { entryNumber: -1, quantity: 1, cancellableQuantity: 1 };
const entries = [cups, lids];

describe("cancellable entries", () => {
  it("keeps entries with units left to cancel and never entry number -1", () => {
    expect(cancellableEntries({ entries: [cups, shipped, bonus, lids] }).map((e) => e.entryNumber)).toEqual([0, 1]);
    expect(cancellableEntries({})).toEqual([]);
  });
});

describe("reading the chosen quantities", () => {
  it("reads a query string; a missing or empty field is 0", () => {
    const reading = readQuantities(new URLSearchParams("qty-0=2&qty-1="), entries);
    expect(reading).toEqual({ quantities: { 0: 2, 1: 0 }, errors: {} });
  });

  it("reads a posted form the same way, and ignores fields of other entries", () => {
    const form = new FormData();
    form.set("qty-1", " 2 ");
    form.set("qty-2", "1");
    form.set("qty-7", "4");
    expect(readQuantities(form, entries)).toEqual({ quantities: { 0: 0, 1: 2 }, errors: {} });
  });

  it("refuses more than the entry's cancellable quantity", () => {
    const reading = readQuantities(new URLSearchParams("qty-0=6&qty-1=2"), entries);
    expect(reading.errors).toEqual({ 0: "orderAmend.quantityTooHigh" });
  });

  it("refuses negative, fractional and non-numeric quantities", () => {
    for (const value of ["-1", "1.5", "2e1", "two", "0x2"]) {
      expect(readQuantities(new URLSearchParams({ "qty-0": value }), entries).errors).toEqual({
        0: "orderAmend.quantityInvalid",
      });
    }
  });

  it("says nothing was chosen when every quantity is 0", () => {
    expect(readQuantities(new URLSearchParams("qty-0=0"), entries).formError).toBe("cxNoSelectedItemToCancel");
    expect(readQuantities(new URLSearchParams(""), entries).formError).toBe("cxNoSelectedItemToCancel");
  });
});

describe("quantities in the URL", () => {
  it("carries only the quantities above 0", () => {
    expect(quantitiesSearch({ 0: 2, 1: 0, 3: 1 })).toBe("?qty-0=2&qty-3=1");
    expect(quantitiesSearch({ 0: 0 })).toBe("");
  });

  it("reads back what it wrote", () => {
    const reading = readQuantities(new URLSearchParams(quantitiesSearch({ 0: 3, 1: 1 })), entries);
    expect(reading.quantities).toEqual({ 0: 3, 1: 1 });
  });

  it("sets every entry to its maximum", () => {
    expect(maxQuantities(entries)).toEqual({ 0: 5, 1: 2 });
  });
});

describe("the confirmation's rows and amounts", () => {
  it("lists the chosen entries with base price × quantity in fils", () => {
    const rows = chosenRows(entries, { 0: 3, 1: 0 });
    expect(rows.map((row) => [row.entry.entryNumber, row.quantity, row.amountFils])).toEqual([[0, 3, 3705]]);
  });

  it("adds the rows up to the fil", () => {
    // 12.35 × 2 = 24.70 and 4.10 × 2 = 8.20: 32.90, where adding floats gives 32.900000000000006.
    expect(totalAmountFils(chosenRows(entries, { 0: 2, 1: 2 }))).toBe(3290);
  });

  it("builds the cancellation request of the API", () => {
    expect(cancellationRequest(chosenRows(entries, { 0: 1, 1: 2 }))).toEqual({
      cancellationRequestEntryInputs: [
        { orderEntryNumber: 0, quantity: 1 },
        { orderEntryNumber: 1, quantity: 2 },
      ],
    });
  });
});

describe("kit bundles (spec §4.8)", () => {
  // A bundle placed as three entries (kit 3, its parts 4 and 5) and a kit whose parts share its entry number.
  const kitEntry = (entryNumber: number, cancellableQuantity = 2): AmendableEntry => ({
    entryNumber,
    quantity: 2,
    cancellableQuantity,
  });
  const order = {
    entryGroups: [
      { entryGroupNumber: 1, type: "STANDALONE" as const, entries: [cups] },
      {
        entryGroupNumber: 4,
        type: "CONFIGURABLE_BUNDLE" as const,
        kittingEntry: kitEntry(3),
        entries: [kitEntry(4), kitEntry(5)],
      },
      { entryGroupNumber: 7, type: "CONFIGURABLE_BUNDLE" as const, kittingEntry: kitEntry(6), entries: [kitEntry(6)] },
    ],
  };
  const bundled = [cups, kitEntry(3), kitEntry(4), kitEntry(5, 1)];

  it("groups a bundle's entry numbers; a kit whose parts share its number is no group of its own", () => {
    expect(kitGroups(order)).toEqual([[3, 4, 5]]);
  });

  it("copies the quantity chosen for one entry of a kit to its entries left at 0, not to other lines", () => {
    const reading = readQuantities(new URLSearchParams("qty-4=1"), bundled, kitGroups(order));
    expect(reading).toEqual({ quantities: { 0: 0, 3: 1, 4: 1, 5: 1 }, errors: {} });
  });

  it("leaves a kit entry the shopper set above 0 as it is", () => {
    const reading = readQuantities(new URLSearchParams("qty-3=2&qty-5=1"), bundled, kitGroups(order));
    expect(reading.quantities).toEqual({ 0: 0, 3: 2, 4: 2, 5: 1 });
  });

  it("refuses a copied quantity above what the part can still cancel", () => {
    const reading = readQuantities(new URLSearchParams("qty-3=2"), bundled, kitGroups(order));
    expect(reading.quantities).toEqual({ 0: 0, 3: 2, 4: 2, 5: 2 });
    expect(reading.errors).toEqual({ 5: "orderAmend.quantityTooHigh" });
  });
});
