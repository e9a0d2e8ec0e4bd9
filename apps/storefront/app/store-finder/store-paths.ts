/** The store finder's URLs: the search is in the URL (`?query=` or `?latitude=&longitude=`), so results are links. */
import type { Language } from "@dukkan/i18n";

export const STORE_FINDER_PATH = "store-finder";
const STORE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

export type StoreSearch = { query?: string; position?: { latitude: number; longitude: number } };

/** The search a finder URL asks for; a position only when both coordinates are numbers in range. */
export function readStoreSearch(params: URLSearchParams): StoreSearch {
  const query = params.get("query")?.trim().slice(0, 100) || undefined;
  const latitude = Number(params.get("latitude"));
  const longitude = Number(params.get("longitude"));
  const valid =
    params.has("latitude") &&
    params.has("longitude") &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  return {
    ...(query ? { query } : {}),
    // Four decimals (about 10 m) is all the finder needs, and keeps the shopper's exact position out of the URL.
    ...(valid ? { position: { latitude: round(latitude), longitude: round(longitude) } } : {}),
  };
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

export function storeFinderPath(language: Language, search: StoreSearch = {}): string {
  const params = new URLSearchParams();
  if (search.query) params.set("query", search.query);
  if (search.position) {
    params.set("latitude", String(round(search.position.latitude)));
    params.set("longitude", String(round(search.position.longitude)));
  }
  const query = params.toString();
  return `/${language}/${STORE_FINDER_PATH}${query ? `?${query}` : ""}`;
}

export function storePath(language: Language, name: string): string {
  return `/${language}/${STORE_FINDER_PATH}/${encodeURIComponent(name)}`;
}

export function isStoreName(name: string | undefined): name is string {
  return name !== undefined && STORE_NAME.test(name);
}

/** Directions in the shopper's map app (Google Maps' universal URL opens the app on phones). */
export function directionsUrl(point: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.latitude},${point.longitude}`;
}
