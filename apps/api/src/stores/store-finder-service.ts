/**
 * The store finder (shopping spec §2.16): the shop's stores filtered by a text query and a radius around the
 * caller's position, nearest first when a position is given, each with its distance and whether it is open at the
 * request's moment.
 *
 * A shop has tens of stores, not thousands: they are read whole and filtered and measured here, which keeps one
 * distance formula (geo/area-centroids.ts) for PGlite and PostgreSQL alike.
 */
import { eq } from "drizzle-orm";
import type { Language } from "@dukkan/occ";
import type { Store, StoreFinderSearchPage } from "@dukkan/occ/stores";
import type { Database } from "../db/client.js";
import { areas, pointsOfService } from "../db/tables.js";
import { AREA_CENTROIDS, distanceKm, type Centroid } from "../geo/area-centroids.js";
import type { RequestContext } from "../occ/request-context.js";
import { unknownIdentifier } from "../occ/errors.js";
import { openingState } from "./opening-status.js";
import { loadStoreRecords, pointOfServiceView, weekdayName, type StoreRecord } from "./points-of-service.js";
import type { StoreSearchQuery } from "./stores.schemas.js";

type Context = Pick<RequestContext, "language" | "now">;

const texts = (...values: ({ en: string; ar?: string } | null | undefined)[]): string[] =>
  values.flatMap((value) => (value ? [value.en, value.ar ?? ""] : [])).map((text) => text.toLocaleLowerCase());

/** The store with its distance (when measured) and opening status, in the request's language. */
function storeView(record: StoreRecord, context: Context, distance?: number): Store {
  const state = openingState(record.days, context.now);
  const kilometres = distance === undefined ? undefined : Math.round(distance * 10) / 10;
  return {
    ...pointOfServiceView(record, context.language),
    ...(kilometres === undefined
      ? {}
      : { distanceKm: kilometres, formattedDistance: formatKilometres(kilometres, context.language) }),
    openingStatus: state.open
      ? { open: true, closesAt: state.closesAt }
      : {
          open: false,
          ...(state.opensAt
            ? {
                opensAt: {
                  weekDay: weekdayName(state.opensAt.weekday, context.language),
                  time: state.opensAt.time,
                  today: state.opensAt.today,
                },
              }
            : {}),
        },
  };
}

function formatKilometres(kilometres: number, language: Language): string {
  return new Intl.NumberFormat(language === "ar" ? "ar-AE-u-nu-latn" : "en-AE", {
    style: "unit",
    unit: "kilometer",
    maximumFractionDigits: 1,
  }).format(kilometres);
}

export function storeFinderService(db: Database) {
  /** Delivery areas whose name holds the query: their centres order the stores when the caller gave no position. */
  const areasNamed = async (needle: string) => {
    const rows = await db
      .select({ isocode: areas.isocode, regionIsocode: areas.regionIsocode, name: areas.name })
      .from(areas);
    return rows.filter((area) => texts(area.name).some((text) => text.includes(needle)));
  };

  return {
    async search(context: Context, query: StoreSearchQuery): Promise<StoreFinderSearchPage> {
      let records = await loadStoreRecords(db, undefined);
      let origin: Centroid | undefined =
        query.latitude !== undefined && query.longitude !== undefined
          ? { latitude: query.latitude, longitude: query.longitude }
          : undefined;
      const callerPosition = origin !== undefined;
      if (query.query) {
        const needle = query.query.toLocaleLowerCase();
        const matchedAreas = await areasNamed(needle);
        const areaRegions = new Set(matchedAreas.map((area) => area.regionIsocode));
        records = records.filter(
          (record) =>
            areaRegions.has(record.store.regionIsocode) ||
            texts(
              record.store.displayName,
              record.store.line1,
              record.store.line2,
              record.store.town,
              record.regionName,
            ).some((text) => text.includes(needle)),
        );
        // 'Marina': the Dubai stores, the one nearest Dubai Marina first. 'Dubai' names the emirate, not its areas.
        const namesEmirate = records.some((record) => texts(record.regionName).some((text) => text.includes(needle)));
        if (!namesEmirate) origin ??= matchedAreas.map((area) => AREA_CENTROIDS[area.isocode]).find(Boolean);
      }
      let measured = records.map((record) => ({
        record,
        distance: origin ? distanceKm(origin, record.store) : undefined,
      }));
      if (callerPosition) measured = measured.filter(({ distance }) => distance! * 1000 <= query.radius);
      // Stable sort: equal distances (and no position at all) keep the shop's own order.
      if (origin) measured.sort((a, b) => a.distance! - b.distance!);
      const totalResults = measured.length;
      const page = measured.slice(query.currentPage * query.pageSize, (query.currentPage + 1) * query.pageSize);
      return {
        // Distances are shown only from the caller's own position, not from a searched area's centre.
        stores: page.map(({ record, distance }) => storeView(record, context, callerPosition ? distance : undefined)),
        pagination: {
          currentPage: query.currentPage,
          pageSize: query.pageSize,
          totalPages: Math.ceil(totalResults / query.pageSize),
          totalResults,
        },
        ...(callerPosition ? { sourceLatitude: query.latitude!, sourceLongitude: query.longitude! } : {}),
      };
    },

    /** One store; 404 for an unknown name (the storefront shows its not-found page). */
    async store(context: Context, storeId: string): Promise<Store> {
      const [record] = await loadStoreRecords(db, eq(pointsOfService.name, storeId));
      if (!record) throw unknownIdentifier("store", storeId, "Store not found", 404);
      return storeView(record, context);
    },
  };
}
export type StoreFinderService = ReturnType<typeof storeFinderService>;
