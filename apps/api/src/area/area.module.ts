/** Countries → regions → delivery areas. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { regionRoutes } from "./region-routes.js";

export function areaModule({ db }: Pick<Infrastructure, "db">): ApiModule {
  return {
    name: "area",
    registerOcc: async (occ) => {
      await occ.register(regionRoutes(db));
    },
  };
}
