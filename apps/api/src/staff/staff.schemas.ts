/** The staff API's request and response shapes (published in the OpenAPI document under "Staff …" tags). */
import { z } from "zod";
import { NewPassword } from "../account/passwords.js";
import { STAFF_ROLES } from "./staff.tables.js";

export const StaffRole = z.enum(STAFF_ROLES).describe("owner may do everything; the others what a route names");

export const StaffMember = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: StaffRole,
});

export const StaffSignIn = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
});

export const StaffToken = z.object({
  access_token: z.string().describe("Opaque bearer token for `Authorization: Bearer …` on /admin/v1"),
  token_type: z.literal("bearer"),
  expires_in: z.number().int().describe("Seconds the token stays valid without use (each request renews it)"),
  staff: StaffMember,
});

export const StaffMemberDetails = StaffMember.extend({
  active: z.boolean(),
  passwordSet: z.boolean().describe("false while an invitation has not been taken up"),
  createdAt: z.string(),
});

export const StaffMemberList = z.object({ members: z.array(StaffMemberDetails) });

const language = z.enum(["en", "ar"]).default("en").describe("Language of the e-mail");

export const StaffInvite = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(100),
  role: StaffRole,
  language,
});

export const StaffPasswordLinkRequest = z.object({ language });

export const StaffIdParams = z.object({ id: z.uuid() });

export const StaffSetPassword = z.object({
  token: z.string().min(1).max(128),
  password: NewPassword,
});

export const AuditLogQuery = z.object({
  staffId: z.uuid().optional(),
  action: z.string().max(100).optional(),
  targetType: z.string().max(100).optional(),
  targetId: z.string().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional().describe("Inclusive, ISO 8601"),
  to: z.iso.datetime({ offset: true }).optional().describe("Exclusive, ISO 8601"),
  currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const AuditLogPage = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      staff: z.object({ id: z.string().nullable(), email: z.string(), role: z.string() }),
      action: z.string(),
      target: z.object({ type: z.string(), id: z.string() }),
      details: z.record(z.string(), z.unknown()),
      requestId: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  pagination: z.object({
    currentPage: z.number(),
    pageSize: z.number(),
    totalPages: z.number(),
    totalResults: z.number(),
  }),
});
