import { describe, expect, it } from "vitest";
import { readGuestAccountForm } from "./guest-account-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("guest create-account form (checkout spec §5.8)", () => {
  it("accepts a password that passes the rule and its matching confirmation", () => {
    expect(readGuestAccountForm(form({ password: "Dukkan#2026", passwordconf: "Dukkan#2026" }))).toEqual({
      ok: true,
      password: "Dukkan#2026",
    });
  });

  it("requires both fields", () => {
    expect(readGuestAccountForm(form({}))).toEqual({
      ok: false,
      fieldErrors: { password: "formErrors.required", passwordconf: "formErrors.required" },
    });
  });

  it.each(["short", "alllowercase1!", "NoDigits!!", "NoSpecial123"])("refuses %s by the password rule", (password) => {
    expect(readGuestAccountForm(form({ password, passwordconf: password }))).toEqual({
      ok: false,
      fieldErrors: { password: "formErrors.cxInvalidPassword" },
    });
  });

  it("asks the two to match", () => {
    expect(readGuestAccountForm(form({ password: "Dukkan#2026", passwordconf: "Dukkan#2027" }))).toEqual({
      ok: false,
      fieldErrors: { passwordconf: "formErrors.cxPasswordsMustMatch" },
    });
  });
});
