import { describe, expect, it } from "vitest";
import { isValidPassword as isValidNewPassword } from "@dukkan/occ/rules";
import { readResetPasswordForm } from "./reset-password-form";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the password rule", () => {
  it.each([
    ["short1!A", true],
    ["Abc def1", true],
    ["Üben#12", true],
    ["Abc1!", false],
    ["abcdef1!", false],
    ["Abcdefg!", false],
    ["Abcdefg1", false],
    [`A1!${"a".repeat(126)}`, false],
  ])("%s → %s", (password, valid) => {
    expect(isValidNewPassword(password)).toBe(valid);
  });
});

describe("readResetPasswordForm", () => {
  it("accepts a valid password typed twice, with the token stripped of whitespace", () => {
    expect(
      readResetPasswordForm(form({ token: " ab cd ", password: "Dukkan#2026", passwordConfirm: "Dukkan#2026" })),
    ).toEqual({
      ok: true,
      token: "abcd",
      password: "Dukkan#2026",
    });
  });

  it("requires both fields", () => {
    expect(readResetPasswordForm(form({ token: "t" }))).toEqual({
      ok: false,
      token: "t",
      fieldErrors: { password: "formErrors.required", passwordConfirm: "formErrors.required" },
    });
  });

  it("names a weak password and a confirmation that does not match", () => {
    expect(readResetPasswordForm(form({ token: "t", password: "weak", passwordConfirm: "weak" }))).toEqual({
      ok: false,
      token: "t",
      fieldErrors: { password: "formErrors.cxInvalidPassword" },
    });
    expect(
      readResetPasswordForm(form({ token: "t", password: "Dukkan#2026", passwordConfirm: "Dukkan#2027" })),
    ).toEqual({
      ok: false,
      token: "t",
      fieldErrors: { passwordConfirm: "formErrors.cxPasswordsMustMatch" },
    });
  });
});
