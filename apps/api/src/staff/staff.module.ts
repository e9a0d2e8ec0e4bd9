/**
 * The staff API (decision 0036): staff accounts and roles, their sign-in and sessions, the role guard other
 * modules put on their `/admin/v1` routes, and the audit log. Built before the modules that add staff routes,
 * which take `guards` from it.
 */
import { SecretHasher } from "../account/secrets.js";
import type { ApiModule, Infrastructure } from "../app-module.js";
import { StaffAuthService } from "./staff-auth-service.js";
import { staffAuthRoutes, STAFF_PREFIX } from "./staff-auth-routes.js";
import { registerStaffContext } from "./staff-context.js";
import { staffGuards, type StaffGuards } from "./staff-guards.js";
import { StaffMembersService } from "./staff-members-service.js";
import { staffMembersRoutes } from "./staff-members-routes.js";
import { StaffPasswordLinks } from "./staff-password-links.js";
import { StaffSessions } from "./staff-sessions.js";
import { enrolDemoStaff } from "./demo-staff.js";
import { RecoveryCodes } from "./second-factor/recovery-codes.js";
import { secondFactorRoutes } from "./second-factor/second-factor-routes.js";
import { SecondFactorService } from "./second-factor/second-factor-service.js";
import { TotpSecretBox } from "./second-factor/secret-box.js";

/** The back office's set-password page (BACKOFFICE_URL); invitation and reset e-mails link to it with `?token=`. */
export const SET_PASSWORD_PATH = "/set-password";

export type StaffModule = ApiModule & { readonly guards: StaffGuards; readonly sessions: StaffSessions };

export function staffModule(deps: Pick<Infrastructure, "db" | "config" | "now" | "limiter" | "email">): StaffModule {
  const now = deps.now ?? (() => new Date());
  const sessions = new StaffSessions(deps.db, now);
  const guards = staffGuards(sessions, deps.db, now);
  const hasher = new SecretHasher(deps.config.oauth.tokenSecret);
  const box = new TotpSecretBox(deps.config.oauth.tokenSecret);
  const production = deps.config.env === "production";
  const secondFactor = new SecondFactorService({
    db: deps.db,
    limiter: deps.limiter,
    sessions,
    hasher,
    box,
    recoveryCodes: new RecoveryCodes(hasher),
    now,
  });
  const auth = new StaffAuthService({ db: deps.db, limiter: deps.limiter, sessions, now, production, secondFactor });
  const members = new StaffMembersService({
    db: deps.db,
    now,
    email: deps.email,
    sessions,
    links: new StaffPasswordLinks(hasher, now),
    setPasswordUrl: `${deps.config.backofficeUrl}${SET_PASSWORD_PATH}`,
  });
  return {
    name: "staff",
    guards,
    sessions,
    registerRoot: async (app) => {
      registerStaffContext(app);
      await enrolDemoStaff(deps.db, box, { production });
      await app.register(staffAuthRoutes({ auth, sessions, guards, db: deps.db, secondFactor }), {
        prefix: STAFF_PREFIX,
      });
      await app.register(secondFactorRoutes(secondFactor, guards), { prefix: STAFF_PREFIX });
      await app.register(staffMembersRoutes(members, guards, deps.db), { prefix: STAFF_PREFIX });
    },
  };
}
