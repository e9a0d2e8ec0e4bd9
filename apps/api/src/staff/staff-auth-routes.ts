/**
 * The staff API's sign-in (decision 0036), JSON under /admin/v1, errors in the OCC envelope:
 * - POST /admin/v1/auth/token  {email, password} → {access_token, token_type, expires_in, staff}
 * - POST /admin/v1/auth/revoke  ends the calling session (204)
 * - GET  /admin/v1/me           the signed-in member
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import { OccHttpError } from "../occ/errors.js";
import { recordAudit } from "./audit.js";
import type { StaffAuthService } from "./staff-auth-service.js";
import { currentStaff, type StaffGuards } from "./staff-guards.js";
import type { StaffSessions } from "./staff-sessions.js";
import { StaffMember, StaffSignIn, StaffToken } from "@dukkan/staff-api";

export const STAFF_PREFIX = "/admin/v1";
const TAG = "Staff sign-in";

export interface StaffAuthRouteDeps {
  auth: StaffAuthService;
  sessions: StaffSessions;
  guards: StaffGuards;
  db: Database;
}

export function staffAuthRoutes({ auth, sessions, guards, db }: StaffAuthRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/auth/token",
      {
        schema: {
          tags: [TAG],
          summary: "Sign a staff member in",
          description:
            "Unknown e-mail and wrong password answer alike (401). Failures are limited per e-mail and client address, attempts per address (429 with Retry-After). A deactivated or locked account, or (in production) the demo password, is refused with 401.",
          body: StaffSignIn,
          response: { 200: StaffToken, 400: OccErrorList, 401: OccErrorList, 429: OccErrorList },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        try {
          const signedIn = await auth.signIn(request.body.email, request.body.password, request);
          return {
            access_token: signedIn.accessToken,
            token_type: "bearer" as const,
            expires_in: signedIn.expiresIn,
            staff: signedIn.staff,
          };
        } catch (error) {
          if (error instanceof OccHttpError && "retryAfterSeconds" in error) {
            reply.header("retry-after", String(error.retryAfterSeconds));
          }
          throw error;
        }
      },
    );

    app.post(
      "/auth/revoke",
      {
        schema: {
          tags: [TAG],
          summary: "Sign out: end the calling session",
          response: { 204: z.null(), 401: OccErrorList },
        },
        preHandler: guards.require(),
      },
      async (request, reply) => {
        const staff = currentStaff(request);
        await db.transaction(async (tx) => {
          await sessions.revoke(tx, request.staffSessionId!);
          await recordAudit(tx, { staff, action: "auth.sign-out", targetType: "staff", targetId: staff.id, request });
        });
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/me",
      {
        schema: {
          tags: [TAG],
          summary: "The signed-in staff member",
          response: { 200: StaffMember, 401: OccErrorList },
        },
        preHandler: guards.require(),
      },
      async (request) => currentStaff(request),
    );
  };
}
