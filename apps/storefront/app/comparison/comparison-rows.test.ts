import { describe, expect, it } from "vitest";
import type { ComparisonProduct } from "@dukkan/occ";
import { cellValue, comparisonRows } from "./comparison-rows";

const cup: ComparisonProduct = {
  code: "1001-01",
  name: "Cup",
  subname: "Pack of 50",
  price: { currencyIso: "AED", value: 12.5, formattedValue: "AED 12.50" },
  averageRating: 4.5,
  stock: { stockLevelStatus: "lowStock", stockLevel: 3 },
  brand: { code: "ecopack", name: "EcoPack" },
  disabled: false,
  classifications: [
    { name: "Material", value: "Paper" },
    { name: "width", value: "8 cm" },
  ],
};
const lid: ComparisonProduct = {
  code: "1001-02",
  name: "Lid",
  price: { currencyIso: "AED", value: 20, formattedValue: "AED 20.00" },
  priceAfterDiscount: { currencyIso: "AED", value: 17, formattedValue: "AED 17.00" },
  classifications: [{ name: "packSize", value: "100 pcs" }],
};

describe("comparison rows", () => {
  it("lists the product fields except classifications, then the lower-cased specification names", () => {
    expect(comparisonRows([cup, lid])).toEqual([
      { kind: "field", name: "code" },
      { kind: "field", name: "price" },
      { kind: "field", name: "averageRating" },
      { kind: "field", name: "stock" },
      { kind: "field", name: "brand" },
      { kind: "field", name: "priceAfterDiscount" },
      { kind: "classification", name: "material" },
      { kind: "classification", name: "width" },
      { kind: "classification", name: "packsize" },
    ]);
  });

  it("shows prices as formattedValue, stock as its status and missing values as empty", () => {
    expect(cellValue(cup, { kind: "field", name: "price" })).toEqual({ kind: "text", text: "AED 12.50" });
    expect(cellValue(lid, { kind: "field", name: "priceAfterDiscount" })).toEqual({ kind: "text", text: "AED 17.00" });
    expect(cellValue(cup, { kind: "field", name: "priceAfterDiscount" })).toEqual({ kind: "empty" });
    expect(cellValue(cup, { kind: "field", name: "stock" })).toEqual({ kind: "stock", status: "lowStock" });
    expect(cellValue(lid, { kind: "field", name: "stock" })).toEqual({ kind: "stock", status: "outOfStock" });
    expect(cellValue(cup, { kind: "field", name: "averageRating" })).toEqual({ kind: "rating", rating: 4.5 });
    expect(cellValue(cup, { kind: "field", name: "brand" })).toEqual({ kind: "text", text: "EcoPack" });
    expect(cellValue(cup, { kind: "classification", name: "material" })).toEqual({ kind: "text", text: "Paper" });
    expect(cellValue(lid, { kind: "classification", name: "material" })).toEqual({ kind: "empty" });
  });
});
