/**
 * Approximate centres of the seeded delivery areas (packages/demo-shop/src/geography.ts), for the offline
 * sandbox geocoder and address verification (a pin belongs to the nearest area centre of its emirate), and for the
 * region list, whose areas carry them so the checkout's map opens on the shopper's area. Kept here rather than in
 * the areas table because they are facts about the seeded places, not settings staff edit; an area without a
 * centre is simply never suggested, and its map opens on the country.
 */
export interface Centroid {
  latitude: number;
  longitude: number;
}

const at = (latitude: number, longitude: number): Centroid => ({ latitude, longitude });

export const AREA_CENTROIDS: Readonly<Record<string, Centroid>> = {
  "AE-AZ-KHALIDIYAH": at(24.4735, 54.3457),
  "AE-AZ-REEM": at(24.499, 54.4036),
  "AE-AZ-KHALIFA": at(24.4195, 54.5776),
  "AE-AZ-MUSSAFAH": at(24.359, 54.496),
  "AE-AZ-YAS": at(24.4959, 54.6031),
  "AE-AZ-ALAIN": at(24.2075, 55.7447),
  "AE-DU-DEIRA": at(25.2697, 55.3095),
  "AE-DU-BURDUBAI": at(25.2532, 55.297),
  "AE-DU-JUMEIRAH": at(25.2048, 55.244),
  "AE-DU-DOWNTOWN": at(25.1972, 55.2744),
  "AE-DU-BARSHA": at(25.1136, 55.196),
  "AE-DU-MARINA": at(25.0805, 55.1403),
  "AE-DU-QUOZ": at(25.1368, 55.2302),
  "AE-DU-DSO": at(25.1181, 55.389),
  "AE-DU-JEBELALI": at(25.0116, 55.0612),
  "AE-SH-MAJAZ": at(25.3252, 55.3859),
  "AE-SH-NAHDA": at(25.3, 55.375),
  "AE-SH-MUWAILEH": at(25.305, 55.47),
  "AE-SH-KHAN": at(25.327, 55.356),
  "AE-SH-INDUSTRIAL": at(25.302, 55.405),
  "AE-AJ-NUAIMIYA": at(25.392, 55.451),
  "AE-AJ-RASHIDIYA": at(25.401, 55.44),
  "AE-AJ-JURF": at(25.41, 55.49),
  "AE-AJ-HAMIDIYA": at(25.402, 55.525),
  "AE-UQ-SALAMAH": at(25.5, 55.615),
  "AE-UQ-RAAS": at(25.58, 55.56),
  "AE-UQ-RAMLAH": at(25.53, 55.6),
  "AE-RK-NAKHEEL": at(25.7895, 55.9432),
  "AE-RK-HAMRA": at(25.6857, 55.7828),
  "AE-RK-KHUZAM": at(25.78, 55.96),
  "AE-RK-DHAIT": at(25.76, 55.985),
  "AE-FU-CITY": at(25.1242, 56.3349),
  "AE-FU-DIBBA": at(25.6196, 56.2728),
  "AE-FU-MASAFI": at(25.33, 56.22),
  "AE-FU-FASEEL": at(25.148, 56.345),
};

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function distanceKm(a: Centroid, b: Centroid): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
