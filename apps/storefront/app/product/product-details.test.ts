import type { Product } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import { daysUntilAvailable, detailPrices, formatPrice, specRows, stockStatusOf } from "./product-details";

const aed = (value: number) => ({ currencyIso: "AED", value, formattedValue: `AED ${value.toFixed(2)}` });

describe("detailPrices", () => {
  it("shows the price after discount with the original struck when the product carries a discount", () => {
    expect(
      detailPrices({
        price: aed(20),
        priceAfterDiscount: aed(17),
        discount: { subtotalDiscountValue: 3, discountRows: [{ absolute: false, currencyIso: "AED", value: 15 }] },
      }),
    ).toEqual({ current: "AED 17.00", original: "AED 20.00" });
  });

  it("shows the plain price when there is no discount value, even with a price after discount", () => {
    expect(detailPrices({ price: aed(20), priceAfterDiscount: aed(17) })).toEqual({ current: "AED 20.00" });
    expect(detailPrices({ price: aed(12.5) })).toEqual({ current: "AED 12.50" });
  });

  it("formats to 2 decimals with the currency when the API gives no formatted value", () => {
    expect(formatPrice({ currencyIso: "AED", value: 42.5 })).toBe("AED 42.50");
    expect(formatPrice({ currencyIso: "AED", value: 3 })).toBe("AED 3.00");
    expect(formatPrice({ currencyIso: "AED", value: 3, formattedValue: "3.00 د.إ.‏" })).toBe("3.00 د.إ.‏");
  });

  it("has nothing to show without a price", () => {
    expect(detailPrices({})).toEqual({ current: undefined });
  });
});

describe("stockStatusOf", () => {
  it("reads the API's status", () => {
    expect(stockStatusOf({ stockLevelStatus: "inStock", stockLevel: 100 })).toBe("inStock");
    expect(stockStatusOf({ stockLevelStatus: "lowStock", stockLevel: 5 })).toBe("lowStock");
    expect(stockStatusOf({ stockLevelStatus: "outOfStock", stockLevel: 0 })).toBe("outOfStock");
  });

  it("is out of stock when the status is missing or nothing is left", () => {
    expect(stockStatusOf(undefined)).toBe("outOfStock");
    expect(stockStatusOf({ stockLevelStatus: "inStock", stockLevel: 0 })).toBe("outOfStock");
  });
});

describe("daysUntilAvailable", () => {
  const now = new Date("2025-06-15T06:00:00Z"); // 10:00 in the UAE

  it("rounds the time to the first future stock date up to whole days", () => {
    expect(daysUntilAvailable([{ date: "2025-06-16T00:00:00+04:00" }], now)).toBe(1);
    expect(daysUntilAvailable([{ date: "2025-07-01T00:00:00+04:00" }], now)).toBe(16);
    expect(daysUntilAvailable([{ date: "2025-06-18T06:00:00Z" }], now)).toBe(3);
  });

  it("uses the earliest date still ahead", () => {
    const futureStocks = [
      { date: "2025-07-01T00:00:00+04:00" },
      { date: "2025-06-20T00:00:00+04:00" },
      { date: "2025-06-01T00:00:00+04:00" },
    ];
    expect(daysUntilAvailable(futureStocks, now)).toBe(5);
  });

  it("is undefined without a future date", () => {
    expect(daysUntilAvailable(undefined, now)).toBeUndefined();
    expect(daysUntilAvailable([], now)).toBeUndefined();
    expect(daysUntilAvailable([{ date: "2025-06-01T00:00:00+04:00" }, { date: "not a date" }], now)).toBeUndefined();
  });
});

describe("specRows", () => {
  const feature = (code: string, value: string, unit?: { symbol: string; unitType: string }) => ({
    code,
    name: code,
    featureValues: [{ value }],
    ...(unit ? { featureUnit: unit } : {}),
  });
  const classifications: Product["classifications"] = [
    {
      code: "ERP_PRODUCT_CLASSIFICATION_CLASS",
      name: "Measurements",
      features: [
        feature("ERP_PRODUCT_CLASSIFICATION_CLASS.length", "30", { symbol: "cm", unitType: "cm" }),
        feature("ERP_PRODUCT_CLASSIFICATION_CLASS.width", "8", { symbol: "cm", unitType: "cm" }),
        feature("ERP_PRODUCT_CLASSIFICATION_CLASS.weight", "120", { symbol: "g", unitType: "g" }),
        feature("ERP_PRODUCT_CLASSIFICATION_CLASS.height", "10", { symbol: "cm", unitType: "300" }),
      ],
    },
    {
      code: "normal_product_classification_class",
      name: "Dimensions",
      features: [
        feature("dukkan/1.0/normal_product_classification_class.dimensions_w_d_h", "8 x 8 x 10", {
          symbol: "cm",
          unitType: "300",
        }),
        feature("dukkan/1.0/normal_product_classification_class.material", "Paper"),
      ],
    },
  ];

  it("shows only dimensions, width, height and length, in that order", () => {
    expect(specRows(classifications).map((row) => row.key)).toEqual(["dimensions", "width", "height", "length"]);
  });

  it("shows unit symbols except for unit type 300", () => {
    expect(specRows(classifications)).toEqual([
      { key: "dimensions", value: "8 x 8 x 10" },
      { key: "width", value: "8 cm" },
      { key: "height", value: "10" },
      { key: "length", value: "30 cm" },
    ]);
  });

  it("needs the classification-system prefix before the dimensions feature code", () => {
    const rows = specRows([
      {
        code: "c",
        name: "c",
        features: [
          feature("/1.0/normal_product_classification_class.dimensions_w_d_h", "1 x 2 x 3"),
          feature("dukkan/2.0/normal_product_classification_class.dimensions_w_d_h", "1 x 2 x 3"),
          feature("width", "4"),
        ],
      },
    ]);
    expect(rows).toEqual([]);
  });

  it("skips features without a value and joins several values", () => {
    expect(
      specRows([
        {
          code: "ERP_PRODUCT_CLASSIFICATION_CLASS",
          name: "m",
          features: [
            { code: "ERP_PRODUCT_CLASSIFICATION_CLASS.width", name: "Width", featureValues: [{ value: " " }] },
            {
              code: "ERP_PRODUCT_CLASSIFICATION_CLASS.height",
              name: "Height",
              featureValues: [{ value: "10" }, { value: "12" }],
            },
          ],
        },
      ]),
    ).toEqual([{ key: "height", value: "10, 12" }]);
    expect(specRows(undefined)).toEqual([]);
  });
});
