/**
 * The audit log: every staff write records one row in the same transaction as the write, so the log never
 * claims a change that was rolled back nor misses one that was kept.
 */
import type { Database } from "../db/client.js";
import type { StaffPrincipal } from "./staff-principal.js";
import { auditLog } from "./staff.tables.js";

export interface AuditEntry {
  /** The member who acted (from `request.staff`); the command line passes a pseudo-member with id null. */
  staff: Pick<StaffPrincipal, "email" | "role"> & { id: string | null };
  /** Dotted verb: `staff.invite`, `stock.set`, `consignment.ship` … */
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
  /** The Fastify request, so the row carries its request id and client address. */
  request?: { id: string; ip: string };
  at?: Date;
}

export async function recordAudit(tx: Pick<Database, "insert">, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: entry.staff.id,
    staffEmail: entry.staff.email,
    role: entry.staff.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? null,
    requestId: entry.request?.id ?? null,
    ip: entry.request?.ip ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}
