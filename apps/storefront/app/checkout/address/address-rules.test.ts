import type { Address } from "@dukkan/occ/address";
import type { GeocodeAnswer, PointOfService } from "@dukkan/occ/checkout";
import { describe, expect, it } from "vitest";
import {
  addressLinesOf,
  autoSelectedAddress,
  continueDisabled,
  defaultAddressFor,
  openingHoursLines,
  preferredResult,
  resultInRegion,
  savedCards,
  showSetAsDefault,
  storeAddressText,
  typedAddressQuery,
} from "./address-rules";
import { mapTileSource, mapTiles } from "./map-tiles";

const address = (id: string, region: string, defaultAddress = false): Address => ({
  id,
  firstName: "Mona",
  lastName: "Saleh",
  line1: "12 Marina Walk",
  town: "Dubai",
  country: { isocode: "AE" },
  region: { isocode: region },
  area: { isocode: `${region}-X` },
  phone: "971501234567",
  defaultAddress,
  shippingAddress: true,
  visibleInAddressBook: true,
  formattedAddress: "12 Marina Walk, Dubai",
});

describe("saved address cards", () => {
  const addresses = [address("a", "AE-DU", true), address("b", "AE-SH"), address("c", "AE-DU")];

  it("disables cards outside the selected region and marks the cart's address selected", () => {
    const cards = savedCards(addresses, "AE-DU", "c");
    expect(cards.map((card) => [card.address.id, card.outOfRegion, card.selected])).toEqual([
      ["a", false, false],
      ["b", true, false],
      ["c", false, true],
    ]);
  });

  it("keeps Continue disabled without a selected address, with a store, or when the selection is out of region", () => {
    expect(continueDisabled(savedCards(addresses, "AE-DU", undefined), { hasStore: false })).toBe(true);
    expect(continueDisabled(savedCards(addresses, "AE-DU", "c"), { deliveryAddressId: "c", hasStore: true })).toBe(
      true,
    );
    expect(continueDisabled(savedCards(addresses, "AE-DU", "b"), { deliveryAddressId: "b", hasStore: false })).toBe(
      true,
    );
    expect(continueDisabled(savedCards(addresses, "AE-DU", "c"), { deliveryAddressId: "c", hasStore: false })).toBe(
      false,
    );
  });

  it("selects the default address automatically only when it is usable and nothing is selected", () => {
    expect(autoSelectedAddress(savedCards(addresses, "AE-DU", undefined))?.id).toBe("a");
    expect(autoSelectedAddress(savedCards(addresses, "AE-DU", "c"))).toBeUndefined();
    expect(autoSelectedAddress(savedCards(addresses, "AE-SH", undefined))).toBeUndefined();
  });

  it("makes the first address the default and offers 'set as default' only to customers with addresses", () => {
    expect(defaultAddressFor(false, false)).toBe(true);
    expect(defaultAddressFor(true, false)).toBe(false);
    expect(defaultAddressFor(true, true)).toBe(true);
    expect(showSetAsDefault(true, true)).toBe(false);
    expect(showSetAsDefault(false, false)).toBe(false);
    expect(showSetAsDefault(false, true)).toBe(true);
  });
});

const component = (name: string, short: string, ...types: string[]) => ({
  long_name: name,
  short_name: short,
  types,
});

const answer: GeocodeAnswer = {
  status: "OK",
  regionIsocode: "AE-DU",
  results: [
    {
      formatted_address: "Dubai Marina, Dubai",
      types: ["sublocality"],
      geometry: { location: { lat: 25.08, lng: 55.14 } },
      address_components: [component("Dubai Marina", "Dubai Marina", "locality")],
    },
    {
      formatted_address: "5 Street 7, Dubai Marina, Dubai, United Arab Emirates",
      types: ["street_address"],
      geometry: { location: { lat: 25.08, lng: 55.14 } },
      address_components: [
        component("5", "5", "street_number"),
        component("Street 7", "Street 7", "route"),
        component("Dubai Marina", "Dubai Marina", "neighborhood"),
        component("Dubai Marina", "Dubai Marina", "locality"),
        component("Dubai", "DU", "administrative_area_level_1"),
        component("United Arab Emirates", "AE", "country"),
      ],
    },
  ],
};

describe("map answers", () => {
  it("prefers a street address and fills line1, line2 and town from its components", () => {
    const result = preferredResult(answer)!;
    expect(result.types).toContain("street_address");
    expect(addressLinesOf(result)).toEqual({ line1: "5 Street 7 Dubai Marina", line2: "Dubai Marina", town: "Dubai" });
  });

  it("accepts a pin only when the emirate and the country short names match, ignoring case", () => {
    const result = preferredResult(answer);
    expect(resultInRegion(result, "AE-DU")).toBe(true);
    expect(resultInRegion(result, "ae-du")).toBe(true);
    expect(resultInRegion(result, "AE-SH")).toBe(false);
    expect(resultInRegion(undefined, "AE-DU")).toBe(false);
    expect(resultInRegion(answer.results[0], "AE-DU")).toBe(false);
  });

  it("geocodes the typed address as 'line1, town, region, country'", () => {
    expect(typedAddressQuery({ line1: " 12 Marina Walk ", town: "Dubai", region: "Dubai", country: "AE" })).toBe(
      "12 Marina Walk, Dubai, Dubai, AE",
    );
    expect(typedAddressQuery({ line1: "", town: "Dubai", region: undefined, country: "AE" })).toBe("Dubai, AE");
  });
});

describe("store details", () => {
  const store: PointOfService = {
    name: "dukkan-deira",
    displayName: "Dukkan Deira",
    address: { formattedAddress: "Shop 4, Al Maktoum Hospital Road, Al Muraqqabat, Dubai" },
    openingHours: {
      weekDayOpeningList: [
        {
          weekDay: "Monday",
          closed: false,
          openingTime: { hour: 8, minute: 0 },
          closingTime: { hour: 22, minute: 30 },
        },
        { weekDay: "Sunday", closed: true },
        {
          weekDay: "Friday",
          closed: false,
          openingTime: { hour: 14, minute: 5 },
          closingTime: { hour: 22, minute: 0 },
        },
      ],
    },
  };

  it("shows the formatted address with commas replaced by spaces", () => {
    expect(storeAddressText(store)).toBe("Shop 4 Al Maktoum Hospital Road Al Muraqqabat Dubai");
  });

  it("lists the opening hours of the days that are not closed as 'weekDay h:m - h:m'", () => {
    expect(openingHoursLines(store)).toEqual(["Monday 8:00 - 22:30", "Friday 14:05 - 22:00"]);
    expect(openingHoursLines({ ...store, openingHours: undefined })).toEqual([]);
  });
});

describe("map tiles", () => {
  it("uses OpenStreetMap by default and MAP_TILE_URL when set, allowing its origin in the CSP", () => {
    expect(mapTiles({}).url).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(mapTileSource({})).toBe("https://tile.openstreetmap.org");
    const env = { MAP_TILE_URL: "https://{s}.tiles.example.com/map/{z}/{x}/{y}.png" };
    expect(mapTiles(env).url).toBe(env.MAP_TILE_URL);
    expect(mapTileSource(env)).toBe("https://*.tiles.example.com");
    expect(mapTileSource({ MAP_TILE_URL: "javascript:alert(1)" })).toBeUndefined();
  });
});
