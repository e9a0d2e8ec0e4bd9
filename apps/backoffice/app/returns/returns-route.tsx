/**
 * The return requests, newest first (support, fulfilment and the owner): filtered by state, order number and
 * customer, paged, all in the URL (the shared filter bar, a GET form that works before scripts); each row opens
 * the request's page.
 */
import { formatFils } from "@dukkan/money";
import { RETURN_STATUSES } from "@dukkan/occ/returns";
import { INPUT_CLASS, LABEL_CLASS } from "@dukkan/ui/field";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { StaffReturnList, StaffReturnRow } from "../api/staff-api-types";
import { formatDateTime } from "../i18n/format";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { FilterBar } from "../lists/filter-bar";
import { FilterSelect } from "../lists/filter-select";
import { ListHeading } from "../lists/list-heading";
import { PagedTable } from "../lists/paged-table";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/returns-route";
import { StatusBadge } from "./status-badge";
import { activeReturnFilterCount, returnListView, returnsApiQuery } from "./returns-query";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "returns.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "returns")) throw redirect(`/${language}/`);
  const view = returnListView(new URL(request.url).searchParams);
  const list = await api<StaffReturnList>("/returns", { query: returnsApiQuery(view) });
  return { list, view, language };
}

const column = createColumnHelper<StaffReturnRow>();

export default function Returns({ loaderData: { list, view, language } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor("rma", {
        header: t("returns.rma"),
        cell: (info) => (
          <Link
            to={`/${language}/returns/${encodeURIComponent(info.getValue())}`}
            className="font-semibold text-brand-700 underline"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor("createdAt", {
        header: t("returns.requested"),
        cell: (info) => formatDateTime(info.getValue(), language),
      }),
      column.accessor("orderCode", { header: t("returns.order") }),
      column.accessor((row) => row.customerName ?? row.customerEmail ?? "–", {
        id: "customer",
        header: t("returns.customer"),
        cell: (info) => (
          <span className="break-all">
            {info.getValue()}
            {info.row.original.customerName && info.row.original.customerEmail && (
              <span dir="ltr" className="block text-xs text-ink-600 rtl:text-right">
                {info.row.original.customerEmail}
              </span>
            )}
          </span>
        ),
      }),
      column.accessor("units", {
        header: t("returns.units"),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      column.accessor("refundFils", {
        header: t("returns.refund"),
        cell: (info) => <span className="tabular-nums">{formatFils(info.getValue(), language)}</span>,
      }),
      column.accessor("status", {
        header: t("returns.status"),
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
    ],
    [t, language],
  );
  const table = useReactTable({ data: list.returns, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <>
      <ListHeading title={t("returns.title")} />
      <FilterBar
        resetTo={`/${language}/returns`}
        activeFilters={activeReturnFilterCount(view)}
        search={{ label: t("returns.customerSearch"), name: "customer", value: view.customer, maxLength: 100 }}
      >
        <FilterSelect
          name="status"
          label={t("returns.status")}
          value={view.status}
          anyLabel={t("returns.anyStatus")}
          options={RETURN_STATUSES.map((status) => ({ value: status, label: t(`returns.statuses.${status}`) }))}
        />
        <label>
          <span className={LABEL_CLASS}>{t("returns.orderCode")}</span>
          <input
            name="order"
            defaultValue={view.orderCode}
            inputMode="numeric"
            pattern="[0-9]{1,10}"
            maxLength={10}
            dir="ltr"
            className={INPUT_CLASS}
          />
        </label>
      </FilterBar>
      <PagedTable
        table={table}
        label={t("returns.title")}
        emptyText={t("returns.none")}
        pagination={list.pagination}
        resultsText={t("returns.results", { count: list.pagination.totalResults })}
      />
    </>
  );
}
