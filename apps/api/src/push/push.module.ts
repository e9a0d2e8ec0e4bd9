/** Push devices and web push subscriptions per customer, and their routes (decision 0061). */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { pushRoutes } from "./push-routes.js";

export function pushModule(deps: Pick<Infrastructure, "db" | "guards">): ApiModule {
  return {
    name: "push",
    registerOcc: async (occ) => {
      await occ.register(pushRoutes(deps.db, deps.guards));
    },
  };
}
