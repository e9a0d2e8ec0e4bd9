/** Countries → regions → delivery areas; the owner's delivery settings under /admin/v1. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { regionRoutes } from "./region-routes.js";
import { staffDeliveryRoutes } from "./staff-delivery-routes.js";

export function areaModule({ db, staffGuards }: Pick<Infrastructure, "db"> & { staffGuards: StaffGuards }): ApiModule {
  return {
    name: "area",
    registerOcc: async (occ) => {
      await occ.register(regionRoutes(db));
    },
    registerRoot: async (app) => {
      await app.register(staffDeliveryRoutes(db, staffGuards), { prefix: STAFF_PREFIX });
    },
  };
}
