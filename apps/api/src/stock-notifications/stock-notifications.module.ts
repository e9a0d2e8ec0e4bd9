/**
 * Back-in-stock interests and notification preferences, the staff stock route (only with STAFF_API_TOKEN) and
 * the back-in-stock job that e-mails waiting customers.
 */
import type { ApiModule, Infrastructure } from "../app-module.js";
import type { ProductCatalog } from "../catalog/product-service.js";
import { BackInStockJob } from "./back-in-stock-job.js";
import { staffStockRoutes } from "./staff-stock-routes.js";
import { stockNotificationRoutes } from "./stock-notification-routes.js";

export function stockNotificationsModule(
  deps: Pick<Infrastructure, "db" | "config" | "email" | "logger" | "guards" | "jobs"> & { catalog: ProductCatalog },
): ApiModule {
  const { db, config } = deps;
  const backInStock = new BackInStockJob({
    db,
    email: deps.email,
    storefrontUrl: config.storefrontUrl,
    logger: deps.logger,
  });
  backInStock.registerJobs(deps.jobs);
  const staffToken = config.staffApiToken;
  return {
    name: "stock-notifications",
    registerRoot: async (app) => {
      if (staffToken) await app.register(staffStockRoutes(db, backInStock, staffToken));
    },
    registerOcc: async (occ) => {
      await occ.register(stockNotificationRoutes({ db, catalog: deps.catalog, guards: deps.guards }));
    },
  };
}
