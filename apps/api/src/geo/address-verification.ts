/**
 * Address verification (spec §4.12; users/{u}/addresses/verification): before the checkout creates a delivery
 * address it asks whether the typed address and the map pin agree.
 * - REJECT: no pin, a pin outside the address's emirate, or an area that is not one of the region's areas;
 * - REVIEW: the pin is in the emirate but the typed town or area disagree with it; the suggestion is the typed
 *   address with the town and area the geocoder and the seeded areas give for the pin;
 * - ACCEPT otherwise.
 */
import { and, eq } from "drizzle-orm";
import type { Language } from "@dukkan/occ";
import { addressPlaceIssues, type AddressFields } from "@dukkan/occ/address";
import type { AddressValidation } from "@dukkan/occ/checkout";
import type { Database } from "../db/client.js";
import { areas } from "../db/tables.js";
import { AREA_CENTROIDS, distanceKm } from "./area-centroids.js";
import { regionOfPoint, regionShortCode } from "./emirate-boundaries.js";
import { componentOf, type Geocoder } from "./geocoder.js";
import { loadKnownAreas, nearestArea, normalizeName, type KnownArea } from "./sandbox-geocoder.js";

/** A pin this close to the typed area's centre belongs to it even when another centre is nearer (areas touch). */
export const AREA_TOLERANCE_KM = 4;

type Issue = { subject: string; reason: string; message: string };

const reject = (issue: Issue): AddressValidation => ({ decision: "REJECT", errors: { errors: [issue] } });

export class AddressVerifier {
  constructor(
    private readonly db: Database,
    private readonly geocoder: Geocoder,
  ) {}

  async verify(fields: AddressFields, language: Language): Promise<AddressValidation> {
    const { latitude, longitude } = fields;
    if (latitude === undefined || longitude === undefined) {
      return reject({ subject: "latitude", reason: "addressForm.required", message: "Place the pin on the map." });
    }
    if (!(await this.isKnownArea(fields))) {
      return reject({ subject: "area.isocode", reason: "addressForm.missingArea", message: "Unknown delivery area." });
    }
    if (regionOfPoint(latitude, longitude) !== fields.region.isocode) {
      return reject({ subject: "latitude", reason: "map.outOfScope", message: "The pin is outside the region." });
    }
    const known = await loadKnownAreas(this.db);
    const pin = { latitude, longitude };
    const pinArea = nearestArea(known, fields.region.isocode, pin);
    const typedArea = known.find((area) => area.isocode === fields.area.isocode);
    const areaAgrees =
      !pinArea || !typedArea || pinArea.isocode === typedArea.isocode || withinTolerance(typedArea, pin);
    const townAgrees = townMatches(fields.town, [typedArea, pinArea]);
    if (areaAgrees && townAgrees) return { decision: "ACCEPT" };
    return { decision: "REVIEW", suggestedAddresses: [await this.suggestion(fields, pinArea ?? typedArea, language)] };
  }

  private async isKnownArea(fields: AddressFields): Promise<boolean> {
    if (addressPlaceIssues(fields).length > 0) return false;
    const [row] = await this.db
      .select({ isocode: areas.isocode })
      .from(areas)
      .where(and(eq(areas.isocode, fields.area.isocode), eq(areas.regionIsocode, fields.region.isocode)));
    return Boolean(row);
  }

  /** The typed address with the town the geocoder names for the pin and the area the pin lies in. */
  private async suggestion(fields: AddressFields, area: KnownArea | undefined, language: Language) {
    const answer = await this.geocoder.reverse(fields.latitude!, fields.longitude!, language);
    const admin = componentOf(answer.results[0], "administrative_area_level_1");
    const regionName = area?.regionName[language];
    const town = admin?.long_name ?? regionName ?? fields.town;
    const areaRef = area ? { isocode: area.isocode, name: area.name[language] } : { isocode: fields.area.isocode };
    return {
      firstName: fields.firstName,
      lastName: fields.lastName,
      line1: fields.line1,
      ...(fields.line2 ? { line2: fields.line2 } : {}),
      town,
      country: { isocode: fields.country.isocode },
      region: {
        isocode: fields.region.isocode,
        isocodeShort: regionShortCode(fields.region.isocode),
        ...(regionName ? { name: regionName } : {}),
        area: areaRef,
      },
      area: areaRef,
      latitude: fields.latitude,
      longitude: fields.longitude,
      phone: fields.phone,
      ...(fields.email ? { email: fields.email } : {}),
      ...(fields.trn ? { trn: fields.trn } : {}),
    };
  }
}

function withinTolerance(area: KnownArea, pin: { latitude: number; longitude: number }): boolean {
  return Boolean(AREA_CENTROIDS[area.isocode]) && distanceKm(area, pin) <= AREA_TOLERANCE_KM;
}

/** The town may be the emirate ('Dubai', 'دبي') or the district ('Al Ain', 'Deira'), in either language. */
export function townMatches(town: string, areasAround: (KnownArea | undefined)[]): boolean {
  const typed = normalizeName(town);
  if (!typed) return false;
  const names = areasAround.flatMap((area) =>
    area ? [area.regionName.en, area.regionName.ar, area.name.en, area.name.ar] : [],
  );
  if (names.length === 0) return true;
  return names.map(normalizeName).some((name) => name.length > 0 && (typed === name || typed.includes(name)));
}
