/**
 * Return requests (issue 20): the customer's OCC routes, the staff routes under /admin/v1, the `return.refund`
 * job, and what the order views show of returns (returnable units, the order's requests).
 */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import type { InvoiceService } from "../invoices/invoice-service.js";
import type { OrderService } from "../orders/order-service.js";
import { PaymentSettlement } from "../payment/payment-settlement.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { orderReturns } from "./order-returns.js";
import { returnRoutes } from "./return-routes.js";
import { RETURN_REFUND_JOB, ReturnService, type ReturnRefundPayload } from "./return-service.js";
import { staffReturnRoutes } from "./staff-return-routes.js";

export function returnsModule(
  deps: Pick<Infrastructure, "db" | "config" | "now" | "logger" | "paymentGateway" | "guards" | "jobs" | "files"> & {
    orders: OrderService;
    invoices: InvoiceService;
    catalog: ProductCatalog;
    staffGuards: StaffGuards;
  },
): ApiModule {
  const rules = { windowDays: deps.config.returns.windowDays, now: deps.now ?? (() => new Date()) };
  const returns = new ReturnService({
    db: deps.db,
    jobs: deps.jobs,
    storage: deps.files,
    invoices: deps.invoices,
    settlement: new PaymentSettlement({
      db: deps.db,
      gateway: deps.paymentGateway,
      jobs: deps.jobs,
      logger: deps.logger,
    }),
    catalog: deps.catalog,
    rules,
    loyalty: deps.config.loyalty,
  });
  deps.jobs.handle<ReturnRefundPayload>(RETURN_REFUND_JOB, (payload) => returns.settleCardRefund(payload));
  deps.orders.describeReturnsWith((db, orderIds) => orderReturns(db, orderIds, rules));
  return {
    name: "returns",
    registerOcc: async (occ) => {
      await occ.register(returnRoutes(returns, deps.guards));
    },
    registerRoot: async (app) => {
      await app.register(staffReturnRoutes(returns, deps.staffGuards), { prefix: STAFF_PREFIX });
    },
  };
}
