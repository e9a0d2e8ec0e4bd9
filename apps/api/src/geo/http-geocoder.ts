/**
 * Geocoding through a Nominatim-compatible service (GEOCODER_URL: the public OSM Nominatim, a self-hosted
 * one, or a provider speaking its API). Nominatim's policy asks for an identifying User-Agent, caching, and at
 * most one request a second per application. So answers are kept in a bounded LRU cache per rounded point or
 * normalised text (a concurrent identical question waits for the same answer), requests leave this process at
 * least a second apart, and a question that would queue too long or meets a slow service gets the ERROR answer
 * (the map's failure message) instead of a hanging form.
 */
import type { Language } from "@dukkan/occ";
import { LruCache } from "../cache/lru.js";
import { regionOfPoint, regionShortCode } from "./emirate-boundaries.js";
import { component, zeroResults, type GeocodeAnswer, type Geocoder, type GeocodeResult } from "./geocoder.js";
import { RequestSpacing } from "./request-spacing.js";

export interface HttpGeocoderOptions {
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Injected in tests; the process-wide spacing otherwise. */
  spacing?: RequestSpacing;
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
/** 4 decimals is about 11 m: finer than a finger places a pin, coarse enough that a re-placed pin is a hit. */
const COORDINATE_DECIMALS = 4;

/** One request a second for the whole process (Nominatim's limit is per application, not per adapter). */
export const NOMINATIM_SPACING = new RequestSpacing({ intervalMs: 1000, maxWaitMs: 2000 });

const BUSY: GeocodeAnswer = {
  status: "ERROR",
  results: [],
  errorMessage: "the geocoding service is busy; try again in a moment",
};

export class HttpGeocoder implements Geocoder {
  private readonly cache = new LruCache<string, GeocodeAnswer>(CACHE_SIZE);
  private readonly inFlight = new Map<string, Promise<GeocodeAnswer>>();
  private readonly fetch: typeof fetch;
  private readonly spacing: RequestSpacing;

  constructor(private readonly options: HttpGeocoderOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.spacing = options.spacing ?? NOMINATIM_SPACING;
  }

  async reverse(latitude: number, longitude: number, language: Language): Promise<GeocodeAnswer> {
    const lat = latitude.toFixed(COORDINATE_DECIMALS);
    const lon = longitude.toFixed(COORDINATE_DECIMALS);
    const params = { format: "jsonv2", lat, lon, addressdetails: "1" };
    return this.cached(`r:${language}:${lat},${lon}`, async () => {
      const place = (await this.request("reverse", params, language)) as NominatimPlace & { error?: string };
      if (!place || place.error) return zeroResults(regionOfPoint(Number(lat), Number(lon)));
      return answerOf([place]);
    });
  }

  async search(address: string, language: Language): Promise<GeocodeAnswer> {
    const text = normalizedQuery(address);
    const params = { format: "jsonv2", q: text, addressdetails: "1", countrycodes: "ae", limit: "5" };
    return this.cached(`s:${language}:${text}`, async () => {
      const places = (await this.request("search", params, language)) as NominatimPlace[];
      return Array.isArray(places) && places.length > 0 ? answerOf(places) : zeroResults();
    });
  }

  private cached(key: string, load: () => Promise<GeocodeAnswer>): Promise<GeocodeAnswer> {
    const hit = this.cache.get(key);
    if (hit) return Promise.resolve(hit);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const answer = this.loadOnce(key, load).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, answer);
    return answer;
  }

  /** A failed, slow or busy service is an ERROR answer (the map's failure message), never a 5xx of ours. */
  private async loadOnce(key: string, load: () => Promise<GeocodeAnswer>): Promise<GeocodeAnswer> {
    if (!(await this.spacing.take())) return BUSY;
    let answer: GeocodeAnswer;
    try {
      answer = await load();
    } catch (error) {
      return { status: "ERROR", results: [], errorMessage: describe(error) };
    }
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

/** The same address typed with other spacing or capitals is the same question (and the same cache entry). */
function normalizedQuery(address: string): string {
  return address.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
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
