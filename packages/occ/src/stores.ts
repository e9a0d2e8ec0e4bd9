/**
 * OCC store finder shapes (shopping spec §2.16): `GET stores` (a page of points of service, nearest first when
 * the caller gives a position) and `GET stores/{storeId}`. A store is the checkout's point of service plus what the
 * finder shows: the distance from the caller's position and whether it is open at the moment of the request.
 */
import { z } from "zod";
import { PointOfService } from "./checkout";
import { Pagination } from "./order";

/** Open or closed at the moment of the request, in the shop's time zone (Asia/Dubai); times as 'HH:MM'. */
export const StoreOpeningStatus = z.object({
  open: z.boolean(),
  /** When open: the closing time of the current opening. */
  closesAt: z.string().optional(),
  /** When closed: the next opening within a week (weekday name in the request language, time). */
  opensAt: z.object({ weekDay: z.string(), time: z.string(), today: z.boolean() }).optional(),
});
export type StoreOpeningStatus = z.infer<typeof StoreOpeningStatus>;

export const Store = PointOfService.extend({
  /** Kilometres from the caller's position (only when the request gave one). */
  distanceKm: z.number().optional(),
  formattedDistance: z.string().optional(),
  openingStatus: StoreOpeningStatus.optional(),
});
export type Store = z.infer<typeof Store>;

export const StoreFinderSearchPage = z.object({
  stores: z.array(Store),
  pagination: Pagination,
  /** The position distances were measured from, when the request gave one. */
  sourceLatitude: z.number().optional(),
  sourceLongitude: z.number().optional(),
});
export type StoreFinderSearchPage = z.infer<typeof StoreFinderSearchPage>;

/** OCC's default search radius (metres) when a position is given without one, and the page size. */
export const STORE_SEARCH_DEFAULT_RADIUS_METRES = 100_000;
export const STORE_SEARCH_DEFAULT_PAGE_SIZE = 20;
