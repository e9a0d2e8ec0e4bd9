import { describe, expect, it } from "vitest";
import {
  MAX_ENTRY_QUANTITY,
  NAME_MAX_LENGTH,
  PASSWORD_RULE,
  NEWSLETTER_EMAIL_PATTERN,
  hasControlCharacter,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isValidTrn,
  passwordProblems,
  stripInvisibleFormatting,
} from "./index";

describe("the phone rule", () => {
  it.each([
    ["971501234567", true],
    ["1234567", true],
    ["123456789012345", true],
    ["123456", false],
    ["1234567890123456", false],
    ["+971501234567", false],
    ["050-123", false],
    ["050 1234567", false],
    ["", false],
  ])("%s → %s", (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
});

describe("the password rule", () => {
  it("allows 6 to 128 characters", () => {
    expect(PASSWORD_RULE).toEqual({ minLength: 6, maxLength: 128 });
  });

  it.each([
    ["short1!A", []],
    ["Abc def1", []],
    ["Üben#12", []],
    [`A1!${"a".repeat(125)}`, []],
    ["Abc1!", ["tooShort"]],
    ["abcdef1!", ["noUppercase"]],
    ["Abcdefg!", ["noDigit"]],
    ["Abcdefg1", ["noSpecialCharacter"]],
    [`A1!${"a".repeat(126)}`, ["tooLong"]],
    ["", ["tooShort", "noUppercase", "noDigit", "noSpecialCharacter"]],
  ])("%s → %j", (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
    expect(isValidPassword(password)).toBe(problems.length === 0);
  });
});

describe("the e-mail rules", () => {
  it.each([
    ["fatima.ali@example.ae", true],
    ["o'brien+shop@mail.example.com", true],
    [`${"a".repeat(242)}@example.com`, true],
    [`${"a".repeat(243)}@example.com`, false],
    ["someone@", false],
    ["someone@example", false],
    ["some one@example.ae", false],
    [".dot@example.ae", false],
    ["", false],
  ])("account address %s → %s", (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it.each([
    ["a@b.c", true],
    ["fatima@example.ae", true],
    ["a@b", false],
    ["a b@c.d", false],
  ])("newsletter address %s → %s", (email, valid) => {
    expect(NEWSLETTER_EMAIL_PATTERN.test(email)).toBe(valid);
  });
});

describe("the TRN rule", () => {
  it.each([
    ["100123456700003", true],
    ["10012345670000", false],
    ["1001234567000030", false],
    ["10012345670000A", false],
    ["100 123 456 700 003", false],
  ])("%s → %s", (trn, valid) => {
    expect(isValidTrn(trn)).toBe(valid);
  });
});

describe("limits", () => {
  it("caps names at 100 characters and a cart entry at 9999 units", () => {
    expect(NAME_MAX_LENGTH).toBe(100);
    expect(MAX_ENTRY_QUANTITY).toBe(9999);
  });
});

describe("typed text", () => {
  it("finds control characters, allowing tabs and line breaks only in multi-line text", () => {
    expect(hasControlCharacter("Marina Walk")).toBe(false);
    expect(hasControlCharacter("first line\n\tsecond line\r\n")).toBe(false);
    expect(hasControlCharacter("first line\nsecond", false)).toBe(true);
    for (const text of ["a\u0000b", "a\u0008b", "a\u001Bb", "a\u007Fb", "a\u0085b", "a\u009Fb"]) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true);
    }
    expect(hasControlCharacter("مرحبا 😀 \u00A0café")).toBe(false);
  });

  it("drops direction overrides, isolates and zero-width characters", () => {
    expect(stripInvisibleFormatting("\u202Etxt.exe\u202C")).toBe("txt.exe");
    expect(stripInvisibleFormatting("\u2066Al\u200Bi\u200D\u200Fce\uFEFF\u2069")).toBe("Alice");
    expect(stripInvisibleFormatting("محمد علي")).toBe("محمد علي");
  });
});
