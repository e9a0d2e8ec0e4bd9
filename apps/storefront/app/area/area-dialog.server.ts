/**
 * The delivery-area dialog's server side (shopping spec §2.5, §4 Delivery area): what the dialog shows
 * (regions with their areas; a signed-in customer's saved addresses) and saving the shopper's choice.
 */
import type { Language } from "@dukkan/i18n";
import { getAccessToken } from "../account/auth.server";
import { fetchAddress, fetchAddresses } from "../address-book/address-book.server";
import type { Session } from "../session/session.server";
import { AREA_DIALOG_PARAMETER, AREA_DIALOG_VALUE } from "./area-dialog-url";
import { deliveryRegions, findArea, regionIsocodeOf, requestArea, saveArea } from "./area.server";
import type { AreaDialogData, SavedAddressCard } from "./delivery-area-dialog";

export async function loadAreaDialogData(session: Session, language: Language): Promise<AreaDialogData> {
  const accessToken = await getAccessToken(session);
  const area = requestArea(session);
  const [regions, addresses] = await Promise.all([
    deliveryRegions(language),
    accessToken ? fetchAddresses({ accessToken, lang: language, area }) : Promise.resolve([]),
  ]);
  const cards: SavedAddressCard[] = addresses.map((address) => ({
    id: address.id,
    name: `${address.firstName} ${address.lastName}`,
    formattedAddress: address.formattedAddress,
    regionIsocode: address.region.isocode,
    areaIsocode: address.area.isocode,
    defaultAddress: address.defaultAddress,
  }));
  return {
    regions: regions.map((region) => ({
      isocode: region.isocode,
      name: region.name,
      areas: region.areas.map(({ isocode, name }) => ({ isocode, name })),
    })),
    signedIn: Boolean(accessToken),
    addresses: cards,
    current: area
      ? {
          regionIsocode: regionIsocodeOf(area),
          areaIsocode: area,
          ...(session.data.areaAddressId ? { addressId: session.data.areaAddressId } : {}),
        }
      : null,
  };
}

export type AreaChoiceResult = { ok: true; areaName: string } | { ok: false; error: "regionRequired" | "areaRequired" };

/**
 * Saves the submitted area choice: the area must exist and lie in the chosen region. A saved address
 * counts only when it is the customer's own (the API checks) and lies in the chosen area; the choice is
 * then remembered with it, otherwise the area alone is saved.
 */
export async function saveAreaChoice(
  session: Session,
  language: Language,
  form: { regionIsocode: string; areaIsocode: string; addressId: string },
): Promise<AreaChoiceResult> {
  const regions = await deliveryRegions(language);
  let { regionIsocode, areaIsocode } = form;
  let addressId: string | undefined;
  if (form.addressId) {
    const accessToken = await getAccessToken(session);
    const address = accessToken ? await fetchAddress({ accessToken, lang: language }, form.addressId) : undefined;
    if (address && (!areaIsocode || address.area.isocode === areaIsocode)) {
      addressId = address.id;
      areaIsocode = address.area.isocode;
      regionIsocode = address.region.isocode;
    }
  }
  if (!regionIsocode && !areaIsocode) return { ok: false, error: "regionRequired" };
  const found = areaIsocode ? findArea(regions, areaIsocode) : undefined;
  if (!found) return { ok: false, error: "areaRequired" };
  // Without scripts the area list shows every region's areas; the region field (when sent) must agree.
  if (regionIsocode && found.region.isocode !== regionIsocode) return { ok: false, error: "areaRequired" };
  saveArea(session, { isocode: found.area.isocode, regionName: found.region.name, addressId });
  return { ok: true, areaName: found.area.name };
}

/** Whether the page was asked for with the dialog open (`?deliveryArea=choose`). */
export function areaDialogRequested(url: string): boolean {
  return new URL(url).searchParams.get(AREA_DIALOG_PARAMETER) === AREA_DIALOG_VALUE;
}
