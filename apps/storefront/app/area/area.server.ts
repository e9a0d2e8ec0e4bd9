/**
 * The shopper's delivery area (shopping spec §3 Region and area, §4 Delivery area): the area iso code,
 * the region's display name and the saved address it came from live in the sealed session; the names,
 * fees and thresholds come from the API's region list, kept per language for a second: staff edit the delivery
 * areas rarely, but a shopper must see an edit within a second (the header's free-delivery banner), and one call a
 * second per language costs nothing next to the pages it serves.
 */
import type { Language } from "@dukkan/i18n";
import { toFils } from "@dukkan/money";
import { AREA_ISOCODE_PATTERN, COUNTRY, RegionList, type Region } from "@dukkan/occ";
import { briefCache } from "../occ/brief-cache.server";
import { occFetch } from "../occ/occ-client.server";
import type { Session } from "../session/session.server";

export type SelectedArea = {
  isocode: string;
  name: string;
  regionIsocode: string;
  regionName: string;
  addressId?: string;
  shippingFeeFils: number;
  /** Free shipping from this cart total (fils, VAT included); null: never free. */
  orderThresholdFils: number | null;
};

const regionLists = briefCache(1000, (language: Language) =>
  occFetch<unknown>(`countries/${COUNTRY}/regions`, { lang: language }).then((body) => RegionList.parse(body).regions),
);

/** The country's regions with their areas in the shopper's language (kept for a second per language). */
export function deliveryRegions(language: Language, now = Date.now()): Promise<Region[]> {
  return regionLists.get(language, now);
}

/** For tests: forget the cached region lists. */
export function clearRegionCache(): void {
  regionLists.clear();
}

/** The region iso code of an area iso code: its first two dash-separated parts (AE-DU-MARINA → AE-DU). */
export function regionIsocodeOf(areaIsocode: string): string {
  return areaIsocode.split("-").slice(0, 2).join("-");
}

/** The area iso code every OCC request must carry (undefined until the shopper has chosen one). */
export function requestArea(session: Session): string | undefined {
  const area = session.data.area;
  return area && AREA_ISOCODE_PATTERN.test(area) ? area : undefined;
}

/** Finds an area in the region list; undefined when the area no longer exists. */
export function findArea(
  regions: Region[],
  areaIsocode: string,
): { region: Region; area: Region["areas"][number] } | undefined {
  for (const region of regions) {
    const area = region.areas.find((candidate) => candidate.isocode === areaIsocode);
    if (area) return { region, area };
  }
  return undefined;
}

/** The chosen area with its names in the page's language, fee and free-shipping threshold. */
export async function selectedArea(session: Session, language: Language): Promise<SelectedArea | undefined> {
  const isocode = requestArea(session);
  if (!isocode) return undefined;
  const found = findArea(await deliveryRegions(language), isocode);
  if (!found) return undefined;
  return {
    isocode,
    name: found.area.name,
    regionIsocode: found.region.isocode,
    // The stored name is the one shown when it was saved; the list's name follows the page's language.
    regionName: found.region.name,
    ...(session.data.areaAddressId ? { addressId: session.data.areaAddressId } : {}),
    shippingFeeFils: toFils(found.area.shippingFee),
    orderThresholdFils: found.area.orderThreshold === null ? null : toFils(found.area.orderThreshold),
  };
}

/** Stores the chosen area (spec §4: area iso code, region display name, address id). */
export function saveArea(session: Session, choice: { isocode: string; regionName: string; addressId?: string }): void {
  session.set("area", choice.isocode);
  session.set("areaRegionName", choice.regionName);
  if (choice.addressId) session.set("areaAddressId", choice.addressId);
  else session.unset("areaAddressId");
}

/** Forgets every area-related value (logout; a guest's successful order — spec §4 Delivery area). */
export function clearGuestArea(session: Session): void {
  session.unset("area");
  session.unset("areaRegionName");
  session.unset("areaAddressId");
}

/**
 * The header's area ({isocode, name}) or null; a failing region list never fails the page (the widget
 * then asks the shopper to choose).
 */
export async function headerArea(
  session: Session,
  language: Language,
): Promise<{ isocode: string; name: string } | null> {
  try {
    const area = await selectedArea(session, language);
    return area ? { isocode: area.isocode, name: area.name } : null;
  } catch (error) {
    console.error("Could not load the delivery regions for the header", error);
    return null;
  }
}
