/**
 * The staff catalogue (issue 19): the product list, one product, its texts, price and stock, CSV export and import,
 * scheduled price changes (with their job handlers) and the product's pictures.
 */
import type { ApiModule, Infrastructure } from "../../app-module.js";
import { STAFF_PREFIX } from "../../staff/staff-auth-routes.js";
import type { StaffGuards } from "../../staff/staff-guards.js";
import type { BackInStockJob } from "../../stock-notifications/back-in-stock-job.js";
import { ScheduledPrices } from "./scheduled-prices.js";
import { staffProductImageRoutes } from "./staff-product-image-routes.js";
import { staffProductRoutes } from "./staff-product-routes.js";

export function staffProductsModule(
  deps: Pick<Infrastructure, "db" | "config" | "jobs" | "now"> & {
    staffGuards: StaffGuards;
    backInStock: BackInStockJob;
  },
): ApiModule {
  const scheduledPrices = new ScheduledPrices(deps.db, deps.jobs, deps.now);
  scheduledPrices.registerJobs();
  return {
    name: "staff-products",
    registerRoot: async (app) => {
      await app.register(
        staffProductRoutes({
          db: deps.db,
          guards: deps.staffGuards,
          backInStock: deps.backInStock,
          mediaBaseUrl: deps.config.mediaBaseUrl,
          scheduledPrices,
        }),
        { prefix: STAFF_PREFIX },
      );
      await app.register(
        staffProductImageRoutes({ db: deps.db, guards: deps.staffGuards, mediaBaseUrl: deps.config.mediaBaseUrl }),
        { prefix: STAFF_PREFIX },
      );
    },
  };
}
