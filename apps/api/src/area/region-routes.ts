import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList, RegionList } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import { OccQuery } from "../occ/params.js";
import { listRegions } from "./region-service.js";

export function regionRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/countries/:isoCode/regions",
      {
        schema: {
          tags: ["Delivery areas"],
          summary: "Get a country's delivery regions and areas",
          description:
            "Regions sorted by position, each with its areas, shipping fee and free-shipping threshold (AED, VAT included; null = no threshold). A country without regions answers an empty list.",
          params: z.object({
            isoCode: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter upper-case ISO country code"),
          }),
          querystring: OccQuery,
          response: { 200: RegionList, 400: OccErrorList },
        },
      },
      async (request) => ({ regions: await listRegions(db, request.params.isoCode, request.context.language) }),
    );
  };
}
