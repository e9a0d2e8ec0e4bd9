/** Query and path parameters of the OCC store finder (`GET stores`, `GET stores/{storeId}`). */
import { z } from "zod";
import { STORE_SEARCH_DEFAULT_PAGE_SIZE, STORE_SEARCH_DEFAULT_RADIUS_METRES } from "@dukkan/occ/stores";
import { OccQuery } from "../occ/params.js";

export const StoreSearchQuery = OccQuery.extend({
  query: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((text) => text || undefined)
    .describe("Part of a store's name or address, an emirate or a delivery area, in English or Arabic"),
  latitude: z.coerce.number().min(-90).max(90).optional().describe("The caller's position (with longitude)"),
  longitude: z.coerce.number().min(-180).max(180).optional().describe("The caller's position (with latitude)"),
  radius: z.coerce
    .number()
    .positive()
    .max(20_000_000)
    .default(STORE_SEARCH_DEFAULT_RADIUS_METRES)
    .describe("Metres around the caller's position (only with a position)"),
  currentPage: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(STORE_SEARCH_DEFAULT_PAGE_SIZE),
}).refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
  message: "latitude and longitude go together",
  path: ["latitude"],
});
export type StoreSearchQuery = z.output<typeof StoreSearchQuery>;

/** Store names are slugs ('dukkan-deira'). */
export const StoreIdParams = z.object({ storeId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "unknown store") });
