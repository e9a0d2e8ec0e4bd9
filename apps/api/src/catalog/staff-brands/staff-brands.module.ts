/** The brands as staff run them (issue 19, decision 0079): list, create, edit, reorder, delete, logo. */
import type { ApiModule, Infrastructure } from "../../app-module.js";
import { STAFF_PREFIX } from "../../staff/staff-auth-routes.js";
import type { StaffGuards } from "../../staff/staff-guards.js";
import { staffBrandRoutes } from "./staff-brand-routes.js";

export function staffBrandsModule(
  deps: Pick<Infrastructure, "db" | "config"> & { staffGuards: StaffGuards },
): ApiModule {
  return {
    name: "staff-brands",
    registerRoot: async (app) => {
      await app.register(
        staffBrandRoutes({ db: deps.db, guards: deps.staffGuards, mediaBaseUrl: deps.config.mediaBaseUrl }),
        { prefix: STAFF_PREFIX },
      );
    },
  };
}
