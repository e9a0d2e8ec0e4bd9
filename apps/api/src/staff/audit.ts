/**
 * The audit log: every staff write records one row in the same transaction as the write, so the log never
 * claims a change that was rolled back nor misses one that was kept.
 */
import type { Database } from "../db/client.js";
import type { StaffPrincipal } from "./staff-principal.js";
import { auditLog } from "./staff.tables.js";

/**
 * Who acted, and from which request: a staff route's context (`request.staffContext`, or the `StaffActor` part a
 * service took of it); a sign-in, an agent's call or a job builds one from its member and request; the command
 * line passes a pseudo-member with id null and no request.
 */
export interface AuditActor {
  readonly staff: Pick<StaffPrincipal, "email" | "role"> & { readonly id: string | null };
  /** The request id and client address the row carries (none outside a request). */
  readonly requestId?: string | null;
  readonly ip?: string | null;
}

/** The actor of a request without the staff guard (sign-in, set-password, an agent's call): the member it found. */
export function actorOnRequest(staff: AuditActor["staff"], request: { id: string; ip: string }): AuditActor {
  return { staff, requestId: request.id, ip: request.ip };
}

export interface AuditEntry {
  /** Dotted verb: `staff.invite`, `stock.set`, `consignment.ship` … */
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
  at?: Date;
}

export async function recordAudit(tx: Pick<Database, "insert">, by: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: by.staff.id,
    staffEmail: by.staff.email,
    role: by.staff.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? null,
    requestId: by.requestId ?? null,
    ip: by.ip ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}
