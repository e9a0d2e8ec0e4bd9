/**
 * Scheduled replenishment orders (issue 21, decision 0060): the customer's OCC routes and the jobs that place each
 * schedule's orders on their days (a card schedule's charged to its saved card, decision 0066) and e-mail the
 * customer.
 */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { CartService } from "../cart/cart-service.js";
import type { OrderService } from "../orders/order-service.js";
import { replenishmentRoutes } from "./replenishment-routes.js";
import { ReplenishmentService } from "./replenishment-service.js";

export function replenishmentModule(
  deps: Pick<Infrastructure, "db" | "config" | "now" | "email" | "guards" | "jobs" | "paymentGateway"> & {
    carts: CartService;
    orders: OrderService;
  },
): ApiModule {
  const replenishments = new ReplenishmentService({
    db: deps.db,
    carts: deps.carts,
    orders: deps.orders,
    gateway: deps.paymentGateway,
    jobs: deps.jobs,
    email: deps.email,
    storefrontUrl: deps.config.storefrontUrl,
    ...(deps.now ? { now: deps.now } : {}),
  });
  replenishments.registerJobs(deps.jobs);
  return {
    name: "replenishment",
    registerOcc: async (occ) => {
      await occ.register(replenishmentRoutes(replenishments, deps.guards));
    },
  };
}
