/** The audit log's URL filters (member, action, target, dates, page) read into the staff API's query. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
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
  const page = Number(search.get("page") ?? "1");
  return {
    staffId: UUID.test(search.get("staffId") ?? "") ? search.get("staffId")! : "",
    action: text("action", 100),
    targetType: text("targetType", 100),
    targetId: text("targetId", 200),
    from: DATE.test(search.get("from") ?? "") ? search.get("from")! : "",
    to: DATE.test(search.get("to") ?? "") ? search.get("to")! : "",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** UAE calendar days; `to` includes its whole day (the API's bound is exclusive). */
export function auditApiQuery(view: AuditView): URLSearchParams {
  const query = new URLSearchParams();
  if (view.staffId) query.set("staffId", view.staffId);
  if (view.action) query.set("action", view.action);
  if (view.targetType) query.set("targetType", view.targetType);
  if (view.targetId) query.set("targetId", view.targetId);
  if (view.from) query.set("from", `${view.from}T00:00:00+04:00`);
  if (view.to) {
    const next = new Date(`${view.to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    query.set("to", `${next.toISOString().slice(0, 10)}T00:00:00+04:00`);
  }
  query.set("currentPage", String(view.page - 1));
  query.set("pageSize", String(AUDIT_PAGE_SIZE));
  return query;
}
