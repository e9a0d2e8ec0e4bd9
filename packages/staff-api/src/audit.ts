/** The audit log as the owner reads it. */
import { z } from "zod";

export const Pagination = z.object({
  currentPage: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  totalResults: z.number(),
});
export type Pagination = z.infer<typeof Pagination>;

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
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const AuditLogEntry = z.object({
  id: z.number(),
  at: z.string(),
  staff: z.object({ id: z.string().nullable(), email: z.string(), role: z.string() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }),
  details: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

export const AuditLogPage = z.object({ entries: z.array(AuditLogEntry), pagination: Pagination });
export type AuditLogPage = z.infer<typeof AuditLogPage>;
