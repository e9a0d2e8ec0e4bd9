import { describe, expect, it } from "vitest";
import { languageOfPath, otherLanguages, pathInLanguage, resolveLanguage } from "./languages";

describe("language resolution", () => {
  it("reads the language from the first path segment", () => {
    expect(languageOfPath("/ar/aboutus")).toBe("ar");
    expect(languageOfPath("/en/")).toBe("en");
    expect(languageOfPath("/en")).toBe("en");
    expect(languageOfPath("/fr/aboutus")).toBeUndefined();
    expect(languageOfPath("/aboutus/en")).toBeUndefined();
    expect(languageOfPath("/")).toBeUndefined();
  });

  it("falls back to English outside the language tree", () => {
    expect(resolveLanguage("ar")).toBe("ar");
    expect(resolveLanguage("de")).toBe("en");
    expect(resolveLanguage(undefined)).toBe("en");
  });

  it("builds the same page in the other language", () => {
    expect(pathInLanguage("/en/aboutus", "", "ar")).toBe("/ar/aboutus");
    expect(pathInLanguage("/ar/product/12-34-paper-cup", "?x=1", "en")).toBe("/en/product/12-34-paper-cup?x=1");
    expect(pathInLanguage("/en/", "", "ar")).toBe("/ar/");
    expect(pathInLanguage("/en", "", "ar")).toBe("/ar/");
    expect(pathInLanguage("/", "", "ar")).toBe("/ar/");
  });

  it("offers every language but the current one", () => {
    expect(otherLanguages("en")).toEqual(["ar"]);
    expect(otherLanguages("ar")).toEqual(["en"]);
  });
});
