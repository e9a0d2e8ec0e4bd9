/**
 * Points of service (checkout spec §3 Point of service, §2.8; shopping spec §2.16): the shop's stores, where a
 * shopper may pick an order up and which the store finder lists, localised by the request language, with their
 * opening hours (weekday names in that language).
 */
import { asc, eq, inArray, type SQL } from "drizzle-orm";
import { apiText } from "@dukkan/i18n/api";
import { COUNTRY, type Language } from "@dukkan/occ";
import { formatAddress } from "@dukkan/occ/address";
import type { PointOfService } from "@dukkan/occ/checkout";
import type { Executor } from "../cart/cart-service.js";
import { openingHours, pointsOfService, regions, type Localized } from "../db/tables.js";
import { localize } from "../language/localized.js";

/** A Monday in UTC: ISO weekday n is this date plus n − 1 days. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** The weekday's name in the language ('Monday', 'الاثنين'); ISO weekday 1 = Monday … 7 = Sunday. */
export function weekdayName(weekday: number, language: Language): string {
  return new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(
    new Date(A_MONDAY + (weekday - 1) * DAY_MS),
  );
}

/** A stored time ('08:00:00') as an OCC time. */
function timeOf(value: string | null) {
  if (!value) return undefined;
  const [hour = 0, minute = 0] = value.split(":").map(Number);
  return { hour, minute, formattedHour: `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}` };
}

/** A stored store with its region's name and its week of opening hours. */
export interface StoreRecord {
  store: typeof pointsOfService.$inferSelect;
  regionName: Localized | null;
  days: (typeof openingHours.$inferSelect)[];
}

/** The stores `where` picks (all of them without one), by position, with their opening hours. */
export async function loadStoreRecords(db: Executor, where: SQL | undefined): Promise<StoreRecord[]> {
  const rows = await db
    .select({ store: pointsOfService, regionName: regions.name })
    .from(pointsOfService)
    .leftJoin(regions, eq(regions.isocode, pointsOfService.regionIsocode))
    .where(where)
    .orderBy(asc(pointsOfService.position), asc(pointsOfService.name));
  if (rows.length === 0) return [];
  const hours = await db
    .select()
    .from(openingHours)
    .where(
      inArray(
        openingHours.posName,
        rows.map((row) => row.store.name),
      ),
    )
    .orderBy(asc(openingHours.weekday));
  return rows.map(({ store, regionName }) => ({
    store,
    regionName,
    days: hours.filter((day) => day.posName === store.name),
  }));
}

/** A store as OCC's PointOfService in the language. */
export function pointOfServiceView({ store, regionName, days }: StoreRecord, language: Language): PointOfService {
  const line1 = localize(store.line1, language)!;
  const line2 = localize(store.line2, language);
  const town = localize(store.town, language)!;
  const region = localize(regionName, language) ?? store.regionIsocode;
  return {
    name: store.name,
    displayName: localize(store.displayName, language)!,
    address: {
      formattedAddress: formatAddress([line1, line2, town, region, apiText(language, "country.AE")]),
      line1,
      ...(line2 ? { line2 } : {}),
      town,
      ...(store.phone ? { phone: store.phone } : {}),
      ...(store.email ? { email: store.email } : {}),
      region: { isocode: store.regionIsocode, name: region },
    },
    country: { isocode: COUNTRY, name: apiText(language, "country.AE") },
    geoPoint: { latitude: store.latitude, longitude: store.longitude },
    openingHours: {
      weekDayOpeningList: days.map((day) => ({
        weekDay: weekdayName(day.weekday, language),
        closed: day.closed,
        ...(day.closed ? {} : { openingTime: timeOf(day.opens), closingTime: timeOf(day.closes) }),
      })),
    },
  };
}

/** GET stores/country/AE/region/{regionIso}: the region's stores. */
export async function storesInRegion(
  db: Executor,
  regionIsocode: string,
  language: Language,
): Promise<PointOfService[]> {
  const records = await loadStoreRecords(db, eq(pointsOfService.regionIsocode, regionIsocode));
  return records.map((record) => pointOfServiceView(record, language));
}

/** One store by name, or undefined. */
export async function storeNamed(db: Executor, name: string, language: Language): Promise<PointOfService | undefined> {
  const [record] = await loadStoreRecords(db, eq(pointsOfService.name, name));
  return record ? pointOfServiceView(record, language) : undefined;
}
