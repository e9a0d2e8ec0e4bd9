import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RegionList } from "@dukkan/occ";
import { createTestApp, type TestApp } from "../../test/app.js";
import { insertRegionFixtures } from "../../test/fixtures.js";

const BASE = "/occ/v2/dukkan";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: insertRegionFixtures });
});
afterAll(() => t.close());

describe("GET countries/{isoCode}/regions", () => {
  it("lists the country's regions by position with their areas, fees, thresholds in AED and centres", async () => {
    const response = await t.app.inject(`${BASE}/countries/AE/regions`);
    expect(response.statusCode).toBe(200);
    const body = RegionList.parse(response.json());
    expect(body).toEqual({
      regions: [
        { isocode: "AE-AZ", isocodeShort: "AZ", countryIso: "AE", name: "Abu Dhabi", areas: [] },
        {
          isocode: "AE-DU",
          isocodeShort: "DU",
          countryIso: "AE",
          name: "Dubai",
          areas: [
            // Each with its centre (the checkout map opens there); Sharjah City's centre is not known.
            {
              isocode: "AE-DU-DEIRA",
              name: "Deira",
              shippingFee: 10,
              orderThreshold: null,
              geoPoint: { latitude: 25.2697, longitude: 55.3095 },
            },
            {
              isocode: "AE-DU-MARINA",
              name: "Dubai Marina",
              shippingFee: 15,
              orderThreshold: 200,
              geoPoint: { latitude: 25.0805, longitude: 55.1403 },
            },
          ],
        },
        {
          isocode: "AE-SH",
          isocodeShort: "SH",
          countryIso: "AE",
          name: "Sharjah",
          areas: [{ isocode: "AE-SH-CENTRAL", name: "Sharjah City", shippingFee: 20.5, orderThreshold: 300 }],
        },
      ],
    });
  });

  it("names regions and areas in Arabic, falling back to English", async () => {
    const body = (await t.app.inject(`${BASE}/countries/AE/regions?lang=ar&area=AE-DU-MARINA`)).json();
    expect(body.regions.map((region: { name: string }) => region.name)).toEqual(["أبوظبي", "دبي", "الشارقة"]);
    expect(body.regions[1].areas[1].name).toBe("دبي مارينا");
    expect(body.regions[2].areas[0].name).toBe("Sharjah City");
  });

  it("answers an empty list for a country without regions", async () => {
    const response = await t.app.inject(`${BASE}/countries/SA/regions`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ regions: [] });
  });

  it.each(["ae", "ARE", "A1", "%27--"])("refuses the malformed country code %j", async (isoCode) => {
    const response = await t.app.inject(`${BASE}/countries/${isoCode}/regions`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      type: "ValidationError",
      subject: "isoCode",
      subjectType: "parameter",
    });
  });
});
