/** The audit log (owner only): who did what to which target, filtered by member, action, target and dates. */
import { INPUT_CLASS, LABEL_CLASS } from "@dukkan/ui/field";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import type { AuditEntry, AuditLogPage, StaffMemberList } from "../api/staff-api-types";
import { formatDateTime } from "../i18n/format";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { FilterBar } from "../lists/filter-bar";
import { FilterSelect } from "../lists/filter-select";
import { ListHeading } from "../lists/list-heading";
import { PagedTable } from "../lists/paged-table";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/audit-route";
import { activeAuditFilterCount, auditApiQuery, auditView } from "./audit-query";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "audit.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "audit")) throw redirect(`/${language}/`);
  const view = auditView(new URL(request.url).searchParams);
  const [log, { members }] = await Promise.all([
    api<AuditLogPage>("/audit-log", { query: auditApiQuery(view) }),
    api<StaffMemberList>("/staff"),
  ]);
  return { log, members, view, language };
}

const column = createColumnHelper<AuditEntry>();

export default function Audit({ loaderData: { log, members, view, language } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor("at", {
        header: t("audit.at"),
        cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue(), language)}</span>,
      }),
      column.accessor((entry) => entry.staff.email, {
        id: "member",
        header: t("audit.member"),
        cell: (info) => (
          <span dir="ltr" className="break-all">
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor("action", {
        header: t("audit.action"),
        cell: (info) => (
          <span dir="ltr" className="font-mono text-xs">
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor((entry) => `${entry.target.type} ${entry.target.id}`, {
        id: "target",
        header: t("audit.target"),
        cell: (info) => (
          <span dir="ltr" className="font-mono text-xs break-all">
            {info.getValue()}
          </span>
        ),
      }),
    ],
    [t, language],
  );
  const table = useReactTable({ data: log.entries, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <>
      <ListHeading title={t("audit.title")} />
      <FilterBar resetTo={`/${language}/audit`} activeFilters={activeAuditFilterCount(view)}>
        <FilterSelect
          name="staffId"
          label={t("audit.member")}
          value={view.staffId}
          anyLabel={t("orders.any")}
          options={members.map((member) => ({ value: member.id, label: `${member.name} (${member.email})` }))}
        />
        <label>
          <span className={LABEL_CLASS}>{t("audit.action")}</span>
          <input name="action" defaultValue={view.action} className={INPUT_CLASS} dir="ltr" />
        </label>
        <label>
          <span className={LABEL_CLASS}>{t("audit.targetType")}</span>
          <input name="targetType" defaultValue={view.targetType} className={INPUT_CLASS} dir="ltr" />
        </label>
        <label>
          <span className={LABEL_CLASS}>{t("audit.targetId")}</span>
          <input name="targetId" defaultValue={view.targetId} className={INPUT_CLASS} dir="ltr" />
        </label>
        <label>
          <span className={LABEL_CLASS}>{t("orders.from")}</span>
          <input type="date" name="from" defaultValue={view.from} className={INPUT_CLASS} />
        </label>
        <label>
          <span className={LABEL_CLASS}>{t("orders.to")}</span>
          <input type="date" name="to" defaultValue={view.to} className={INPUT_CLASS} />
        </label>
      </FilterBar>
      <PagedTable table={table} label={t("audit.title")} emptyText={t("audit.none")} pagination={log.pagination} />
    </>
  );
}
