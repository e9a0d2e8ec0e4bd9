/** Product references and recommendations, and the job that ranks them. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import { ORDER_BASKETS } from "./order-baskets.js";
import { RecommendationScheduler } from "./recommendation-job.js";
import { recommendationRoutes } from "./recommendation-routes.js";

export function recommendationsModule(
  deps: Pick<Infrastructure, "db" | "logger"> & { catalog: ProductCatalog },
): ApiModule {
  // Co-purchases come from the shop's placed orders.
  const scheduler = new RecommendationScheduler(deps.db, ORDER_BASKETS, deps.logger);
  return {
    name: "recommendations",
    jobs: [scheduler],
    registerOcc: async (occ) => {
      await occ.register(recommendationRoutes(deps.db, deps.catalog));
    },
  };
}
