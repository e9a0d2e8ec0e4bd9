/** Liveness and readiness probes at the root (`/health`, `/health/ready`). */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { healthRoutes, type SearchReadiness } from "./health-routes.js";

export function healthModule(
  deps: Pick<Infrastructure, "db" | "jobs" | "config" | "now"> & { search: SearchReadiness },
): ApiModule {
  return {
    name: "health",
    registerRoot: async (app) => {
      await app.register(healthRoutes(deps.db, deps.search, deps.jobs, deps.config, deps.now ?? (() => new Date())));
    },
  };
}
