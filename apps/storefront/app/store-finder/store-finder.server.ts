/** The store finder's API calls (shopping spec §2.16, OCC `stores` and `stores/{storeId}`), as any shopper. */
import type { Language } from "@dukkan/i18n";
import { Store, StoreFinderSearchPage } from "@dukkan/occ/stores";
import { occFetch } from "../occ/occ-client.server";
import type { StoreSearch } from "./store-paths";

/**
 * The finder lists every store (a shop has tens): from the shopper's position the radius is the whole country
 * (1000 km), so a shopper in Fujairah still sees the nearest store, however far it is.
 */
const WHOLE_COUNTRY_METRES = 1_000_000;
const ALL_STORES = 100;

export async function findStores(search: StoreSearch, options: { lang: Language; area?: string }) {
  const position = search.position
    ? { latitude: search.position.latitude, longitude: search.position.longitude, radius: WHOLE_COUNTRY_METRES }
    : {};
  const answer = await occFetch<unknown>("stores", {
    ...options,
    query: { ...position, ...(search.query ? { query: search.query } : {}), pageSize: ALL_STORES },
  });
  return StoreFinderSearchPage.parse(answer);
}

export async function fetchStore(name: string, options: { lang: Language; area?: string }) {
  return Store.parse(await occFetch<unknown>(`stores/${encodeURIComponent(name)}`, options));
}
