/**
 * The offline geocoder (default adapter; decision 0005 sandbox adapters): the emirate comes from the boundary
 * polygons, the district from the nearest seeded delivery area's centre, and the street line is a plausible
 * one derived from the coordinates, so the same pin always gets the same answer. Typed addresses are found
 * by the names of areas and emirates they mention (English or Arabic).
 */
import { asc } from "drizzle-orm";
import { apiText } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import { areas, regions } from "../db/tables.js";
import { localize } from "../language/localized.js";
import { AREA_CENTROIDS, distanceKm, type Centroid } from "./area-centroids.js";
import { regionOfPoint, regionShortCode } from "./emirate-boundaries.js";
import { component, zeroResults, type GeocodeAnswer, type Geocoder, type GeocodeResult } from "./geocoder.js";

export interface KnownArea extends Centroid {
  isocode: string;
  regionIsocode: string;
  name: { en: string; ar: string };
  regionName: { en: string; ar: string };
}

/** The seeded areas that have a known centre, with their emirate's names. */
export async function loadKnownAreas(db: Database): Promise<KnownArea[]> {
  const [regionRows, areaRows] = await Promise.all([
    db.select().from(regions),
    db.select().from(areas).orderBy(asc(areas.position), asc(areas.isocode)),
  ]);
  const regionByCode = new Map(regionRows.map((region) => [region.isocode, region]));
  const names = (text: Parameters<typeof localize>[0], fallback: string) => ({
    en: localize(text, "en") ?? fallback,
    ar: localize(text, "ar") ?? fallback,
  });
  return areaRows.flatMap((area) => {
    const centre = AREA_CENTROIDS[area.isocode];
    const region = regionByCode.get(area.regionIsocode);
    if (!centre || !region) return [];
    return [
      {
        isocode: area.isocode,
        regionIsocode: area.regionIsocode,
        name: names(area.name, area.isocode),
        regionName: names(region.name, region.isocode),
        ...centre,
      },
    ];
  });
}

/** The area of the region whose centre is closest to the point. */
export function nearestArea(known: KnownArea[], regionIsocode: string, point: Centroid): KnownArea | undefined {
  let best: { area: KnownArea; km: number } | undefined;
  for (const area of known) {
    if (area.regionIsocode !== regionIsocode) continue;
    const km = distanceKm(area, point);
    if (!best || km < best.km) best = { area, km };
  }
  return best?.area;
}

const STREET_WORD: Record<Language, string> = { en: "Street", ar: "شارع" };

/** A stable street number and street for a point (about 100 m cells), so a pin's answer never flickers. */
function streetOf(point: Centroid): { number: string; street: number } {
  const cellLat = Math.round(point.latitude * 1000);
  const cellLng = Math.round(point.longitude * 1000);
  return {
    number: String((Math.abs(cellLat * 31 + cellLng) % 89) + 1),
    street: (Math.abs(cellLat - cellLng) % 40) + 1,
  };
}

/** street: a pin; area: a typed district; region: only the emirate was recognised. */
export type Precision = "street" | "area" | "region";

export function resultFor(area: KnownArea, point: Centroid, language: Language, precision: Precision): GeocodeResult {
  const areaName = area.name[language];
  const regionName = area.regionName[language];
  const shortRegion = regionShortCode(area.regionIsocode);
  const countryName = apiText(language, "country.AE");
  const country = component(countryName, "AE", "country", "political");
  const admin = component(regionName, shortRegion, "administrative_area_level_1", "political");
  const locality = component(areaName, areaName, "locality", "political");
  const location = { lat: point.latitude, lng: point.longitude };
  if (precision === "region") {
    return {
      formatted_address: [regionName, countryName].join(", "),
      types: ["administrative_area_level_1", "political"],
      geometry: { location },
      address_components: [admin, country],
    };
  }
  if (precision === "area") {
    return {
      formatted_address: [areaName, regionName, countryName].join(", "),
      types: ["sublocality", "political"],
      geometry: { location },
      address_components: [locality, admin, country],
    };
  }
  const street = streetOf(point);
  const route = `${STREET_WORD[language]} ${street.street}`;
  return {
    formatted_address: [`${street.number} ${route}`, areaName, regionName, countryName].join(", "),
    types: ["street_address"],
    geometry: { location },
    address_components: [
      component(street.number, street.number, "street_number"),
      component(route, route, "route"),
      component(areaName, areaName, "neighborhood", "political"),
      locality,
      admin,
      country,
    ],
  };
}

/** Lower-case letters and digits only, so 'Al-Barsha' finds 'Al Barsha' and Arabic stays comparable. */
export function normalizeName(text: string): string {
  return text
    .toLocaleLowerCase("en")
    .normalize("NFKD")
    .replace(/[\u064B-\u065F\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

export class SandboxGeocoder implements Geocoder {
  constructor(private readonly db: Database) {}

  async reverse(latitude: number, longitude: number, language: Language): Promise<GeocodeAnswer> {
    const regionIsocode = regionOfPoint(latitude, longitude);
    if (!regionIsocode) return zeroResults();
    const area = nearestArea(await loadKnownAreas(this.db), regionIsocode, { latitude, longitude });
    if (!area) return zeroResults(regionIsocode);
    return { status: "OK", results: [resultFor(area, { latitude, longitude }, language, "street")], regionIsocode };
  }

  async search(address: string, language: Language): Promise<GeocodeAnswer> {
    const text = normalizeName(address);
    if (!text) return zeroResults();
    const known = await loadKnownAreas(this.db);
    const mentions = (names: { en: string; ar: string }) =>
      [names.en, names.ar].some((name) => normalizeName(name).length > 0 && text.includes(normalizeName(name)));
    // An area named in the text wins, preferring one whose emirate is named too ('Mussafah Industrial Area,
    // Abu Dhabi' is Mussafah, not Sharjah's Industrial Area), then the longest name; else the emirate alone.
    const score = (area: KnownArea) => (mentions(area.regionName) ? 1000 : 0) + normalizeName(area.name.en).length;
    const byArea = known.filter((area) => mentions(area.name)).sort((a, b) => score(b) - score(a))[0];
    const area = byArea ?? known.find((candidate) => mentions(candidate.regionName));
    if (!area) return zeroResults();
    return {
      status: "OK",
      results: [resultFor(area, area, language, byArea ? "area" : "region")],
      regionIsocode: area.regionIsocode,
    };
  }
}
