/** The customer's wishlist. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import { wishlistRoutes } from "./wishlist-routes.js";
import { WishlistService } from "./wishlist-service.js";

export function wishlistModule(deps: Pick<Infrastructure, "db" | "guards"> & { catalog: ProductCatalog }): ApiModule {
  const wishlist = new WishlistService(deps.db, deps.catalog);
  return {
    name: "wishlist",
    registerOcc: async (occ) => {
      await occ.register(wishlistRoutes(wishlist, deps.guards));
    },
  };
}
