import { describe, expect, it } from "vitest";
import { editDistance, normalizeText, plainText, searchTerms, withinOneEdit } from "./search-text.js";

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

  it("counts edits up to a bound, a swapped pair as one", () => {
    expect(editDistance("container", "container", 2)).toBe(0);
    expect(editDistance("container", "contianer", 2)).toBe(1);
    expect(editDistance("container", "cnotaienr", 2)).toBe(2);
    expect(editDistance("container", "contanr", 2)).toBe(2);
    expect(editDistance("cup", "cpu", 1)).toBe(1);
    expect(editDistance("اكواب", "كاوب", 2)).toBe(2);
    // More than the bound is reported as bound + 1, however far.
    expect(editDistance("container", "cnotaeinrr", 2)).toBe(3);
    expect(editDistance("container", "box", 2)).toBe(3);
    expect(editDistance("cup", "lid", 1)).toBe(2);
  });

  it("removes markup from catalogue copy", () => {
    expect(searchTerms(plainText("<p>Leak&nbsp;proof <b>lid</b></p>"))).toEqual(["leak", "proof", "lid"]);
  });
});
