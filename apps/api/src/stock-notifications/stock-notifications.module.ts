/**
 * Back-in-stock interests and notification preferences, the staff stock route (`PUT /admin/v1/stock/{code}`) and
 * the back-in-stock job that e-mails waiting customers (the staff catalogue runs it too when it restocks).
 */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import { BackInStockJob } from "./back-in-stock-job.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import { adminStockRoutes } from "./admin-stock-routes.js";
import { stockNotificationRoutes } from "./stock-notification-routes.js";

export function stockNotificationsModule(
  deps: Pick<Infrastructure, "db" | "config" | "email" | "push" | "logger" | "guards" | "jobs"> & {
    catalog: ProductCatalog;
    staffGuards: StaffGuards;
  },
): ApiModule & { readonly backInStock: BackInStockJob } {
  const { db, config } = deps;
  const backInStock = new BackInStockJob({
    db,
    email: deps.email,
    push: deps.push,
    storefrontUrl: config.storefrontUrl,
    logger: deps.logger,
  });
  backInStock.registerJobs(deps.jobs);
  return {
    name: "stock-notifications",
    backInStock,
    registerRoot: async (app) => {
      await app.register(adminStockRoutes(db, backInStock, deps.staffGuards), { prefix: STAFF_PREFIX });
    },
    registerOcc: async (occ) => {
      await occ.register(stockNotificationRoutes({ db, catalog: deps.catalog, guards: deps.guards }));
    },
  };
}
