import { describe, expect, it } from "vitest";
import { OccHttpError } from "../occ/errors.js";
import { formatSearchQuery, parseSearchQuery, toggledQuery } from "./search-query.js";

function rejection(value: string): unknown {
  try {
    parseSearchQuery(value);
  } catch (error) {
    return error instanceof OccHttpError ? error.errors[0] : error;
  }
  throw new Error(`'${value}' was accepted`);
}

describe("the search query grammar", () => {
  it("reads text, sort and facet pairs", () => {
    expect(parseSearchQuery("cups:price-asc:brand:sahra-pack:material:paper")).toEqual({
      text: "cups",
      sort: "price-asc",
      filters: [
        { facet: "brand", value: "sahra-pack" },
        { facet: "material", value: "paper" },
      ],
    });
    expect(parseSearchQuery(":relevance:allCategories:food-containers")).toEqual({
      text: "",
      sort: "relevance",
      filters: [{ facet: "allCategories", value: "food-containers" }],
    });
  });

  it("defaults to relevance and no filters", () => {
    expect(parseSearchQuery("")).toEqual({ text: "", sort: "relevance", filters: [] });
    expect(parseSearchQuery("paper cups")).toEqual({ text: "paper cups", sort: "relevance", filters: [] });
    expect(parseSearchQuery("cups:")).toEqual({ text: "cups", sort: "relevance", filters: [] });
  });

  it("ignores empty pairs, values without a value and repeated pairs", () => {
    expect(parseSearchQuery(":::")).toEqual({ text: "", sort: "relevance", filters: [] });
    expect(parseSearchQuery(":relevance:brand:")).toEqual({ text: "", sort: "relevance", filters: [] });
    expect(parseSearchQuery(":relevance:brand:a:brand:a:brand:b").filters).toEqual([
      { facet: "brand", value: "a" },
      { facet: "brand", value: "b" },
    ]);
  });

  it("rejects unknown sorts, values without a facet and overlong queries", () => {
    expect(rejection("cups:cheapest")).toMatchObject({ type: "ValidationError", subject: "query" });
    expect(rejection(":relevance::paper")).toMatchObject({ type: "ValidationError", subject: "query" });
    expect(rejection("x".repeat(1001))).toMatchObject({ type: "ValidationError", subject: "query" });
    const manyBrands = Array.from({ length: 51 }, (_, index) => `brand:b${index}`).join(":");
    expect(rejection(`:relevance:${manyBrands}`)).toMatchObject({ type: "ValidationError", subject: "query" });
  });

  it("formats back and toggles values", () => {
    const query = parseSearchQuery("cups:relevance:brand:a");
    expect(formatSearchQuery(query)).toBe("cups:relevance:brand:a");
    expect(formatSearchQuery(toggledQuery(query, { facet: "brand", value: "b" }, false))).toBe(
      "cups:relevance:brand:a:brand:b",
    );
    expect(formatSearchQuery(toggledQuery(query, { facet: "brand", value: "a" }, false))).toBe("cups:relevance");
    expect(formatSearchQuery(toggledQuery(query, { facet: "brand", value: "b" }, true))).toBe("cups:relevance:brand:b");
  });
});
