import { describe, expect, it } from "vitest";
import { storeBodyOf, storeFieldErrorsOf, storeFormValues, storeRefusalOf } from "./store-form";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("store form", () => {
  it("reads the inputs into the staff API's body, closed days without times", () => {
    const body = storeBodyOf(
      form({
        name: "dukkan-jebel-ali",
        displayNameEn: " Dukkan Jebel Ali ",
        displayNameAr: "",
        regionIsocode: "AE-DU",
        line1En: "Warehouse 7",
        townEn: "Dubai",
        phone: "",
        latitude: "25.0116",
        longitude: "55.06x",
        "opens-1": "07:00",
        "closes-1": "19:00",
        "closed-5": "on",
        "opens-5": "07:00",
      }),
      { creating: true },
    );
    expect(body).toMatchObject({
      name: "dukkan-jebel-ali",
      displayName: { en: "Dukkan Jebel Ali", ar: "" },
      phone: undefined,
      latitude: 25.0116,
      // Not a number: sent as typed, so the API names the field it refuses.
      longitude: "55.06x",
      position: 0,
    });
    const hours = body.openingHours as { weekday: number; closed: boolean; opens: string | null }[];
    expect(hours).toHaveLength(7);
    expect(hours[0]).toEqual({ weekday: 1, closed: false, opens: "07:00", closes: "19:00" });
    expect(hours[4]).toEqual({ weekday: 5, closed: true, opens: null, closes: null });
    expect(hours[1]).toEqual({ weekday: 2, closed: false, opens: null, closes: null });
    expect(storeBodyOf(form({}), { creating: false })).not.toHaveProperty("name");
  });

  it("marks the inputs the API refused, and gives up on other refusals", () => {
    expect(
      storeFieldErrorsOf([
        { type: "ValidationError", subject: "displayName.en", message: "invalid" },
        { type: "ValidationError", subject: "openingHours.3.opens", message: "invalid" },
        { type: "ValidationError", subject: "latitude", message: "invalid" },
      ]),
    ).toEqual({ displayNameEn: true, openingHours: true, latitude: true });
    expect(
      storeFieldErrorsOf([
        { type: "DuplicateStoreError", subject: "dukkan-deira", message: "A store with this name exists" },
      ]),
    ).toBeUndefined();
  });

  it("names the other refusals by what staff do next, never by the API's English message", () => {
    expect(
      storeRefusalOf([
        {
          type: "DuplicateStoreError",
          reason: "duplicate",
          subject: "dukkan-deira",
          message: "A store with this name exists",
        },
      ]),
    ).toBe("duplicate");
    expect(
      storeRefusalOf([
        { type: "UnknownIdentifierError", reason: "notFound", subject: "dukkan-gone", message: "Store not found" },
      ]),
    ).toBe("notFound");
    expect(storeRefusalOf([{ type: "ForbiddenError", message: "Access denied" }])).toBe("unknown");
    expect(storeRefusalOf([])).toBe("unknown");
  });

  it("starts a new store open 08:00 to 22:00 every day", () => {
    const values = storeFormValues(undefined);
    expect(values["opens-7"]).toBe("08:00");
    expect(values["closed-7"]).toBe("");
    expect(values.position).toBe("0");
  });
});
