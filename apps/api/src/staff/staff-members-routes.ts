/**
 * The owner's staff management and the audit log (decision 0036), under /admin/v1:
 * - GET  /staff                            members (owner)
 * - POST /staff                            invite {email, name, role, language} → 201, e-mails a link (owner)
 * - POST /staff/{id}/password-link         e-mails a new set-password link (owner)
 * - POST /staff/{id}/deactivate            no more sign-in; every session ends (owner)
 * - POST /auth/set-password                {token, password} from the e-mailed link → 204 (no sign-in needed)
 * - GET  /audit-log                        filter by staffId, action, targetType/targetId, from/to; paged (owner)
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import type { Database } from "../db/client.js";
import { queryAuditLog } from "./audit-log-query.js";
import type { StaffGuards } from "./staff-guards.js";
import type { StaffMembersService } from "./staff-members-service.js";
import {
  AuditLogPage,
  AuditLogQuery,
  StaffIdParams,
  StaffInvite,
  StaffMemberDetails,
  StaffMemberList,
  StaffPasswordLinkRequest,
  StaffSetPassword,
} from "@dukkan/staff-api";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };

export function staffMembersRoutes(
  members: StaffMembersService,
  guards: StaffGuards,
  db: Database,
): FastifyPluginAsyncZod {
  return async (app) => {
    const ownerOnly = guards.require("owner");

    app.get(
      "/staff",
      {
        schema: {
          tags: ["Staff members"],
          summary: "List staff members",
          response: { 200: StaffMemberList, ...errors },
        },
        preValidation: ownerOnly,
      },
      async () => ({ members: await members.list() }),
    );

    app.post(
      "/staff",
      {
        schema: {
          tags: ["Staff members"],
          summary: "Invite a staff member",
          description:
            "Creates the member inactive and e-mails a single-use link (valid 72 hours) to choose a password, which activates them.",
          body: StaffInvite,
          response: { 201: StaffMemberDetails, ...errors },
        },
        preValidation: ownerOnly,
      },
      async (request, reply) => {
        const invited = await members.invite(request.staffContext, request.body);
        return reply.status(201).send(invited);
      },
    );

    app.post(
      "/staff/:id/password-link",
      {
        schema: {
          tags: ["Staff members"],
          summary: "E-mail a member a new set-password link",
          description: "Earlier links stop working; the current password keeps working until the link is used.",
          params: StaffIdParams,
          body: StaffPasswordLinkRequest,
          response: { 204: z.null(), 404: OccErrorList, ...errors },
        },
        preValidation: ownerOnly,
      },
      async (request, reply) => {
        await members.sendPasswordLink(request.staffContext, request.params.id, request.body.language);
        return reply.status(204).send(null);
      },
    );

    app.post(
      "/staff/:id/deactivate",
      {
        schema: {
          tags: ["Staff members"],
          summary: "Deactivate a staff member",
          description: "The member can no longer sign in and every session of theirs ends at once.",
          params: StaffIdParams,
          response: { 200: StaffMemberDetails, 404: OccErrorList, ...errors },
        },
        preValidation: ownerOnly,
      },
      async (request) => members.deactivate(request.staffContext, request.params.id),
    );

    app.post(
      "/auth/set-password",
      {
        schema: {
          tags: ["Staff sign-in"],
          summary: "Set a password with an e-mailed link",
          description:
            "The token of an invitation or reset link (single use, expiring). Ends every session of the member; an invitation activates the account.",
          body: StaffSetPassword,
          response: { 204: z.null(), 400: OccErrorList },
        },
      },
      async (request, reply) => {
        await members.setPassword(request.body.token, request.body.password, request);
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/audit-log",
      {
        schema: {
          tags: ["Staff audit log"],
          summary: "Browse the audit log, newest first",
          querystring: AuditLogQuery,
          response: { 200: AuditLogPage, ...errors },
        },
        preValidation: ownerOnly,
      },
      async (request) => {
        const { from, to, ...rest } = request.query;
        return queryAuditLog(db, {
          ...rest,
          from: from ? new Date(from) : undefined,
          to: to ? new Date(to) : undefined,
        });
      },
    );
  };
}
