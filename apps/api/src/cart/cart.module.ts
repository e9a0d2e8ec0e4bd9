/**
 * Carts: entries, bundles, the configurator, saved carts. The cart prices every read with the promotion engine
 * (behind the cart's `Promotions` seam), so it builds the engine and hands it on to checkout and payment.
 */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import { PromotionEngine } from "../promotions/promotion-engine.js";
import { cartRoutes } from "./cart-routes.js";
import { CartService } from "./cart-service.js";
import { CartView } from "./cart-view.js";

export type CartModule = ApiModule & {
  readonly carts: CartService;
  readonly promotions: PromotionEngine;
};

export function cartModule(
  deps: Pick<Infrastructure, "db" | "now" | "guards"> & { catalog: ProductCatalog },
): CartModule {
  const carts = new CartService(deps.db, deps.now);
  const promotions = new PromotionEngine(deps.db, deps.now);
  const view = new CartView(carts, deps.catalog, promotions);
  return {
    name: "cart",
    carts,
    promotions,
    registerOcc: async (occ) => {
      await occ.register(cartRoutes(carts, view, deps.guards));
    },
  };
}
