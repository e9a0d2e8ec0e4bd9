import { describe, expect, it } from "vitest";
import { validateAddressForm } from "./address-book.server";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const VALID = {
  firstName: "Alia",
  lastName: "Khan",
  line1: "Marina Walk 5",
  line2: "",
  town: "Dubai",
  regionIsocode: "AE-DU",
  areaIsocode: "AE-DU-MARINA",
  trn: "",
  email: "",
  phone: "971501234567",
};

describe("the address form's validation (checkout spec §5.1)", () => {
  it("accepts a complete address, trimming text and dropping empty optional fields", () => {
    const result = validateAddressForm(form({ ...VALID, town: " Dubai ", defaultAddress: "on" }));
    expect(result).toEqual({
      ok: true,
      fields: {
        firstName: "Alia",
        lastName: "Khan",
        line1: "Marina Walk 5",
        town: "Dubai",
        country: { isocode: "AE" },
        region: { isocode: "AE-DU" },
        area: { isocode: "AE-DU-MARINA" },
        phone: "971501234567",
        defaultAddress: true,
      },
    });
  });

  it("reports every invalid field at once, by form field name, as message keys", () => {
    const result = validateAddressForm(
      form({ ...VALID, firstName: " ", line1: "", regionIsocode: "", areaIsocode: "", phone: "05-123", email: "no" }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: "addressForm.required",
        line1: "addressForm.required",
        regionIsocode: "addressForm.missingRegion",
        areaIsocode: "addressForm.missingArea",
        phone: "addressForm.invalidPhone",
        email: "email.formatError",
      },
    });
  });

  it("refuses an area outside the chosen region (the list without scripts shows all areas)", () => {
    expect(validateAddressForm(form({ ...VALID, areaIsocode: "AE-SH-CENTRAL" }))).toEqual({
      ok: false,
      errors: { areaIsocode: "addressForm.missingArea" },
    });
  });
});
