/** The staff side of the shop's customers (back office screen 5): search, profile, disable/enable, password reset. */
import type { AccountService } from "../account/account-service.js";
import type { ApiModule, Infrastructure } from "../app-module.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { staffCustomerRoutes } from "./staff-customer-routes.js";

export function customersModule(
  deps: Pick<Infrastructure, "db" | "tokens" | "config"> & { accounts: AccountService; staffGuards: StaffGuards },
): ApiModule {
  return {
    name: "customers",
    registerRoot: async (app) => {
      await app.register(
        staffCustomerRoutes({
          db: deps.db,
          accounts: deps.accounts,
          tokens: deps.tokens,
          guards: deps.staffGuards,
          loyaltyRules: deps.config.loyalty,
        }),
        { prefix: STAFF_PREFIX },
      );
    },
  };
}
