/** The audit log's URL filters (member, action, target, dates, page) read into the staff API's query. */
import { calendarDayOf, pageOf, uaeDayAfter, uaeDayStart } from "../lists/list-url";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const AUDIT_PAGE_SIZE = 50;

export type AuditView = {
  staffId: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
  page: number;
};

export function auditView(search: URLSearchParams): AuditView {
  const text = (name: string, max: number) => (search.get(name) ?? "").trim().slice(0, max);
  return {
    staffId: UUID.test(search.get("staffId") ?? "") ? search.get("staffId")! : "",
    action: text("action", 100),
    targetType: text("targetType", 100),
    targetId: text("targetId", 200),
    from: calendarDayOf(search, "from"),
    to: calendarDayOf(search, "to"),
    page: pageOf(search),
  };
}

/** How many filters a view uses (the folded filter bar on a phone says so). */
export function activeAuditFilterCount(view: AuditView): number {
  return [view.staffId, view.action, view.targetType, view.targetId, view.from, view.to].filter(Boolean).length;
}

/** UAE calendar days; `to` includes its whole day (the API's bound is exclusive). */
export function auditApiQuery(view: AuditView): URLSearchParams {
  const query = new URLSearchParams();
  if (view.staffId) query.set("staffId", view.staffId);
  if (view.action) query.set("action", view.action);
  if (view.targetType) query.set("targetType", view.targetType);
  if (view.targetId) query.set("targetId", view.targetId);
  if (view.from) query.set("from", uaeDayStart(view.from));
  if (view.to) query.set("to", uaeDayAfter(view.to));
  query.set("currentPage", String(view.page - 1));
  query.set("pageSize", String(AUDIT_PAGE_SIZE));
  return query;
}
