import { describe, expect, it } from "vitest";
import {
  FieldsSyntaxError,
  parseFields,
  pruneToSelection,
  type FieldSelection,
  type ObjectShape,
  type Shape,
} from "./fields.js";

/** A readable form of a selection for assertions. */
function show(selection: FieldSelection): unknown {
  return {
    ...(selection.level ? { level: selection.level } : {}),
    ...Object.fromEntries([...selection.fields].map(([name, sub]) => [name, sub ? show(sub) : true])),
  };
}

describe("parseFields", () => {
  it("reads levels, names and nested lists", () => {
    expect(show(parseFields("DEFAULT"))).toEqual({ level: "DEFAULT" });
    expect(show(parseFields("code,name,price(formattedValue),images(galleryIndex),stock(DEFAULT)"))).toEqual({
      code: true,
      name: true,
      price: { formattedValue: true },
      images: { galleryIndex: true },
      stock: { level: "DEFAULT" },
    });
    expect(show(parseFields("BASIC,baseOptions(selected(priceData(value)),options(FULL))"))).toEqual({
      level: "BASIC",
      baseOptions: { selected: { priceData: { value: true } }, options: { level: "FULL" } },
    });
  });

  it("tolerates spaces, keeps the widest level and merges repeated names", () => {
    expect(show(parseFields(" code , BASIC,FULL , DEFAULT"))).toEqual({ level: "FULL", code: true });
    expect(show(parseFields("price(value),price(currencyIso)"))).toEqual({ price: { value: true, currencyIso: true } });
    expect(show(parseFields("price,price(value)"))).toEqual({ price: { value: true } });
  });

  it.each([
    ["", "empty attribute name"],
    ["code,", "empty attribute name"],
    [",code", "empty attribute name"],
    ["code,,name", "empty attribute name"],
    ["price(", "empty attribute name"],
    ["price(value", 'misses a ")"'],
    ["price)", 'unexpected ")"'],
    ["price()", "empty attribute name"],
    ["DEFAULT(code)", "cannot give a sub-list to the level"],
    ["' OR 1=1 --", "invalid attribute name"],
    ["na-me", "invalid attribute name"],
    ["1code", "invalid attribute name"],
    ["a(b(c(d(e(f(g(h(i(j)))))))))", "nests deeper"],
  ])("rejects %j (%s)", (text, message) => {
    expect(() => parseFields(text)).toThrow(FieldsSyntaxError);
    expect(() => parseFields(text)).toThrow(message);
  });

  it("rejects very long values without scanning them", () => {
    expect(() => parseFields("a,".repeat(1500) + "a")).toThrow("longer than 2000");
  });
});

describe("pruneToSelection", () => {
  const price: ObjectShape = { kind: "object", BASIC: ["value"], DEFAULT: ["value", "formattedValue"] };
  const image: ObjectShape = {
    kind: "object",
    always: ["url"],
    BASIC: ["url", "format"],
    DEFAULT: ["url", "format", "altText"],
  };
  const shape: ObjectShape = {
    kind: "object",
    always: ["code"],
    BASIC: ["code", "name", "price"],
    DEFAULT: ["code", "name", "price", "tags", "images", "variants"],
    children: {
      price,
      images: { kind: "map", of: image } satisfies Shape,
      variants: { kind: "object", always: ["code"], BASIC: ["code"], DEFAULT: ["code", "price"], children: { price } },
    },
  };
  const product = {
    code: "1",
    name: "Cup",
    secret: "only FULL",
    tags: ["a", "b"],
    price: { value: 1, formattedValue: "AED 1.00", priceType: "BUY" },
    images: {
      thumbnail: { url: "/t", format: "thumbnail", altText: "Cup" },
      zoom: { url: "/z", format: "zoom", altText: "Cup" },
    },
    variants: [
      { code: "1-a", price: { value: 2, formattedValue: "AED 2.00", priceType: "BUY" } },
      { code: "1-b", price: { value: 3, formattedValue: "AED 3.00", priceType: "BUY" } },
    ],
    empty: undefined,
  };

  it("applies a level to the object and passes it down to nested objects", () => {
    expect(pruneToSelection(product, parseFields("BASIC"), shape)).toEqual({
      code: "1",
      name: "Cup",
      price: { value: 1 },
    });
    expect(pruneToSelection(product, parseFields("DEFAULT"), shape)).toEqual({
      code: "1",
      name: "Cup",
      tags: ["a", "b"],
      price: { value: 1, formattedValue: "AED 1.00" },
      images: {
        thumbnail: { url: "/t", format: "thumbnail", altText: "Cup" },
        zoom: { url: "/z", format: "zoom", altText: "Cup" },
      },
      variants: [
        { code: "1-a", price: { value: 2, formattedValue: "AED 2.00" } },
        { code: "1-b", price: { value: 3, formattedValue: "AED 3.00" } },
      ],
    });
  });

  it("FULL keeps everything that is defined", () => {
    const { empty: _, ...defined } = product;
    expect(pruneToSelection(product, parseFields("FULL"), shape)).toEqual(defined);
  });

  it("gives a named object without a sub-list its BASIC level", () => {
    expect(pruneToSelection(product, parseFields("price"), shape)).toEqual({ code: "1", price: { value: 1 } });
  });

  it("combines a level with extra fields, element-wise in arrays and maps", () => {
    expect(pruneToSelection(product, parseFields("BASIC,variants(price(priceType))"), shape)).toEqual({
      code: "1",
      name: "Cup",
      price: { value: 1 },
      variants: [
        { code: "1-a", price: { priceType: "BUY" } },
        { code: "1-b", price: { priceType: "BUY" } },
      ],
    });
    expect(pruneToSelection(product, parseFields("images(altText)"), shape)).toEqual({
      code: "1",
      images: { thumbnail: { url: "/t", altText: "Cup" }, zoom: { url: "/z", altText: "Cup" } },
    });
  });

  it("ignores unknown names and keeps identity attributes", () => {
    expect(pruneToSelection(product, parseFields("nope,other(x)"), shape)).toEqual({ code: "1" });
  });

  it("leaves the source untouched", () => {
    const before = JSON.stringify(product);
    pruneToSelection(product, parseFields("name"), shape);
    expect(JSON.stringify(product)).toBe(before);
  });
});
