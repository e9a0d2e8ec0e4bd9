import { describe, expect, it } from "vitest";
import { checkAddressForm, checkPickUpForm } from "./checkout-address.server";

const VALUES = {
  firstName: "Mona",
  lastName: "Saleh",
  line1: "12 Marina Walk",
  line2: "",
  town: "Dubai",
  regionIsocode: "AE-DU",
  areaIsocode: "AE-DU-MARINA",
  trn: "",
  latitude: "25.0805",
  longitude: "55.1403",
  email: "",
  phone: "0501234567",
};

describe("checkout address form", () => {
  const customer = { isGuest: false, hasAddresses: true };

  it("accepts a complete address with its pin", () => {
    const checked = checkAddressForm(VALUES, customer);
    expect(checked).toMatchObject({
      ok: true,
      fields: { latitude: 25.0805, longitude: 55.1403, area: { isocode: "AE-DU-MARINA" }, defaultAddress: false },
    });
  });

  it("requires the map pin and reports every invalid field at once", () => {
    const checked = checkAddressForm({ ...VALUES, latitude: "", longitude: "abc", firstName: "" }, customer);
    expect(checked).toEqual({
      ok: false,
      errors: {
        firstName: "addressForm.required",
        latitude: "checkoutAddress.pinRequired",
        longitude: "checkoutAddress.pinRequired",
      },
    });
  });

  it("asks guests for a 12-digit phone and customers for digits only", () => {
    expect(checkAddressForm(VALUES, { isGuest: true, hasAddresses: false })).toMatchObject({
      ok: false,
      errors: { phone: "addressForm.invalidGuestPhone" },
    });
    expect(checkAddressForm({ ...VALUES, phone: "971501234567" }, { isGuest: true, hasAddresses: false }).ok).toBe(
      true,
    );
    expect(checkAddressForm({ ...VALUES, phone: "050-123" }, customer)).toMatchObject({
      errors: { phone: "addressForm.invalidPhone" },
    });
  });

  it("makes a first address the default and uses the profile's TRN over a posted one", () => {
    const checked = checkAddressForm(
      { ...VALUES, trn: "999" },
      { ...customer, hasAddresses: false, profileTrn: "100" },
    );
    expect(checked).toMatchObject({ ok: true, fields: { defaultAddress: true, trn: "100" } });
  });

  it("takes a typed TRN only as the 15-digit UAE number (it joins the profile)", () => {
    expect(checkAddressForm({ ...VALUES, trn: "100 2003 0040 0500" }, customer)).toMatchObject({
      ok: true,
      fields: { trn: "100200300400500" },
    });
    expect(checkAddressForm({ ...VALUES, trn: "12345" }, customer)).toEqual({
      ok: false,
      errors: { trn: "formErrors.invalidTrn" },
    });
  });

  it("refuses an area of another emirate (posted without scripts)", () => {
    expect(checkAddressForm({ ...VALUES, areaIsocode: "AE-SH-MAJAZ" }, customer)).toEqual({
      ok: false,
      errors: { areaIsocode: "addressForm.missingArea" },
    });
  });
});

describe("pick-up form", () => {
  const values = { firstName: "Mona", lastName: "Saleh", phone: "971501234567", email: "", posName: "dukkan-deira" };

  it("builds the pick-up submission of the selected region", () => {
    expect(checkPickUpForm(values, { regionIsocode: "AE-DU", isGuest: false })).toEqual({
      ok: true,
      submission: {
        country: { isocode: "AE" },
        region: { isocode: "AE-DU" },
        address: { firstName: "Mona", lastName: "Saleh", phone: "971501234567" },
        pos: { name: "dukkan-deira" },
      },
    });
  });

  it("requires the names, a phone that is not blank and a store", () => {
    const checked = checkPickUpForm(
      { ...values, firstName: "", phone: "   ", posName: "" },
      { regionIsocode: "AE-DU", isGuest: false },
    );
    expect(checked).toEqual({
      ok: false,
      errors: { firstName: "addressForm.required", phone: "addressForm.required", posName: "pickUp.storeRequired" },
    });
    expect(
      checkPickUpForm({ ...values, phone: "0501234567" }, { regionIsocode: "AE-DU", isGuest: true }),
    ).toMatchObject({ ok: false, errors: { phone: "addressForm.invalidGuestPhone" } });
  });
});
