import type { ConfigurationInfo } from "@dukkan/occ/cart";
import { describe, expect, it } from "vitest";
import {
  configuratorFields,
  entryNumberOf,
  fieldName,
  hasConfigurationError,
  hasErrors,
  ownerTypeOf,
  readConfiguratorForm,
} from "./configurator-form";

const info = (label: string, value: string, status: "SUCCESS" | "ERROR"): ConfigurationInfo => ({
  configurationLabel: label,
  configurationValue: value,
  configuratorType: "TEXTFIELD",
  status,
});

const productInfos = [info("Line 1", "", "ERROR"), info("Line 2", "", "SUCCESS"), info("Colour", "Black", "SUCCESS")];

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

describe("configurator form", () => {
  it("shows the product's fields with their defaults; an empty field the API reports ERROR is required", () => {
    expect(configuratorFields(productInfos)).toEqual([
      { label: "Line 1", value: "", required: true },
      { label: "Line 2", value: "", required: false },
      { label: "Colour", value: "Black", required: false },
    ]);
  });

  it("fills an entry's values in when editing it", () => {
    const entry = [
      info("Line 1", "Café Noor", "SUCCESS"),
      info("Line 2", "", "SUCCESS"),
      info("Colour", "Gold", "SUCCESS"),
    ];
    expect(configuratorFields(productInfos, entry).map((field) => field.value)).toEqual(["Café Noor", "", "Gold"]);
    expect(configuratorFields(productInfos, entry)[0]!.required).toBe(true);
  });

  it("refuses an empty required field and a quantity outside 1…max", () => {
    const fields = configuratorFields(productInfos);
    const empty = readConfiguratorForm(form({ [fieldName(0)]: "  ", quantity: "0" }), fields, 10);
    expect(empty.errors).toEqual({
      fields: { 0: "configurator.fieldRequired" },
      quantity: "configurator.quantityInvalid",
    });
    expect(hasErrors(empty.errors)).toBe(true);
    const tooMany = readConfiguratorForm(form({ [fieldName(0)]: "Noor", quantity: "11" }), fields, 10);
    expect(tooMany.errors).toEqual({ fields: {}, quantity: "configurator.quantityTooHigh" });
    expect(readConfiguratorForm(form({ [fieldName(0)]: "Noor", quantity: "abc" }), fields, 10).errors.quantity).toBe(
      "configurator.quantityInvalid",
    );
  });

  it("sends every field by its label, trimmed, with the quantity", () => {
    const fields = configuratorFields(productInfos);
    const submission = readConfiguratorForm(
      form({ [fieldName(0)]: " Noor ", [fieldName(2)]: "Gold", quantity: "3" }),
      fields,
      10,
    );
    expect(hasErrors(submission.errors)).toBe(false);
    expect(submission.quantity).toBe(3);
    expect(submission.infos).toEqual([
      { configurationLabel: "Line 1", configurationValue: "Noor" },
      { configurationLabel: "Line 2", configurationValue: "" },
      { configurationLabel: "Colour", configurationValue: "Gold" },
    ]);
  });

  it("reads the URL's owner and entry number, and tells an entry that blocks checkout", () => {
    expect(ownerTypeOf("product")).toBe("product");
    expect(ownerTypeOf("cartEntry")).toBe("cartEntry");
    expect(ownerTypeOf("order")).toBeUndefined();
    expect(entryNumberOf("3")).toBe(3);
    expect(entryNumberOf("-1")).toBeUndefined();
    expect(entryNumberOf("x")).toBeUndefined();
    expect(hasConfigurationError([info("Line 1", "", "ERROR")])).toBe(true);
    expect(hasConfigurationError([info("Line 1", "Noor", "SUCCESS")])).toBe(false);
    expect(hasConfigurationError(undefined)).toBe(false);
  });
});
