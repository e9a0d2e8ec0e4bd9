/**
 * The shop's delivery areas for the order list's area filter and its area column: the API's own list (the public
 * regions call the storefront uses, in the page's language), so a new area appears without a back-office change
 * and Arabic pages show Arabic names.
 */
import type { Language } from "@dukkan/i18n";
import type { RegionList } from "@dukkan/occ";
import { apiBaseUrl } from "../api/staff-api.server";

export type DeliveryRegion = { isocode: string; name: string; areas: { isocode: string; name: string }[] };

export async function deliveryRegions(language: Language): Promise<DeliveryRegion[]> {
  const response = await fetch(`${apiBaseUrl()}/occ/v2/dukkan/countries/AE/regions?lang=${language}`, {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`The delivery areas answered ${response.status}`);
  const { regions } = (await response.json()) as RegionList;
  return regions.map((region) => ({
    isocode: region.isocode,
    name: region.name,
    areas: region.areas.map((area) => ({ isocode: area.isocode, name: area.name })),
  }));
}
