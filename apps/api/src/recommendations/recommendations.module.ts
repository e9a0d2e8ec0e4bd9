/** Product references and recommendations, and the job that ranks them. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import { ORDER_BASKETS } from "./order-baskets.js";
import { registerRecommendationJob } from "./recommendation-job.js";
import { recommendationRoutes } from "./recommendation-routes.js";

export function recommendationsModule(
  deps: Pick<Infrastructure, "db" | "logger" | "jobs"> & { catalog: ProductCatalog },
): ApiModule {
  // Co-purchases come from the shop's placed orders.
  registerRecommendationJob(deps.jobs, deps.db, ORDER_BASKETS, deps.logger);
  return {
    name: "recommendations",
    registerOcc: async (occ) => {
      await occ.register(recommendationRoutes(deps.db, deps.catalog));
    },
  };
}
