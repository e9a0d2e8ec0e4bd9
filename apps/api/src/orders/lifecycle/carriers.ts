/**
 * The carriers the shop ships with (account spec §2.16 consignment tracking). A consignment stores the carrier's
 * `code`; its name and tracking link come from here, so a renamed carrier or a moved tracking page is one edit.
 * A carrier without a public tracking page (the shop's own van) gets no link.
 */
import type { Language } from "@dukkan/occ";
import type { Localized } from "../../db/tables.js";
import { localize } from "../../language/localized.js";

export interface Carrier {
  code: string;
  name: Localized;
  /** The carrier's tracking page, `{trackingId}` standing for the (URL-encoded) tracking number. */
  trackingUrlTemplate?: string;
}

export const CARRIERS: readonly Carrier[] = [
  {
    code: "aramex",
    name: { en: "Aramex", ar: "أرامكس" },
    trackingUrlTemplate: "https://www.aramex.com/ae/en/track/results?ShipmentNumber={trackingId}",
  },
  {
    code: "dhl-express-uae",
    name: { en: "DHL Express UAE", ar: "دي إتش إل إكسبريس الإمارات" },
    trackingUrlTemplate: "https://www.dhl.com/ae-en/home/tracking/tracking-express.html?tracking-id={trackingId}",
  },
  {
    code: "emirates-post",
    name: { en: "Emirates Post", ar: "بريد الإمارات" },
    trackingUrlTemplate: "https://www.emiratespost.ae/all-services/track-a-package/?trackingNumber={trackingId}",
  },
  { code: "dukkan-delivery", name: { en: "Dukkan delivery", ar: "توصيل دكان" } },
];

export const CARRIER_CODES = CARRIERS.map((carrier) => carrier.code) as [string, ...string[]];

export function carrierNamed(code: string | null | undefined): Carrier | undefined {
  return code ? CARRIERS.find((carrier) => carrier.code === code) : undefined;
}

/** OCC carrierDetails of a stored carrier code (an unknown code — a carrier since removed — shows the code). */
export function carrierDetails(code: string, language: Language): { code: string; name: string } {
  const carrier = carrierNamed(code);
  return { code, name: (carrier && localize(carrier.name, language)) || code };
}

/** The carrier's page for this parcel, or undefined when the carrier has none. */
export function trackingUrl(code: string | null, trackingId: string | null): string | undefined {
  const template = carrierNamed(code)?.trackingUrlTemplate;
  if (!template || !trackingId) return undefined;
  return template.replace("{trackingId}", encodeURIComponent(trackingId));
}
