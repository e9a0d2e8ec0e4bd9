import { describe, expect, it } from "vitest";
import { GREETING_MAX_LENGTH, greetingName, HEADER_GREETING_MAX_LENGTH } from "./greeting";

describe("greetingName", () => {
  it("takes the first word of the name and capitalises it", () => {
    expect(greetingName("amal haddad")).toBe("Amal");
    expect(greetingName("  mohammed   al  maktoum ")).toBe("Mohammed");
    expect(greetingName("JOHN")).toBe("JOHN");
  });

  it("leaves Arabic names as they are", () => {
    expect(greetingName("فاطمة الزهراء")).toBe("فاطمة");
  });

  it("soft-hyphenates after 9 characters in the header", () => {
    expect(greetingName("christopher columbus", HEADER_GREETING_MAX_LENGTH)).toBe("Christoph\u00ADer");
    expect(greetingName("Alexander", HEADER_GREETING_MAX_LENGTH)).toBe("Alexander");
    expect(greetingName("abcdefghijklmnopqrst", HEADER_GREETING_MAX_LENGTH)).toBe("Abcdefghi\u00ADjklmnopqr\u00ADst");
  });

  it("soft-hyphenates after 22 characters elsewhere", () => {
    expect(GREETING_MAX_LENGTH).toBe(22);
    expect(greetingName("christopher")).toBe("Christopher");
    expect(greetingName("a".repeat(25))).toBe(`A${"a".repeat(21)}\u00AD${"a".repeat(3)}`);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(greetingName("😀bcdefghij", HEADER_GREETING_MAX_LENGTH)).toBe("😀bcdefghi\u00ADj");
  });

  it("gives an empty name for a blank one", () => {
    expect(greetingName("   ")).toBe("");
  });
});
