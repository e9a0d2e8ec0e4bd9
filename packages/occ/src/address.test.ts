import { describe, expect, it } from "vitest";
import { addressPlaceIssues, formatAddress, GuestPhoneNumber, PhoneNumber } from "./address";

describe("address rules shared by the API and the storefront (checkout spec §5.1)", () => {
  it("wants digits only in a phone number, and exactly 12 for a guest", () => {
    expect(PhoneNumber.safeParse("971501234567").success).toBe(true);
    expect(PhoneNumber.safeParse("0501234").success).toBe(true);
    expect(PhoneNumber.safeParse("+971 50").error?.issues[0]?.message).toBe("addressForm.invalidPhone");
    expect(PhoneNumber.safeParse("").error?.issues[0]?.message).toBe("addressForm.required");
    expect(GuestPhoneNumber.safeParse("0501234").error?.issues[0]?.message).toBe("addressForm.invalidGuestPhone");
    expect(GuestPhoneNumber.safeParse("971501234567").success).toBe(true);
  });

  it("checks that the area lies in the region and the region in the country", () => {
    const place = (region: string, area: string) => ({
      country: { isocode: "AE" },
      region: { isocode: region },
      area: { isocode: area },
    });
    expect(addressPlaceIssues(place("AE-DU", "AE-DU-MARINA"))).toEqual([]);
    expect(addressPlaceIssues(place("AE-DU", "AE-SH-CENTRAL"))).toEqual(["area"]);
    expect(addressPlaceIssues(place("SA-RI", "SA-RI-OLAYA"))).toEqual(["region"]);
  });

  it("formats an address from its non-empty parts", () => {
    expect(formatAddress(["Marina Walk 5", "", undefined, " Dubai ", null, "United Arab Emirates"])).toBe(
      "Marina Walk 5, Dubai, United Arab Emirates",
    );
    expect(formatAddress(["Warehouse 12", "Al Quoz", "Dubai", "dubai", "United Arab Emirates"])).toBe(
      "Warehouse 12, Al Quoz, Dubai, United Arab Emirates",
    );
    expect(formatAddress(["Dubai", "Deira", "Dubai"])).toBe("Dubai, Deira, Dubai");
  });
});
