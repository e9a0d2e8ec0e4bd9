import { describe, expect, it } from "vitest";
import { failureFromQuery, failureQuery, readLoginForm, type LoginFailure } from "./login-form";

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

describe("the failure shown again after the 2 s reload", () => {
  it("round-trips through the reloaded page's query, without the e-mail address", () => {
    const failures: LoginFailure[] = [
      { outcome: "badCredentials" },
      { outcome: "disabled" },
      { outcome: "rateLimited", retryAfterSeconds: 120 },
    ];
    for (const failure of failures) {
      expect(failureFromQuery(new URLSearchParams(failureQuery(failure)))).toEqual(failure);
    }
  });

  it("ignores a query that names no failure", () => {
    expect(failureFromQuery(new URLSearchParams(""))).toBeUndefined();
    expect(failureFromQuery(new URLSearchParams("failed=whatever"))).toBeUndefined();
    expect(failureFromQuery(new URLSearchParams("failed=rateLimited&retryAfter=x"))).toEqual({
      outcome: "rateLimited",
      retryAfterSeconds: 60,
    });
  });
});
