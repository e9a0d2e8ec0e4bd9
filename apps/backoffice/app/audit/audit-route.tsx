/** The audit log (owner only): who did what to which target, filtered by member, action, target and dates. */
import { Button } from "@dukkan/ui/button";
import { INPUT_CLASS, LABEL_CLASS } from "@dukkan/ui/field";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useSearchParams } from "react-router";
import type { AuditLogPage, StaffMemberList } from "../api/staff-api-types";
import { formatDateTime } from "../i18n/format";
import { mayOpen } from "../layout/navigation";
import { pageHref } from "../orders/orders-query";
import { requireStaff } from "../session/require-staff.server";
import { pageTitle } from "../i18n/page-title";
import type { Route } from "./+types/audit-route";
import { auditApiQuery, auditView } from "./audit-query";

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

export default function Audit({ loaderData: { log, members, view, language } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { currentPage, totalPages } = log.pagination;
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t("audit.title")}</h1>
      <Form
        method="get"
        className="mb-4 grid gap-3 rounded-card bg-white p-4 shadow-card md:grid-cols-3 sm:grid-cols-2"
      >
        <label>
          <span className={LABEL_CLASS}>{t("audit.member")}</span>
          <select name="staffId" defaultValue={view.staffId} className={INPUT_CLASS}>
            <option value="">{t("orders.any")}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name} ({member.email})
              </option>
            ))}
          </select>
        </label>
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
        <div className="flex gap-2">
          <Button type="submit" size="sm">
            {t("orders.apply")}
          </Button>
          <Link to={`/${language}/audit`} className="self-center text-sm text-brand-700 underline">
            {t("orders.reset")}
          </Link>
        </div>
      </Form>
      <div className="overflow-x-auto rounded-card bg-white shadow-card">
        <table className="w-full text-sm">
          <thead className="bg-ink-100">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t("audit.at")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("audit.member")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("audit.action")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("audit.target")}
              </th>
            </tr>
          </thead>
          <tbody>
            {log.entries.map((entry) => (
              <tr key={entry.id} className="border-t border-ink-100">
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(entry.at, language)}</td>
                <td className="px-3 py-2">
                  <span dir="ltr">{entry.staff.email}</span>
                </td>
                <td className="px-3 py-2 font-mono text-xs">
                  <span dir="ltr">{entry.action}</span>
                </td>
                <td className="px-3 py-2 font-mono text-xs">
                  <span dir="ltr">
                    {entry.target.type} {entry.target.id}
                  </span>
                </td>
              </tr>
            ))}
            {log.entries.length === 0 && (
              <tr>
                <td colSpan={4} className="px-3 py-6 text-center text-ink-600">
                  {t("audit.none")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {totalPages > 1 && (
        <nav aria-label={t("paging.label")} className="mt-4 flex items-center gap-4 text-sm">
          {currentPage > 0 && (
            <Link className="text-brand-700 underline" to={pageHref(search, currentPage)}>
              {t("paging.previous")}
            </Link>
          )}
          <span>{t("paging.page", { page: currentPage + 1, pages: totalPages })}</span>
          {currentPage + 1 < totalPages && (
            <Link className="text-brand-700 underline" to={pageHref(search, currentPage + 2)}>
              {t("paging.next")}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
