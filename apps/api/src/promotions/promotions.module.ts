/**
 * Vouchers on carts and customer coupons (the promotion engine itself prices carts: see the cart module), and the
 * staff routes that run promotions and vouchers.
 */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { CartService } from "../cart/cart-service.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { staffPromotionRoutes } from "./staff-promotion-routes.js";
import { StaffPromotions } from "./staff-promotions.js";
import { voucherRoutes } from "./voucher-routes.js";
import { VoucherService } from "./voucher-service.js";

export function promotionsModule(
  deps: Pick<Infrastructure, "db" | "now" | "limiter" | "guards"> & { carts: CartService; staffGuards: StaffGuards },
): ApiModule {
  const vouchers = new VoucherService(deps.db, deps.limiter, deps.now);
  return {
    name: "promotions",
    registerRoot: async (app) => {
      await app.register(staffPromotionRoutes({ service: new StaffPromotions(deps.db), guards: deps.staffGuards }), {
        prefix: STAFF_PREFIX,
      });
    },
    registerOcc: async (occ) => {
      await occ.register(voucherRoutes(deps.carts, vouchers, deps.guards));
    },
  };
}
