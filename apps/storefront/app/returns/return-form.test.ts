import { describe, expect, it } from "vitest";
import { chosenReturnRows, readReturnForm, returnableEntries, returnRequestBody, returnSearch } from "./return-form";

const entry = (entryNumber: number, returnableQuantity: number) => ({
  entryNumber,
  quantity: 4,
  returnableQuantity,
  product: { code: `P${entryNumber}` },
});
const order = { entries: [entry(0, 3), entry(1, 0), entry(-1, 2), entry(2, 1)] };
const REASONS = ["DAMAGED", "WRONG_ITEM"];

describe("the return screen's choice", () => {
  it("offers the entries with units left to return, never entry -1", () => {
    expect(returnableEntries(order).map((e) => e.entryNumber)).toEqual([0, 2]);
  });

  it("reads quantities up to each entry's returnable units and a listed reason", () => {
    const entries = returnableEntries(order);
    const reading = readReturnForm(new URLSearchParams("qty-0=2&qty-2=&reason=DAMAGED"), entries, REASONS);
    expect(reading).toEqual({ quantities: { 0: 2, 2: 0 }, reason: "DAMAGED", errors: {}, formErrors: [] });
    expect(returnSearch(reading)).toBe("?qty-0=2&reason=DAMAGED");
    expect(returnRequestBody("00000042", chosenReturnRows(entries, reading.quantities))).toEqual({
      orderCode: "00000042",
      returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 2 }],
    });
  });

  it("refuses too many units, words, nothing chosen and an unknown reason", () => {
    const entries = returnableEntries(order);
    expect(readReturnForm(new URLSearchParams("qty-0=4&qty-2=x&reason=DAMAGED"), entries, REASONS).errors).toEqual({
      0: "returns.quantityTooHigh",
      2: "returns.quantityInvalid",
    });
    expect(readReturnForm(new URLSearchParams("qty-0=0&reason=OTHER"), entries, REASONS).formErrors).toEqual([
      "returns.nothingChosen",
      "returns.reasonRequired",
    ]);
  });
});
