import { describe, expect, it } from "vitest";
import { phoneError, readRegisterForm } from "./register-form";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const VALID = {
  titleCode: "mrs",
  firstName: " Samira ",
  lastName: "Al Mansoori",
  phoneNumber: "971501234567",
  email: "Samira@Example.AE",
  password: "Dukkan#2026",
  passwordconf: "Dukkan#2026",
  newsletter: "on",
  termsAndConditions: "on",
};

describe("the registration form (§5)", () => {
  it("accepts a complete form", () => {
    expect(readRegisterForm(form(VALID))).toEqual({
      ok: true,
      password: "Dukkan#2026",
      values: {
        titleCode: "mrs",
        firstName: "Samira",
        lastName: "Al Mansoori",
        phoneNumber: "971501234567",
        email: "Samira@Example.AE",
        newsletter: true,
        termsAndConditions: true,
      },
    });
  });

  it("marks every required field of an empty form, terms included", () => {
    const result = readRegisterForm(form({}));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors).toEqual({
      firstName: "formErrors.required",
      lastName: "formErrors.required",
      phoneNumber: "formErrors.required",
      email: "formErrors.required",
      password: "formErrors.required",
      passwordconf: "formErrors.required",
      termsAndConditions: "formErrors.checkTermsAndConditions",
    });
  });

  it("checks the e-mail, the password rule, the confirmation and the phone digits", () => {
    const result = readRegisterForm(
      form({ ...VALID, email: "samira@", password: "dukkan", passwordconf: "other", phoneNumber: "+971 50 123" }),
    );
    expect(!result.ok && result.fieldErrors).toEqual({
      email: "formErrors.cxInvalidEmail",
      password: "formErrors.cxInvalidPassword",
      passwordconf: "formErrors.cxPasswordsMustMatch",
      phoneNumber: "formErrors.invalidPhone",
    });
  });

  it("leaves the title optional and drops unknown titles, and never echoes the passwords", () => {
    const result = readRegisterForm(form({ ...VALID, titleCode: "sir", newsletter: "" }));
    expect(result.ok && result.values.titleCode).toBe("");
    expect(JSON.stringify(result.ok && result.values)).not.toContain("Dukkan#2026");
  });
});

describe("the phone validator", () => {
  it("wants 7 to 15 digits and nothing else", () => {
    expect(phoneError("")).toBe("formErrors.required");
    expect(phoneError("971501234567")).toBeUndefined();
    expect(phoneError("97150-1234")).toBe("formErrors.invalidPhone");
    expect(phoneError("123456")).toBe("formErrors.invalidPhone");
    expect(phoneError("1234567890123456")).toBe("formErrors.invalidPhone");
  });
});
