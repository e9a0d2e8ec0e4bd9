/** Product search, suggestions and category listings over the in-memory index. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import { searchRoutes } from "./search-routes.js";
import { SearchService } from "./search-service.js";

export type SearchModule = ApiModule & { readonly search: SearchService };

export function searchModule(
  deps: Pick<Infrastructure, "db" | "config" | "now" | "catalogVersion"> & { catalog: ProductCatalog },
): SearchModule {
  const search = new SearchService(deps.db, deps.catalogVersion, deps.catalog, {
    mediaBaseUrl: deps.config.mediaBaseUrl,
    now: deps.now,
  });
  return {
    name: "search",
    search,
    registerOcc: async (occ) => {
      await occ.register(searchRoutes(search));
    },
  };
}
