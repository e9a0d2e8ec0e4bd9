/**
 * Card payment of a cart through the gateway, saved cards, the reconciliation job for pending orders, and the
 * settlement jobs of placed orders (capture at shipping, void / refund on cancellation; decision 0037).
 */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { CartService } from "../cart/cart-service.js";
import type { Promotions } from "../cart/cart-pricing.js";
import type { OrderService } from "../orders/order-service.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { PaymentDetailsService } from "./payment-details.js";
import { PaymentLinks } from "./payment-links.js";
import { PaymentReconciliation } from "./payment-reconciliation.js";
import { paymentRoutes } from "./payment-routes.js";
import { PaymentService } from "./payment-service.js";
import { PaymentSettlement } from "./payment-settlement.js";
import { staffPaymentRoutes } from "./staff-payment-routes.js";

export function paymentModule(
  deps: Pick<
    Infrastructure,
    "db" | "config" | "logger" | "paymentGateway" | "guards" | "jobs" | "metrics" | "email" | "sms" | "limiter"
  > & {
    carts: CartService;
    orders: OrderService;
    promotions: Promotions;
    /** The staff API's role guard (the retry-capture route under /admin/v1). */
    staffGuards: StaffGuards;
  },
): ApiModule {
  const { db, carts, orders, logger, paymentGateway: gateway } = deps;
  const details = new PaymentDetailsService(db, carts, gateway);
  const payments = new PaymentService({
    db,
    carts,
    orders,
    promotions: deps.promotions,
    gateway,
    details,
    config: deps.config.payment,
    logger,
    metrics: deps.metrics,
    loyalty: deps.config.loyalty,
  });
  const links = new PaymentLinks({
    db,
    carts,
    payments,
    email: deps.email,
    sms: deps.sms,
    limiter: deps.limiter,
    storefrontUrl: deps.config.storefrontUrl,
    logger,
  });
  const reconciliation = new PaymentReconciliation({
    db,
    gateway,
    orders,
    olderThanMs: deps.config.payment.reconcileAfterMs,
    logger,
  });
  reconciliation.registerJobs(deps.jobs);
  new PaymentSettlement({ db, gateway, jobs: deps.jobs, logger }).registerJobs(deps.jobs);
  orders.settlePendingPaymentsWith((orderIds) => reconciliation.settleFinal(orderIds));
  return {
    name: "payment",
    start: () => reconciliation.enqueueAtStart(deps.jobs),
    registerOcc: async (occ) => {
      await occ.register(paymentRoutes(payments, details, links, deps.guards));
    },
    registerRoot: async (app) => {
      await app.register(staffPaymentRoutes({ db, orders, jobs: deps.jobs, guards: deps.staffGuards }), {
        prefix: STAFF_PREFIX,
      });
    },
  };
}
