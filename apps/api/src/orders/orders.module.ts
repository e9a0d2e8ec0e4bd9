/** Order placement and history; a placed order's confirmation e-mail carries the tax invoice. */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { CartService } from "../cart/cart-service.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import { issuedTaxInvoice, issueTaxInvoice } from "../invoices/invoice-numbering.js";
import { sendOrderConfirmation } from "../invoices/order-confirmation.js";
import { orderRoutes } from "./order-routes.js";
import { OrderService } from "./order-service.js";

export type OrdersModule = ApiModule & { readonly orders: OrderService };

export function ordersModule(
  deps: Pick<Infrastructure, "db" | "config" | "now" | "email" | "guards" | "jobs"> & {
    carts: CartService;
    catalog: ProductCatalog;
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
  return {
    name: "orders",
    orders,
    registerOcc: async (occ) => {
      await occ.register(orderRoutes(orders, deps.guards));
    },
  };
}
