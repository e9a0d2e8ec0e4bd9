/** OCC store finder routes (shopping spec §2.16): `GET stores` and `GET stores/{storeId}`. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OccErrorList } from "@dukkan/occ";
import { Store, StoreFinderSearchPage } from "@dukkan/occ/stores";
import { OccQuery } from "../occ/params.js";
import type { StoreFinderService } from "./store-finder-service.js";
import { StoreIdParams, StoreSearchQuery } from "./stores.schemas.js";

const TAGS = ["Store finder"];

export function storeRoutes(stores: StoreFinderService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/stores",
      {
        schema: {
          tags: TAGS,
          summary: "Find the shop's stores",
          description:
            "With `latitude` and `longitude`: the stores within `radius` metres (default 100 km), nearest first, " +
            "each with its distance. `query` keeps the stores whose name or address holds it, or that lie in the " +
            "emirate it names or in the emirate of the delivery area it names (then nearest that area first). " +
            "Each store says whether it is open at the moment of the request (Asia/Dubai time).",
          querystring: StoreSearchQuery,
          response: { 200: StoreFinderSearchPage, 400: OccErrorList },
        },
      },
      async (request) => stores.search(request.context, request.query),
    );

    app.get(
      "/stores/:storeId",
      {
        schema: {
          tags: TAGS,
          summary: "Get one store",
          description:
            "Address, contact, position, opening hours and whether it is open now. 404 for an unknown store.",
          params: StoreIdParams,
          querystring: OccQuery,
          response: { 200: Store, 400: OccErrorList, 404: OccErrorList },
        },
      },
      async (request) => stores.store(request.context, request.params.storeId),
    );
  };
}
