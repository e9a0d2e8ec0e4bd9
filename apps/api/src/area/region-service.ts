/**
 * Delivery regions of a country with their areas, shipping fees, free-shipping thresholds and (where the geo
 * feature knows it) each area's centre, so the checkout's map can open on the shopper's area.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { toDirhams } from "@dukkan/money";
import type { Language, Region } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import { areas, regions } from "../db/tables.js";
import { AREA_CENTROIDS } from "../geo/area-centroids.js";
import { localize } from "../language/localized.js";

export async function listRegions(db: Database, countryIso: string, language: Language): Promise<Region[]> {
  const regionRows = await db
    .select()
    .from(regions)
    .where(eq(regions.countryIsocode, countryIso))
    .orderBy(asc(regions.position), asc(regions.isocode));
  if (regionRows.length === 0) return [];
  const areaRows = await db
    .select()
    .from(areas)
    .where(
      inArray(
        areas.regionIsocode,
        regionRows.map((region) => region.isocode),
      ),
    )
    .orderBy(asc(areas.position), asc(areas.isocode));
  return regionRows.map((region) => ({
    isocode: region.isocode,
    // AE-DU → DU, as OCC's isocodeShort.
    isocodeShort: region.isocode.startsWith(`${countryIso}-`)
      ? region.isocode.slice(countryIso.length + 1)
      : region.isocode,
    countryIso: region.countryIsocode,
    name: localize(region.name, language) ?? region.isocode,
    areas: areaRows
      .filter((area) => area.regionIsocode === region.isocode)
      .map((area) => {
        const centre = AREA_CENTROIDS[area.isocode];
        return {
          isocode: area.isocode,
          name: localize(area.name, language) ?? area.isocode,
          shippingFee: toDirhams(area.shippingFeeFils),
          orderThreshold: area.orderThresholdFils === null ? null : toDirhams(area.orderThresholdFils),
          ...(centre ? { geoPoint: { latitude: centre.latitude, longitude: centre.longitude } } : {}),
        };
      }),
  }));
}
