/** Products for comparison, read through the catalogue. */
import type { ApiModule } from "../app-module.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import { comparisonRoutes } from "./comparison-routes.js";
import { ComparisonService } from "./comparison-service.js";

export function comparisonModule({ catalog }: { catalog: ProductCatalog }): ApiModule {
  const comparison = new ComparisonService(catalog);
  return {
    name: "comparison",
    registerOcc: async (occ) => {
      await occ.register(comparisonRoutes(comparison));
    },
  };
}
