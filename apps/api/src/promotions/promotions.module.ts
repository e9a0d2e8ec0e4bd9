/** Vouchers on carts and customer coupons (the promotion engine itself prices carts: see the cart module). */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { CartService } from "../cart/cart-service.js";
import { voucherRoutes } from "./voucher-routes.js";
import { VoucherService } from "./voucher-service.js";

export function promotionsModule(
  deps: Pick<Infrastructure, "db" | "now" | "limiter" | "guards"> & { carts: CartService },
): ApiModule {
  const vouchers = new VoucherService(deps.db, deps.limiter, deps.now);
  return {
    name: "promotions",
    registerOcc: async (occ) => {
      await occ.register(voucherRoutes(deps.carts, vouchers, deps.guards));
    },
  };
}
