import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { AddressFields } from "@dukkan/occ/address";
import { AddressValidation, GeocodeAnswer } from "@dukkan/occ/checkout";
import { tooManyRequests } from "../account/account-routes.js";
import { RATE_LIMITS, type RateLimiter } from "../guards/rate-limiter.js";
import type { UserGuards } from "../guards/user-guard.js";
import { OccQuery } from "../occ/params.js";
import type { AddressVerifier } from "./address-verification.js";
import type { Geocoder } from "./geocoder.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const TAGS = ["Geocoding"];
const coordinates = {
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
};

/** The checkout map's geocoding (spec §2.7, §7.6) and address verification (spec §4.12). */
export function geoRoutes(
  geocoder: Geocoder,
  verifier: AddressVerifier,
  guards: UserGuards,
  limiter: RateLimiter,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Anyone may ask (the storefront's map is public); one client must not spend the geocoder's budget for all.
    const limitPerClient = async (request: FastifyRequest, reply: FastifyReply) => {
      const limit = await limiter.hit(`geocoding:ip:${request.ip}`, RATE_LIMITS.geocodingPerIp);
      if (!limit.allowed) {
        reply.header("retry-after", String(limit.retryAfterSeconds));
        throw tooManyRequests(limit.retryAfterSeconds, "Too many geocoding requests");
      }
    };

    app.get(
      "/geocoding/reverse",
      {
        preHandler: limitPerClient,
        schema: {
          tags: TAGS,
          summary: "What lies at a map pin",
          description:
            "Google-style address components (street_number, route, neighborhood, locality, " +
            "administrative_area_level_1 with the emirate's short code, country). `regionIsocode` is the emirate " +
            "the point lies in by the offline boundaries; ZERO_RESULTS outside the country, ERROR when the " +
            "geocoding service failed or is busy (errorMessage says why). Limited per client IP (429 with " +
            "Retry-After).",
          querystring: OccQuery.extend(coordinates),
          response: { 200: GeocodeAnswer, 400: OccErrorList, 429: OccErrorList },
        },
      },
      async (request) => geocoder.reverse(request.query.latitude, request.query.longitude, request.context.language),
    );

    app.get(
      "/geocoding/search",
      {
        preHandler: limitPerClient,
        schema: {
          tags: TAGS,
          summary: "Where a typed address lies",
          description:
            "The address as 'line1, town, region, country'; answers like geocoding/reverse and shares its limit.",
          querystring: OccQuery.extend({ address: z.string().trim().min(1).max(500) }),
          response: { 200: GeocodeAnswer, 400: OccErrorList, 429: OccErrorList },
        },
      },
      async (request) => geocoder.search(request.query.address, request.context.language),
    );

    app.post(
      "/users/:userId/addresses/verification",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: TAGS,
          summary: "Verify a delivery address against its map pin",
          description:
            "REJECT: no pin, the pin outside the address's region (reason map.outOfScope) or an area that is " +
            "not the region's; REVIEW: the typed town or area disagree with the pin, with a suggested address; " +
            "ACCEPT otherwise.",
          params: z.object({ userId: z.string().max(256) }),
          querystring: OccQuery,
          body: AddressFields,
          response: { 200: AddressValidation, ...errors },
        },
      },
      async (request) => verifier.verify(request.body, request.context.language),
    );
  };
}
