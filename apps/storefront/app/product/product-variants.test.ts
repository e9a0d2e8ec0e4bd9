import type { Product } from "@dukkan/occ";
import { describe, expect, it } from "vitest";
import { compareByTextThenNumber, compareSizes, sizeMagnitude, variantGroups } from "./product-variants";

type Option = NonNullable<Product["baseOptions"]>[number]["options"][number];

const option = (code: string, qualifier: string, value: string, extra: Partial<Option> = {}): Option => ({
  code,
  url: `/product/${code}-item`,
  variantOptionQualifiers: [{ qualifier, value }],
  ...extra,
});

const sorted = (labels: string[], compare: (a: string, b: string, locale: string) => number, locale = "en") =>
  [...labels].sort((a, b) => compare(a, b, locale));

describe("variant ordering", () => {
  it("sorts sizes by their number, then by text", () => {
    expect(sorted(["16 oz", "8 oz", "12 oz"], compareSizes)).toEqual(["8 oz", "12 oz", "16 oz"]);
    expect(sorted(["Size 10", "Size 2", "Large", "Extra"], compareSizes)).toEqual([
      "Size 2",
      "Size 10",
      "Extra",
      "Large",
    ]);
  });

  it("compares sizes written in different units of the same measure", () => {
    expect(sorted(["1.5 L", "500 ml", "750 ml", "1 L"], compareSizes)).toEqual(["500 ml", "750 ml", "1 L", "1.5 L"]);
    expect(sorted(["1 لتر", "500 مل", "750 مل"], compareSizes, "ar")).toEqual(["500 مل", "750 مل", "1 لتر"]);
    expect(sizeMagnitude("26 × 32 cm")).toBe(26);
  });

  it("puts letter sizes in their natural order", () => {
    expect(sorted(["Size L", "Size S", "Size XL", "Size M"], compareSizes)).toEqual([
      "Size S",
      "Size M",
      "Size L",
      "Size XL",
    ]);
  });

  it("sorts other qualifiers by text, then number", () => {
    expect(sorted(["White", "Black", "Kraft"], compareByTextThenNumber)).toEqual(["Black", "Kraft", "White"]);
    expect(sorted(["Pack of 100", "Pack of 25", "Box of 10"], compareByTextThenNumber)).toEqual([
      "Box of 10",
      "Pack of 25",
      "Pack of 100",
    ]);
  });
});

describe("variantGroups", () => {
  it("lists the size choices as links, sorted, with the current one marked", () => {
    const groups = variantGroups(
      {
        code: "2001-02",
        baseOptions: [
          {
            variantType: "GenericVariantProduct",
            selected: option("2001-02", "SIZE", "750 ml"),
            options: [
              option("2001-03", "SIZE", "1 L"),
              option("2001-01", "SIZE", "500 ml"),
              option("2001-02", "SIZE", "750 ml", { stock: { stockLevelStatus: "outOfStock" } }),
            ],
          },
        ],
      },
      "en",
    );
    expect(groups).toEqual([
      {
        qualifier: "SIZE",
        kind: "size",
        name: undefined,
        currentLabel: "750 ml",
        choices: [
          {
            code: "2001-01",
            label: "500 ml",
            path: "/product/2001-01-item",
            swatchUrl: undefined,
            current: false,
            outOfStock: false,
          },
          {
            code: "2001-02",
            label: "750 ml",
            path: "/product/2001-02-item",
            swatchUrl: undefined,
            current: true,
            outOfStock: true,
          },
          {
            code: "2001-03",
            label: "1 L",
            path: "/product/2001-03-item",
            swatchUrl: undefined,
            current: false,
            outOfStock: false,
          },
        ],
      },
    ]);
  });

  it("gives colours their swatch image when the qualifier has one, else the value", () => {
    const [group] = variantGroups(
      {
        code: "3001-01",
        baseOptions: [
          {
            variantType: "GenericVariantProduct",
            options: [
              {
                code: "3001-02",
                url: "/product/3001-02-cup-black",
                variantOptionQualifiers: [
                  { qualifier: "COLOUR", value: "Black", image: { url: "/medias/black?format=thumbnail" } },
                ],
              },
              option("3001-01", "COLOUR", "White"),
            ],
          },
        ],
      },
      "en",
    );
    expect(group?.kind).toBe("colour");
    expect(group?.choices.map((choice) => [choice.label, choice.swatchUrl, choice.current])).toEqual([
      ["Black", "/medias/black?format=thumbnail", false],
      ["White", undefined, true],
    ]);
  });

  it("sorts kit sizes by text, then number", () => {
    const [group] = variantGroups(
      {
        code: "kit_10~eid~50018-01",
        baseOptions: [
          {
            variantType: "GenericVariantProduct",
            options: [
              option("kit_50~eid~50018-03", "kit", "50 guests"),
              option("kit_10~eid~50018-01", "kit", "10 guests"),
              option("kit_25~eid~50018-02", "kit", "25 guests"),
            ],
          },
        ],
      },
      "en",
    );
    expect(group?.kind).toBe("kit");
    expect(group?.choices.map((choice) => choice.label)).toEqual(["10 guests", "25 guests", "50 guests"]);
  });

  it("leaves disabled variants out, links options without a url through /p/{code}, and hides a lone choice", () => {
    const product = {
      code: "2001-01",
      baseOptions: [
        {
          variantType: "GenericVariantProduct",
          options: [
            option("2001-01", "SIZE", "500 ml"),
            option("2001-02", "SIZE", "750 ml", { url: undefined }),
            option("2001-03", "SIZE", "1 L", { disabled: true }),
          ],
        },
      ],
    };
    expect(variantGroups(product, "en")[0]?.choices.map((choice) => choice.path)).toEqual([
      "/product/2001-01-item",
      "/p/2001-02",
    ]);
    expect(
      variantGroups(
        {
          ...product,
          baseOptions: [{ ...product.baseOptions[0]!, options: product.baseOptions[0]!.options.slice(0, 1) }],
        },
        "en",
      ),
    ).toEqual([]);
    expect(variantGroups({ code: "1001-01" }, "en")).toEqual([]);
  });
});
