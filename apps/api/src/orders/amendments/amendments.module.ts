/** The customer's changes to placed orders: cancellation (whole or partial) and reorder. */
import type { ApiModule, Infrastructure } from "../../app-module.js";
import type { CartService } from "../../cart/cart-service.js";
import type { OrderService } from "../order-service.js";
import { amendmentRoutes } from "./amendment-routes.js";
import { CancellationService } from "./cancellation-service.js";
import { ReorderService } from "./reorder-service.js";

export type AmendmentsModule = ApiModule & { readonly cancellations: CancellationService };

export function amendmentsModule(
  deps: Pick<Infrastructure, "db" | "guards" | "jobs"> & { orders: OrderService; carts: CartService },
): AmendmentsModule {
  const cancellations = new CancellationService(deps.db, deps.jobs);
  const reorders = new ReorderService(deps.db, deps.orders, deps.carts);
  return {
    name: "order-amendments",
    cancellations,
    registerOcc: async (occ) => {
      await occ.register(amendmentRoutes({ orders: deps.orders, cancellations, reorders }, deps.guards));
    },
  };
}
