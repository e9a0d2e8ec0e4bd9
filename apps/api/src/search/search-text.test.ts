import { describe, expect, it } from "vitest";
import { normalizeText, plainText, searchTerms, withinOneEdit } from "./search-text.js";

describe("search text normalisation", () => {
  it("folds Arabic spelling variants to one form", () => {
    const plain = searchTerms("اكواب ورقيه");
    expect(searchTerms("أكواب ورقية")).toEqual(plain);
    expect(searchTerms("أَكْوَابٌ وَرَقِيَّة")).toEqual(plain);
    expect(searchTerms("أكـــواب ورقيـة")).toEqual(plain);
    expect(searchTerms("إكواب")).toEqual(searchTerms("آكواب"));
    expect(normalizeText("مستشفى")).toBe("مستشفي");
  });

  it("drops the Arabic definite article and reads Arabic-Indic digits", () => {
    expect(searchTerms("الأكواب")).toEqual(searchTerms("أكواب"));
    expect(searchTerms("٥٠٠ مل")).toEqual(["500", "مل"]);
  });

  it("folds case, accents and English plurals", () => {
    expect(searchTerms("Paper CUPS, Boxes & Trays; Glasses — Café")).toEqual([
      "paper",
      "cup",
      "box",
      "tray",
      "glass",
      "cafe",
    ]);
  });

  it("allows one edit", () => {
    expect(withinOneEdit("container", "contaner")).toBe(true);
    expect(withinOneEdit("container", "contianer")).toBe(true);
    expect(withinOneEdit("container", "containre")).toBe(true);
    expect(withinOneEdit("container", "cnotainre")).toBe(false);
    expect(withinOneEdit("container", "ocntainer")).toBe(true);
    expect(withinOneEdit("container", "cotnaienr")).toBe(false);
    expect(withinOneEdit("اكواب", "اكاوب")).toBe(true);
    expect(withinOneEdit("اكواب", "كابوا")).toBe(false);
    expect(withinOneEdit("napkin", "napkim")).toBe(true);
    expect(withinOneEdit("napkin", "napkins")).toBe(true);
    expect(withinOneEdit("napkin", "nap")).toBe(false);
  });

  it("removes markup from catalogue copy", () => {
    expect(searchTerms(plainText("<p>Leak&nbsp;proof <b>lid</b></p>"))).toEqual(["leak", "proof", "lid"]);
  });
});
