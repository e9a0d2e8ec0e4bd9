/** The cart's checkout state: delivery address, pick-up store, delivery and payment modes, guest e-mail. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { AddressService } from "../addresses/address-service.js";
import type { CartService } from "../cart/cart-service.js";
import type { Promotions } from "../cart/cart-pricing.js";
import type { CartRedemptions } from "../loyalty/cart-redemption.js";
import { checkoutRoutes } from "./checkout-routes.js";
import { CheckoutService } from "./checkout-service.js";

export function checkoutModule(
  deps: Pick<Infrastructure, "db" | "guards"> & {
    carts: CartService;
    addresses: AddressService;
    promotions: Promotions;
    /** Loyalty points on carts (the loyalty module). */
    redemptions?: CartRedemptions;
  },
): ApiModule {
  const checkout = new CheckoutService(deps.db, deps.carts, deps.addresses, deps.promotions, deps.redemptions);
  return {
    name: "checkout",
    registerOcc: async (occ) => {
      await occ.register(checkoutRoutes(checkout, deps.db, deps.guards));
    },
  };
}
