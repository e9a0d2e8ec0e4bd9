import type { Database } from "../db/client.js";
import type { GeoConfig } from "./geo-config.js";
import type { Geocoder } from "./geocoder.js";
import { HttpGeocoder } from "./http-geocoder.js";
import { SandboxGeocoder } from "./sandbox-geocoder.js";

export function createGeocoder(config: GeoConfig, db: Database): Geocoder {
  if (config.adapter === "http") {
    return new HttpGeocoder({ baseUrl: config.url, userAgent: config.userAgent, timeoutMs: config.timeoutMs });
  }
  return new SandboxGeocoder(db);
}
