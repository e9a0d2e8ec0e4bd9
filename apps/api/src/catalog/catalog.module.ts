/** Products: the cached catalogue every other feature reads products through, and its OCC routes. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { ProductPromotionSource } from "../promotions/product-promotions.js";
import { productRoutes } from "./product-routes.js";
import { ProductCatalog } from "./product-service.js";

export type CatalogModule = ApiModule & { readonly catalog: ProductCatalog };

export function catalogModule(
  deps: Pick<Infrastructure, "db" | "config" | "now" | "catalogVersion" | "cacheCheckIntervalMs">,
): CatalogModule {
  const { db } = deps;
  const catalog = new ProductCatalog(db, deps.catalogVersion, {
    mediaBaseUrl: deps.config.mediaBaseUrl,
    // Products carry their potential promotions in their JSON.
    promotions: new ProductPromotionSource(db, deps.cacheCheckIntervalMs),
    now: deps.now,
  });
  return {
    name: "catalog",
    catalog,
    registerOcc: async (occ) => {
      await occ.register(productRoutes(catalog));
    },
  };
}
