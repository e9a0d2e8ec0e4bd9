/** The shop's stores (shopping spec §2.16): the OCC store finder and the staff routes that keep the stores. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { storeFinderService } from "./store-finder-service.js";
import { storeRoutes } from "./store-routes.js";
import { staffStoreRoutes } from "./staff-store-routes.js";

export function storesModule(deps: Pick<Infrastructure, "db"> & { staffGuards: StaffGuards }): ApiModule {
  const finder = storeFinderService(deps.db);
  return {
    name: "stores",
    registerOcc: async (occ) => {
      await occ.register(storeRoutes(finder));
    },
    registerRoot: async (app) => {
      await app.register(staffStoreRoutes({ db: deps.db, guards: deps.staffGuards }), { prefix: STAFF_PREFIX });
    },
  };
}
