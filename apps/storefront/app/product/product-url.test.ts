import { describe, expect, it } from "vitest";
import { canonicalProductPath, parseProductSegment, productPath, productSlug } from "./product-url";

describe("productSlug", () => {
  it("turns a name into lower-case ASCII words joined by dashes", () => {
    expect(productSlug("Paper Cup 8oz (50 pcs)")).toBe("paper-cup-8oz-50-pcs");
    expect(productSlug("  Crème brûlée — ramekin  ")).toBe("creme-brulee-ramekin");
    expect(productSlug("Kraft Box (Large)")).toBe("kraft-box-large");
  });

  it("is empty for names without Latin letters or digits", () => {
    expect(productSlug("كوب ورقي")).toBe("");
    expect(productSlug(undefined)).toBe("");
  });
});

describe("productPath and canonicalProductPath", () => {
  it("builds /product/{code}-{slug of the name}", () => {
    expect(productPath({ code: "1001-01", name: "Paper Cup 8oz" })).toBe("/product/1001-01-paper-cup-8oz");
  });

  it("uses the product's own url when it carries one", () => {
    expect(productPath({ code: "1001-01", name: "Paper Cup", url: "/product/1001-01-special-cup" })).toBe(
      "/product/1001-01-special-cup",
    );
    expect(productPath({ code: "1001-01", url: "product/1001-01-cup" })).toBe("/product/1001-01-cup");
  });

  it("slugs the English name for the canonical path, whatever the page language", () => {
    const arabic = { code: "1001-01", name: "كوب ورقي 8 أونصة", name_en: "Paper Cup 8oz", url: "/product/1001-01-x" };
    expect(canonicalProductPath(arabic)).toBe("/product/1001-01-paper-cup-8oz");
    expect(productPath({ ...arabic, url: undefined })).toBe("/product/1001-01-paper-cup-8oz");
  });

  it("falls back to the bare code when the name gives no slug", () => {
    expect(canonicalProductPath({ code: "1001-01", name: "كوب" })).toBe("/product/1001-01");
  });

  it("builds paths that parse back to the same code", () => {
    for (const product of [
      { code: "1001-01", name_en: "Paper Cup 8oz" },
      { code: "kit~party~1-1", name_en: "Party Kit" },
      { code: "kit_party~red~2-10", name_en: "Party Kit - Red" },
    ]) {
      const segment = canonicalProductPath(product).split("/")[2]!;
      expect(parseProductSegment(segment)?.code).toBe(product.code);
    }
  });
});

describe("parseProductSegment", () => {
  it("reads a regular product: the first two dash parts are the code, the rest the name", () => {
    expect(parseProductSegment("1001-01-paper-cup-8oz")).toEqual({ code: "1001-01", name: "paper-cup-8oz" });
  });

  it("accepts a code without a name", () => {
    expect(parseProductSegment("1001-01")).toEqual({ code: "1001-01", name: "" });
  });

  it("keeps extra dashes in the name", () => {
    expect(parseProductSegment("1001-01-paper--cup-8-oz-")).toEqual({ code: "1001-01", name: "paper--cup-8-oz-" });
  });

  it("rejects a regular segment whose first two parts are not integers", () => {
    expect(parseProductSegment("paper-cup-8oz")).toBeNull();
    expect(parseProductSegment("1001-cup-8oz")).toBeNull();
    expect(parseProductSegment("10a1-01-cup")).toBeNull();
    expect(parseProductSegment("1.5-01-cup")).toBeNull();
    expect(parseProductSegment("-1-01-cup")).toBeNull();
    expect(parseProductSegment("1001")).toBeNull();
    expect(parseProductSegment("")).toBeNull();
  });

  it("reads a kit bundle: piece1~piece2~n0-n1, then the name", () => {
    expect(parseProductSegment("kit~party~1-1-party-kit")).toEqual({ code: "kit~party~1-1", name: "party-kit" });
    expect(parseProductSegment("kit~box~12-340-lunch-box-set")).toEqual({
      code: "kit~box~12-340",
      name: "lunch-box-set",
    });
  });

  it("keeps tildes and extra dashes in a kit's name", () => {
    expect(parseProductSegment("kit~party~1-1-party--kit~large")).toEqual({
      code: "kit~party~1-1",
      name: "party--kit~large",
    });
  });

  it("rejects a kit with fewer than three '~' pieces", () => {
    expect(parseProductSegment("kit~party")).toBeNull();
    expect(parseProductSegment("kit-1-1-party-kit")).toBeNull();
  });

  it("rejects a kit whose third piece has two dash parts or fewer", () => {
    expect(parseProductSegment("kit~party~1-1")).toBeNull();
    expect(parseProductSegment("kit~party~1")).toBeNull();
  });

  it("rejects a kit whose n0 or n1 is not an integer", () => {
    expect(parseProductSegment("kit~party~a-1-party-kit")).toBeNull();
    expect(parseProductSegment("kit~party~1-b-party-kit")).toBeNull();
    expect(parseProductSegment("kit~party~1.5-1-party-kit")).toBeNull();
  });

  it("reads kit variant codes (starting with 'kit_') with the kit rule", () => {
    expect(parseProductSegment("kit_party~red~2-10-party-kit-red")).toEqual({
      code: "kit_party~red~2-10",
      name: "party-kit-red",
    });
    // Every segment starting with 'kit' follows the kit rule, so a 'kit_' code without '~' pieces is no product path.
    expect(parseProductSegment("kit_1001-01-party-kit")).toBeNull();
  });
});
