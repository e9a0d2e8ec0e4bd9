/** Product reviews. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import { reviewRoutes } from "./review-routes.js";
import { ReviewService } from "./review-service.js";

export function reviewsModule(
  deps: Pick<Infrastructure, "db" | "now" | "guards"> & { catalog: ProductCatalog },
): ApiModule {
  const reviews = new ReviewService(deps.db, deps.catalog, deps.now);
  return {
    name: "reviews",
    registerOcc: async (occ) => {
      await occ.register(reviewRoutes(reviews, deps.guards));
    },
  };
}
