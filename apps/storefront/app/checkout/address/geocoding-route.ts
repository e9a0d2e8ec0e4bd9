/**
 * GET /{lang}/checkout/geocoding — the address map's geocoding (checkout spec §2.7, §7.6) relayed to the API:
 * `?latitude=&longitude=` reverse-geocodes a pin, `?address=` finds a typed address. Always answers JSON in the
 * maps service's shape; a failure is status ERROR with the reason the map shows.
 */
import type { GeocodeAnswer } from "@dukkan/occ/checkout";
import { data } from "react-router";
import { z } from "zod";
import { requestArea } from "../../area/area.server";
import { OccRequestError } from "../../occ/occ-client.server";
import { getSession } from "../../session/session.server";
import type { Route } from "./+types/geocoding-route";
import { geocode, type GeocodeQuery } from "./checkout-address.server";
import { requireLanguage } from "../../i18n/route-language";

const Query = z.union([
  z.object({ latitude: z.coerce.number().min(-90).max(90), longitude: z.coerce.number().min(-180).max(180) }),
  z.object({ address: z.string().trim().min(1).max(500) }),
]);

export async function loader({ request, params }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const query = Query.safeParse(search);
  const headers = { "Cache-Control": "private, max-age=300" };
  if (!query.success) {
    return data<GeocodeAnswer>({ status: "ERROR", results: [], errorMessage: "invalid query" }, { status: 400 });
  }
  const session = await getSession(request);
  try {
    return data(await geocode(params.lang, query.data as GeocodeQuery, requestArea(session)), { headers });
  } catch (error) {
    // The API's per-shopper limit: the map shows its message; nothing is broken, so nothing is logged.
    if (error instanceof OccRequestError && error.status === 429) {
      return data<GeocodeAnswer>({ status: "ERROR", results: [], errorMessage: error.message }, { status: 429 });
    }
    console.error("Geocoding failed", error);
    const reason = error instanceof Error ? error.message : "unknown";
    return data<GeocodeAnswer>({ status: "ERROR", results: [], errorMessage: reason }, { status: 502 });
  }
}
