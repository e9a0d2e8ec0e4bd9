import { describe, expect, it } from "vitest";
import { profileUpdateError, readProfileForm } from "./profile-form";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the profile form (§5)", () => {
  it("accepts names and a phone number, the TRN optional", () => {
    const result = readProfileForm(form({ firstName: "Omar", lastName: "Haddad", phoneNumber: "971501112233" }));
    expect(result).toEqual({
      ok: true,
      values: { titleCode: "", firstName: "Omar", lastName: "Haddad", phoneNumber: "971501112233", trn: "" },
    });
  });

  it("requires the names and the phone, digits only, and a 15-digit TRN when given", () => {
    const result = readProfileForm(form({ phoneNumber: "05x", trn: "1234" }));
    expect(!result.ok && result.fieldErrors).toEqual({
      firstName: "formErrors.required",
      lastName: "formErrors.required",
      phoneNumber: "formErrors.invalidPhone",
      trn: "formErrors.invalidTrn",
    });
    const spaced = readProfileForm(
      form({ firstName: "Omar", lastName: "Haddad", phoneNumber: "971501112233", trn: "100 2003 0040 0500" }),
    );
    expect(spaced.ok && spaced.values.trn).toBe("100200300400500");
  });
});

describe("a failed profile update (§8)", () => {
  it("explains a duplicate mobile number and shows other messages as they are", () => {
    expect(profileUpdateError("Mobile No. is duplicate.")).toEqual({ key: "redemption.invalidNumber" });
    expect(profileUpdateError("Error: Mobile No. is duplicate. (971501112233)")).toEqual({
      key: "redemption.invalidNumber",
    });
    expect(profileUpdateError("The phone number has not been verified by SMS")).toEqual({
      message: "The phone number has not been verified by SMS",
    });
  });
});
