import { describe, expect, it } from "vitest";
import { readLoginForm } from "./login-form";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("readLoginForm", () => {
  it("accepts an e-mail address and a password, trimming the address", () => {
    expect(readLoginForm(form({ email: " amal@example.ae ", password: " pass word " }))).toEqual({
      ok: true,
      email: "amal@example.ae",
      password: " pass word ",
    });
  });

  it("requires both fields", () => {
    expect(readLoginForm(form({}))).toEqual({
      ok: false,
      email: "",
      fieldErrors: { email: "formErrors.required", password: "formErrors.required" },
    });
  });

  it("rejects an address that is not an e-mail, keeping what was typed", () => {
    expect(readLoginForm(form({ email: "amal@", password: "x" }))).toEqual({
      ok: false,
      email: "amal@",
      fieldErrors: { email: "formErrors.cxInvalidEmail" },
    });
  });
});
