/**
 * Enrolling and managing the second factor (decision 0044), under /admin/v1:
 * - POST /me/second-factor                {} → {secret, otpauthUri, qrSvg}: a pending authenticator secret
 * - POST /me/second-factor/confirm        {code} → {recoveryCodes}: the secret counts from now on
 * - POST /me/recovery-codes               {code} → {recoveryCodes}: a fresh set, the old one dies
 * - POST /staff/{id}/second-factor/reset  (owner) removes a member's authenticator and ends their sessions
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { RecoveryCodes, SecondFactorConfirm, SecondFactorEnrolment, StaffIdParams } from "@dukkan/staff-api";
import { withRetryAfter } from "../staff-auth-routes.js";
import type { StaffGuards } from "../staff-guards.js";
import type { SecondFactorService } from "./second-factor-service.js";

const TAG = "Staff sign-in";
const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList, 409: OccErrorList };

export function secondFactorRoutes(secondFactor: SecondFactorService, guards: StaffGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/me/second-factor",
      {
        preValidation: guards.enrolling(),
        schema: {
          tags: [TAG],
          summary: "Start enrolling an authenticator app: a new secret and its QR code",
          description:
            "The secret stays pending until a code from it is confirmed; asking again replaces it. A member who is already enrolled gets 409 (the owner resets a lost authenticator).",
          response: { 200: SecondFactorEnrolment, ...errors },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return secondFactor.startEnrolment(request.staffContext);
      },
    );

    app.post(
      "/me/second-factor/confirm",
      {
        preValidation: guards.enrolling(),
        schema: {
          tags: [TAG],
          summary: "Confirm the authenticator with one of its codes; answers ten recovery codes (shown once)",
          description:
            "Codes are limited like the sign-in's second step: attempts per client address, wrong codes per member and address (429 with Retry-After).",
          body: SecondFactorConfirm,
          response: { 200: RecoveryCodes, 429: OccErrorList, ...errors },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const recoveryCodes = await secondFactor
          .confirmEnrolment(request.staffContext, request.body.code)
          .catch(withRetryAfter(reply));
        return { recoveryCodes };
      },
    );

    app.post(
      "/me/recovery-codes",
      {
        preValidation: guards.require(),
        schema: {
          tags: [TAG],
          summary: "A fresh set of recovery codes for a current authenticator code; the old codes stop working",
          body: SecondFactorConfirm,
          response: { 200: RecoveryCodes, ...errors },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const recoveryCodes = await secondFactor.renewRecoveryCodes(request.staffContext, request.body.code);
        return { recoveryCodes };
      },
    );

    app.post(
      "/staff/:id/second-factor/reset",
      {
        preValidation: guards.require("owner"),
        schema: {
          tags: ["Staff members"],
          summary: "Remove a member's authenticator (lost phone): their recovery codes and sessions end too",
          description: "The member signs in with the password next time and enrols a new authenticator.",
          params: StaffIdParams,
          response: { 204: z.null(), ...errors, 404: OccErrorList },
        },
      },
      async (request, reply) => {
        await secondFactor.reset(request.staffContext, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
