import { describe, expect, it } from "vitest";
import { readGuestEmailForm } from "./guest-email-form";

const form = (email: string, emailConfirmation: string) => {
  const data = new FormData();
  data.set("email", email);
  data.set("emailConfirmation", emailConfirmation);
  return data;
};

describe("guest checkout e-mail (checkout spec §5.7)", () => {
  it("accepts a valid e-mail typed twice, trimmed", () => {
    expect(readGuestEmailForm(form(" guest@example.ae ", "guest@example.ae"))).toEqual({
      ok: true,
      email: "guest@example.ae",
    });
  });

  it("requires both fields", () => {
    const answer = readGuestEmailForm(form("", ""));
    expect(answer.ok === false && answer.fieldErrors).toEqual({
      email: "checkoutLogin.required",
      emailConfirmation: "checkoutLogin.required",
    });
  });

  it("refuses an address that is not an e-mail", () => {
    const answer = readGuestEmailForm(form("guest@", "guest@"));
    expect(answer.ok === false && answer.fieldErrors).toEqual({ email: "checkoutLogin.invalidEmail" });
  });

  it("refuses a confirmation that differs, and keeps what was typed", () => {
    const answer = readGuestEmailForm(form("guest@example.ae", "guest@example.com"));
    expect(answer).toEqual({
      ok: false,
      email: "guest@example.ae",
      emailConfirmation: "guest@example.com",
      fieldErrors: { emailConfirmation: "checkoutLogin.emailsMustMatch" },
    });
  });

  it("does not read a missing field as text", () => {
    expect(readGuestEmailForm(new FormData()).ok).toBe(false);
  });
});
