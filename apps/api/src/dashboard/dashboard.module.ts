/**
 * GET /admin/v1/dashboard (issue 19): the day at a glance for every signed-in staff member, whatever the role.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OccErrorList } from "@dukkan/occ";
import { Dashboard, StaffLanguageQuery } from "@dukkan/staff-api";
import type { ApiModule, Infrastructure } from "../app-module.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { dashboard } from "./dashboard-query.js";

function dashboardRoutes(deps: {
  db: Infrastructure["db"];
  now: () => Date;
  guards: StaffGuards;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/dashboard",
      {
        preValidation: deps.guards.require("fulfilment", "support", "merchandiser"),
        schema: {
          tags: ["Staff dashboard"],
          summary: "Today's orders and sales, the last 14 days, orders waiting for staff, low stock",
          description:
            "Days are Asia/Dubai days; cancelled orders are not counted as sales. `openTickets` and `openReturns` stay null until those features exist.",
          querystring: StaffLanguageQuery,
          response: { 200: Dashboard, 401: OccErrorList, 403: OccErrorList },
        },
      },
      async (request) => dashboard(deps.db, deps.now(), request.query.lang),
    );
  };
}

export function dashboardModule(deps: Pick<Infrastructure, "db" | "now"> & { staffGuards: StaffGuards }): ApiModule {
  const now = deps.now ?? (() => new Date());
  return {
    name: "dashboard",
    registerRoot: async (app) => {
      await app.register(dashboardRoutes({ db: deps.db, now, guards: deps.staffGuards }), { prefix: STAFF_PREFIX });
    },
  };
}
