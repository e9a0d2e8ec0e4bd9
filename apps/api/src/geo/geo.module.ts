/** Geocoding for the checkout map and address verification. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { AddressVerifier } from "./address-verification.js";
import { geoRoutes } from "./geo-routes.js";

export function geoModule(deps: Pick<Infrastructure, "db" | "geocoder" | "guards" | "limiter">): ApiModule {
  const verifier = new AddressVerifier(deps.db, deps.geocoder);
  return {
    name: "geo",
    registerOcc: async (occ) => {
      await occ.register(geoRoutes(deps.geocoder, verifier, deps.guards, deps.limiter));
    },
  };
}
