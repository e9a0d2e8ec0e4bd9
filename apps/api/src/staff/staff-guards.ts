/**
 * `staffGuards.require(...roles)`: the preValidation hook of every `/admin/v1` route. It checks the staff bearer
 * token and the member's role and builds the request's staff context from the verified session
 * (`request.staffContext`, staff-context.ts). The owner passes every check; no roles = any signed-in member. It
 * runs before the request is validated: who is asking comes before what they sent, so a stranger or a role without
 * access gets 401/403 whatever the body (and learns nothing of its rules).
 *
 * - no token, or a malformed Authorization header → 401 UnauthorizedError
 * - unknown, expired, idle-expired or revoked token, or a deactivated member → 401 InvalidTokenError
 * - a role the route does not allow → 403 ForbiddenError, with an `access.denied` audit row (issue 19: a member
 *   calling the API directly past what the back office shows them is on record)
 * - a member without an enrolled authenticator → 403 SecondFactorEnrolmentRequired, except on the routes that
 *   take `require.enrolling()` (the member, enrolment and sign-out: decision 0044)
 */
import type { FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import type { Database } from "../db/client.js";
import { OccHttpError } from "../occ/errors.js";
import { recordAudit } from "./audit.js";
import { staffContextOf } from "./staff-context.js";
import { roleAllows } from "./staff-principal.js";
import type { StaffSessions } from "./staff-sessions.js";
import type { StaffRole } from "./staff.tables.js";

const unauthorized = () =>
  new OccHttpError(401, [{ type: "UnauthorizedError", message: "A staff access token is required" }]);
const invalidToken = () =>
  new OccHttpError(401, [
    { type: "InvalidTokenError", message: "The staff access token is invalid, expired or revoked; sign in again" },
  ]);
const forbidden = (roles: readonly StaffRole[]) =>
  new OccHttpError(403, [
    {
      type: "ForbiddenError",
      message: `This needs one of the staff roles: ${["owner", ...roles.filter((r) => r !== "owner")].join(", ")}`,
    },
  ]);

const enrolmentRequired = () =>
  new OccHttpError(403, [
    {
      type: "SecondFactorEnrolmentRequired",
      message: "Enrol an authenticator app first (POST /admin/v1/me/second-factor)",
    },
  ]);

export interface StaffGuards {
  /** A hook letting through enrolled members with one of `roles` (the owner always). */
  require(...roles: StaffRole[]): preValidationAsyncHookHandler;
  /** Any signed-in member, enrolled or not: the routes a member needs to enrol and to sign out. */
  enrolling(): preValidationAsyncHookHandler;
}

function staffBearer(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  if (!match) throw unauthorized();
  return match[1]!;
}

export function staffGuards(sessions: StaffSessions, db: Pick<Database, "insert">, clock: () => Date): StaffGuards {
  const signedIn = async (request: FastifyRequest) => {
    const verified = await sessions.verify(staffBearer(request));
    if (!verified) throw invalidToken();
    request.verifiedStaffContext = staffContextOf(request, verified, clock());
    return verified.staff;
  };
  return {
    require(...roles) {
      return async function requireStaff(request: FastifyRequest) {
        const staff = await signedIn(request);
        if (staff.secondFactor === "NONE") throw enrolmentRequired();
        if (roles.length > 0 && !roleAllows(staff.role, roles)) {
          const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
          await recordAudit(db, request.staffContext, {
            action: "access.denied",
            targetType: "route",
            targetId: route,
          });
          throw forbidden(roles);
        }
      };
    },
    enrolling() {
      return async function requireStaffEnrolling(request: FastifyRequest) {
        await signedIn(request);
      };
    },
  };
}
