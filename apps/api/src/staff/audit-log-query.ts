/**
 * Reading the audit log for the owner: newest first, filtered by member, action, target and time, paged.
 * Every filter combination is served by an index of staff.tables.ts (time; member+time; action+time;
 * target+time), so the log stays fast as it grows.
 */
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { auditLog } from "./staff.tables.js";

export interface AuditLogFilter {
  staffId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  currentPage: number;
  pageSize: number;
}

function conditions(filter: AuditLogFilter): SQL | undefined {
  return and(
    filter.staffId ? eq(auditLog.staffId, filter.staffId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
  );
}

export async function queryAuditLog(db: Database, filter: AuditLogFilter) {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset(filter.currentPage * filter.pageSize),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const totalResults = total?.value ?? 0;
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      staff: { id: row.staffId, email: row.staffEmail, role: row.role },
      action: row.action,
      target: { type: row.targetType, id: row.targetId },
      details: row.details ?? {},
      requestId: row.requestId,
      ip: row.ip,
    })),
    pagination: {
      currentPage: filter.currentPage,
      pageSize: filter.pageSize,
      totalResults,
      totalPages: Math.ceil(totalResults / filter.pageSize),
    },
  };
}
