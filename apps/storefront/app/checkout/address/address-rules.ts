/**
 * The delivery-address step's rules (checkout spec §2.6–2.8, §5.1, §5.2), free of React and the network so the
 * server, the page and the unit tests share them: which saved cards are usable, when Continue is disabled, how a
 * map answer fills the form and whether it lies in the chosen emirate, and how a store's details read.
 */
import type { Address } from "@dukkan/occ/address";
import type { GeocodeAnswer, PointOfService } from "@dukkan/occ/checkout";

export type SavedCard = {
  address: Address;
  /** Spec §2.6: a card whose region differs from the selected delivery region is disabled ('out of region'). */
  outOfRegion: boolean;
  /** The cart's delivery address is this one: the card has the 'selected' header. */
  selected: boolean;
};

export function savedCards(
  addresses: Address[],
  selectedRegion: string | undefined,
  cartAddressId: string | undefined,
): SavedCard[] {
  return addresses.map((address) => ({
    address,
    outOfRegion: address.region.isocode !== selectedRegion,
    selected: Boolean(cartAddressId) && address.id === cartAddressId,
  }));
}

/**
 * Spec §2.6: Continue is disabled when no selected address has an id, when a store has been selected, or when no
 * card is both selected and inside the selected region.
 */
export function continueDisabled(
  cards: SavedCard[],
  cart: { deliveryAddressId?: string | undefined; hasStore: boolean },
): boolean {
  if (!cart.deliveryAddressId) return true;
  if (cart.hasStore) return true;
  return !cards.some((card) => card.selected && !card.outOfRegion);
}

/** Spec §4.11: with nothing selected, the default address (when usable) is selected once. */
export function autoSelectedAddress(cards: SavedCard[]): Address | undefined {
  if (cards.some((card) => card.selected)) return undefined;
  return cards.find((card) => card.address.defaultAddress && !card.outOfRegion)?.address;
}

/** Spec §2.7 on submit: a shopper without saved addresses makes the first one the default. */
export function defaultAddressFor(hasAddresses: boolean, requested: boolean): boolean {
  return hasAddresses ? requested : true;
}

/** Spec §2.7: the 'set as default' checkbox appears for customers who already have addresses. */
export function showSetAsDefault(isGuest: boolean, hasAddresses: boolean): boolean {
  return !isGuest && hasAddresses;
}

/** Spec §2.7 'line1, town, region, country': what the typed address geocodes as (empty parts left out). */
export function typedAddressQuery(parts: { line1?: string; town?: string; region?: string; country?: string }) {
  return [parts.line1, parts.town, parts.region, parts.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
}

type Result = GeocodeAnswer["results"][number];

/** Spec §2.7: preferred result types when reverse geocoding a pin. */
const PREFERRED_TYPES = ["street_address", "route", "sublocality"];

export function preferredResult(answer: GeocodeAnswer): Result | undefined {
  for (const type of PREFERRED_TYPES) {
    const match = answer.results.find((result) => result.types.includes(type));
    if (match) return match;
  }
  return answer.results[0];
}

const componentNamed = (result: Result, type: string) =>
  result.address_components.find((component) => component.types.includes(type))?.long_name;

/** Spec §2.7: line1 from street_number, route and neighborhood; line2 from locality; town from the emirate. */
export function addressLinesOf(result: Result): { line1: string; line2: string; town: string } {
  const line1 = ["street_number", "route", "neighborhood"]
    .map((type) => componentNamed(result, type))
    .filter(Boolean)
    .join(" ");
  return {
    line1,
    line2: componentNamed(result, "locality") ?? "",
    town: componentNamed(result, "administrative_area_level_1") ?? "",
  };
}

/**
 * Spec §2.7: the clicked point lies in the selected region when every required component (the emirate's short
 * code, e.g. 'DU', and the country 'AE') matches some address component's short name, ignoring case.
 */
export function resultInRegion(result: Result | undefined, regionIsocode: string): boolean {
  if (!result) return false;
  const [country, region] = regionIsocode.split("-");
  if (!country || !region) return false;
  const shortNames = result.address_components.map((component) => component.short_name.toLowerCase());
  return [region, country].every((required) => shortNames.includes(required.toLowerCase()));
}

/** Spec §2.8: the store's formatted address with its commas replaced by spaces. */
export function storeAddressText(store: PointOfService): string {
  return store.address.formattedAddress.replace(/\s*,\s*/g, " ").trim();
}

type Time = { hour: number; minute: number } | undefined;

const clock = (time: Time) => (time ? `${time.hour}:${String(time.minute).padStart(2, "0")}` : "");

/** Spec §2.8: one line per day that is not closed, 'weekDay h:m - h:m'. */
export function openingHoursLines(store: PointOfService): string[] {
  return (store.openingHours?.weekDayOpeningList ?? [])
    .filter((day) => !day.closed && day.openingTime && day.closingTime)
    .map((day) => `${day.weekDay} ${clock(day.openingTime)} - ${clock(day.closingTime)}`);
}
