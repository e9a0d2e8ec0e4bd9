/**
 * Geocoding through a Nominatim-compatible service (GEOCODER_URL: the public OSM Nominatim, a self-hosted
 * one, or a provider speaking its API). Nominatim's policy asks for an identifying User-Agent and at most one
 * request a second, so answers are cached per point/text and a slow service is cut off after the timeout:
 * the shopper then sees the map's failure message instead of a hanging form.
 */
import type { Language } from "@dukkan/occ";
import { regionOfPoint, regionShortCode } from "./emirate-boundaries.js";
import { component, zeroResults, type GeocodeAnswer, type Geocoder, type GeocodeResult } from "./geocoder.js";

export interface HttpGeocoderOptions {
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** The part of a Nominatim jsonv2 place this adapter reads. */
interface NominatimPlace {
  lat: string;
  lon: string;
  display_name?: string;
  category?: string;
  type?: string;
  addresstype?: string;
  address?: Record<string, string | undefined>;
}

const CACHE_SIZE = 500;

export class HttpGeocoder implements Geocoder {
  private readonly cache = new Map<string, GeocodeAnswer>();
  private readonly fetch: typeof fetch;

  constructor(private readonly options: HttpGeocoderOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async reverse(latitude: number, longitude: number, language: Language): Promise<GeocodeAnswer> {
    const params = { format: "jsonv2", lat: latitude.toFixed(6), lon: longitude.toFixed(6), addressdetails: "1" };
    return this.cached(`r:${language}:${params.lat},${params.lon}`, async () => {
      const place = (await this.request("reverse", params, language)) as NominatimPlace & { error?: string };
      if (!place || place.error) return zeroResults(regionOfPoint(latitude, longitude));
      return answerOf([place]);
    });
  }

  async search(address: string, language: Language): Promise<GeocodeAnswer> {
    const params = { format: "jsonv2", q: address, addressdetails: "1", countrycodes: "ae", limit: "5" };
    return this.cached(`s:${language}:${address.trim().toLowerCase()}`, async () => {
      const places = (await this.request("search", params, language)) as NominatimPlace[];
      return Array.isArray(places) && places.length > 0 ? answerOf(places) : zeroResults();
    });
  }

  /** A failed or slow service is an ERROR answer (the map's failure message), never a 5xx of ours. */
  private async cached(key: string, load: () => Promise<GeocodeAnswer>): Promise<GeocodeAnswer> {
    const hit = this.cache.get(key);
    if (hit) return hit;
    let answer: GeocodeAnswer;
    try {
      answer = await load();
    } catch (error) {
      return { status: "ERROR", results: [], errorMessage: describe(error) };
    }
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, answer);
    return answer;
  }

  private async request(path: string, params: Record<string, string>, language: Language): Promise<unknown> {
    const url = new URL(path, this.options.baseUrl.endsWith("/") ? this.options.baseUrl : `${this.options.baseUrl}/`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await this.fetch(url, {
      headers: { "User-Agent": this.options.userAgent, "Accept-Language": language, Accept: "application/json" },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!response.ok) throw new Error(`geocoder answered HTTP ${response.status}`);
    return response.json();
  }
}

function describe(error: unknown): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return "the geocoding service did not answer in time";
  }
  return error instanceof Error ? error.message : "the geocoding service failed";
}

function answerOf(places: NominatimPlace[]): GeocodeAnswer {
  const results = places.map(resultOf);
  const first = results[0]!.geometry.location;
  const regionIsocode = regionOfPoint(first.lat, first.lng);
  return { status: "OK", results, ...(regionIsocode ? { regionIsocode } : {}) };
}

/** Nominatim's address details as the maps service's components (spec §2.7 reads them by type). */
export function resultOf(place: NominatimPlace): GeocodeResult {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  const address = place.address ?? {};
  const components = [];
  if (address.house_number) components.push(component(address.house_number, address.house_number, "street_number"));
  if (address.road) components.push(component(address.road, address.road, "route"));
  const neighborhood = address.neighbourhood ?? address.quarter ?? address.suburb;
  if (neighborhood) components.push(component(neighborhood, neighborhood, "neighborhood", "political"));
  const locality = address.suburb ?? address.city_district ?? address.town ?? address.village ?? address.city;
  if (locality) components.push(component(locality, locality, "locality", "political"));
  // Emirates are Nominatim's 'state'; the short name must be our region code ('DU') for the map's region check.
  const region = address["ISO3166-2-lvl4"] ?? regionOfPoint(lat, lng);
  const state = address.state ?? address.city;
  if (state && region) {
    components.push(component(state, regionShortCode(region), "administrative_area_level_1", "political"));
  }
  if (address.country) {
    const code = (address.country_code ?? "").toUpperCase();
    components.push(component(address.country, code, "country", "political"));
  }
  const precise = Boolean(address.road);
  return {
    formatted_address: place.display_name ?? "",
    types: address.house_number ? ["street_address"] : precise ? ["route"] : [place.addresstype ?? "political"],
    geometry: { location: { lat, lng } },
    address_components: components,
  };
}
