/**
 * Geocoding for the checkout map (spec §2.7, §7.6): reverse geocoding of a pin and geocoding of a typed
 * address, answered in the maps service's shape (GeocodeAnswer: Google-style address components). Two
 * adapters: the offline sandbox (default; boundaries + seeded areas) and an HTTP adapter for a
 * Nominatim-compatible service (GEOCODER_URL).
 */
import type { Language } from "@dukkan/occ";
import type { GeocodeAnswer } from "@dukkan/occ/checkout";

export type { GeocodeAnswer };
export type GeocodeResult = GeocodeAnswer["results"][number];
export type AddressComponent = GeocodeResult["address_components"][number];

export interface Geocoder {
  /** What lies at the point; ZERO_RESULTS outside the country. */
  reverse(latitude: number, longitude: number, language: Language): Promise<GeocodeAnswer>;
  /** Where a typed address lies ('line1, town, region, country'). */
  search(address: string, language: Language): Promise<GeocodeAnswer>;
}

export const component = (longName: string, shortName: string, ...types: string[]): AddressComponent => ({
  long_name: longName,
  short_name: shortName,
  types,
});

export const zeroResults = (regionIsocode?: string): GeocodeAnswer => ({
  status: "ZERO_RESULTS",
  results: [],
  ...(regionIsocode ? { regionIsocode } : {}),
});

/** The first component of a type (e.g. administrative_area_level_1). */
export function componentOf(result: GeocodeResult | undefined, type: string): AddressComponent | undefined {
  return result?.address_components.find((part) => part.types.includes(type));
}
