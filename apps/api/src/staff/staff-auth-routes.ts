/**
 * The staff API's sign-in (decision 0036), JSON under /admin/v1, errors in the OCC envelope:
 * - POST /admin/v1/auth/token          {email, password} → a StaffToken, or for a member with an authenticator a
 *                                      second-factor challenge (decision 0044)
 * - POST /admin/v1/auth/second-factor  {challenge, code} → StaffToken
 * - POST /admin/v1/auth/revoke         ends the calling session (204)
 * - POST /admin/v1/auth/revoke-all     ends every session of the caller (204)
 * - GET  /admin/v1/me                  the signed-in member
 */
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import { OccHttpError } from "../occ/errors.js";
import { recordAudit } from "./audit.js";
import type { StaffAuthService } from "./staff-auth-service.js";
import type { StaffGuards } from "./staff-guards.js";
import type { StaffPrincipal } from "./staff-principal.js";
import type { StaffSessions } from "./staff-sessions.js";
import { SecondFactorSignIn, StaffMember, StaffSignIn, StaffSignInResult, StaffToken } from "@dukkan/staff-api";
import type { SecondFactorService } from "./second-factor/second-factor-service.js";

export const STAFF_PREFIX = "/admin/v1";
const TAG = "Staff sign-in";

export interface StaffAuthRouteDeps {
  auth: StaffAuthService;
  sessions: StaffSessions;
  guards: StaffGuards;
  db: Database;
  secondFactor: SecondFactorService;
}

/** A 429's Retry-After header, then the error as it is. */
export function withRetryAfter(reply: FastifyReply) {
  return (error: unknown): never => {
    if (error instanceof OccHttpError && "retryAfterSeconds" in error) {
      reply.header("retry-after", String(error.retryAfterSeconds));
    }
    throw error;
  };
}

export function staffAuthRoutes({
  auth,
  sessions,
  guards,
  db,
  secondFactor,
}: StaffAuthRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/auth/token",
      {
        schema: {
          tags: [TAG],
          summary: "Sign a staff member in",
          description:
            "Unknown e-mail and wrong password answer alike (401). Failures are limited per e-mail and client address, attempts per address (429 with Retry-After). A deactivated or locked account, or (in production) the demo password, is refused with 401. " +
            'A member with an authenticator gets `{second_factor: "totp", challenge, expires_in}` instead of a token and sends the code to /auth/second-factor; a member without one gets a token with `staff.secondFactor: "NONE"` that only works on /me, /me/second-factor…, /auth/revoke and /auth/revoke-all until an authenticator is enrolled.',
          body: StaffSignIn,
          response: { 200: StaffSignInResult, 400: OccErrorList, 401: OccErrorList, 429: OccErrorList },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const result = await auth
          .signIn(request.body.email, request.body.password, request)
          .catch(withRetryAfter(reply));
        if (result.kind === "second-factor") {
          return { second_factor: "totp" as const, challenge: result.challenge, expires_in: result.expiresIn };
        }
        return tokenOf(result);
      },
    );

    app.post(
      "/auth/second-factor",
      {
        schema: {
          tags: [TAG],
          summary: "Second sign-in step: the authenticator's code (or a recovery code) for the challenge",
          description:
            "The challenge is single use, lives 5 minutes and dies after 5 wrong codes (401 InvalidChallengeError: sign in again). A wrong or replayed code answers 401 InvalidSecondFactorCodeError; wrong codes are limited per member and client address like wrong passwords (429 with Retry-After). A recovery code works once.",
          body: SecondFactorSignIn,
          response: { 200: StaffToken, 400: OccErrorList, 401: OccErrorList, 429: OccErrorList },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const signedIn = await secondFactor
          .completeSignIn(request.body.challenge, request.body.code, request)
          .catch(withRetryAfter(reply));
        return tokenOf(signedIn);
      },
    );

    app.post(
      "/auth/revoke-all",
      {
        schema: {
          tags: [TAG],
          summary: "Sign out everywhere: end every session of the caller, this one included",
          response: { 204: z.null(), 401: OccErrorList },
        },
        preValidation: guards.enrolling(),
      },
      async (request, reply) => {
        await secondFactor.revokeAll(request.staffContext);
        return reply.status(204).send(null);
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
        preValidation: guards.enrolling(),
      },
      async (request, reply) => {
        const context = request.staffContext;
        await db.transaction(async (tx) => {
          await sessions.revoke(tx, context.sessionId);
          await recordAudit(tx, context, { action: "auth.sign-out", targetType: "staff", targetId: context.staff.id });
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
        preValidation: guards.enrolling(),
      },
      async (request) => request.staffContext.staff,
    );
  };
}

function tokenOf(signedIn: { accessToken: string; expiresIn: number; staff: StaffPrincipal }) {
  return {
    access_token: signedIn.accessToken,
    token_type: "bearer" as const,
    expires_in: signedIn.expiresIn,
    staff: signedIn.staff,
  };
}
