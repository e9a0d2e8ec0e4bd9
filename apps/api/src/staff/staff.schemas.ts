/** The staff API's request and response shapes (published in the OpenAPI document under "Staff …" tags). */
import { z } from "zod";
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
