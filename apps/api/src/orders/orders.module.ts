/**
 * Order placement and history; a placed order's confirmation e-mail carries the tax invoice. Staff fulfilment
 * steps, and the order attachments in the configured file storage (a delivery can carry its proof).
 */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { CartService } from "../cart/cart-service.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import { issuedTaxInvoice, issueTaxInvoice } from "../invoices/invoice-numbering.js";
import { sendOrderConfirmation } from "../invoices/order-confirmation.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { AttachmentService } from "./attachments/attachment-service.js";
import { FulfilmentService } from "./lifecycle/fulfilment-service.js";
import { staffOrderRoutes } from "./lifecycle/staff-order-routes.js";
import { orderRoutes } from "./order-routes.js";
import { OrderService } from "./order-service.js";

export type OrdersModule = ApiModule & {
  readonly orders: OrderService;
  readonly fulfilment: FulfilmentService;
  readonly attachments: AttachmentService;
};

export function ordersModule(
  deps: Pick<Infrastructure, "db" | "config" | "now" | "email" | "guards" | "jobs" | "metrics" | "files"> & {
    carts: CartService;
    catalog: ProductCatalog;
    /** The staff API's role guard (staff order routes under /admin/v1). */
    staffGuards: StaffGuards;
  },
): OrdersModule {
  const confirmationDeps = {
    email: deps.email,
    shop: deps.config.shop,
    storefrontUrl: deps.config.storefrontUrl,
  };
  const orders = new OrderService({
    db: deps.db,
    carts: deps.carts,
    catalog: deps.catalog,
    now: deps.now,
    metrics: deps.metrics,
    loyalty: deps.config.loyalty,
    // Decision 0040: the tax invoice is numbered in the transaction that places the order.
    taxInvoices: (tx, order, document) =>
      issueTaxInvoice(tx, order, document, order.placedAt ?? deps.now?.() ?? new Date()),
    confirmations: {
      jobs: deps.jobs,
      send: async (order, recipient) =>
        sendOrderConfirmation(confirmationDeps, order, recipient, await issuedTaxInvoice(deps.db, Number(order.code))),
    },
  });
  orders.registerJobs(deps.jobs);
  const fulfilment = new FulfilmentService({
    db: deps.db,
    jobs: deps.jobs,
    now: deps.now,
    loyalty: deps.config.loyalty,
  });
  const attachments = new AttachmentService(deps.db, orders, deps.files);
  return {
    name: "orders",
    orders,
    fulfilment,
    attachments,
    registerOcc: async (occ) => {
      await occ.register(orderRoutes(orders, deps.guards));
    },
    registerRoot: async (app) => {
      await app.register(
        staffOrderRoutes({
          db: deps.db,
          orders,
          fulfilment,
          attachments,
          guards: deps.staffGuards,
          shop: deps.config.shop,
        }),
        {
          prefix: STAFF_PREFIX,
        },
      );
    },
  };
}
