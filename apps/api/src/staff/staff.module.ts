/**
 * The staff API (decision 0036): staff accounts and roles, their sign-in and sessions, the role guard other
 * modules put on their `/admin/v1` routes, and the audit log. Built before the modules that add staff routes,
 * which take `guards` from it.
 */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { StaffAuthService } from "./staff-auth-service.js";
import { staffAuthRoutes, STAFF_PREFIX } from "./staff-auth-routes.js";
import { registerStaffGuardContext, staffGuards, type StaffGuards } from "./staff-guards.js";
import { StaffSessions } from "./staff-sessions.js";

export type StaffModule = ApiModule & { readonly guards: StaffGuards; readonly sessions: StaffSessions };

export function staffModule(deps: Pick<Infrastructure, "db" | "config" | "now" | "limiter">): StaffModule {
  const now = deps.now ?? (() => new Date());
  const sessions = new StaffSessions(deps.db, now);
  const guards = staffGuards(sessions);
  const auth = new StaffAuthService({
    db: deps.db,
    limiter: deps.limiter,
    sessions,
    now,
    production: deps.config.env === "production",
  });
  return {
    name: "staff",
    guards,
    sessions,
    registerRoot: async (app) => {
      registerStaffGuardContext(app);
      await app.register(staffAuthRoutes({ auth, sessions, guards, db: deps.db }), { prefix: STAFF_PREFIX });
    },
  };
}
