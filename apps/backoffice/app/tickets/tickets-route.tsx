/**
 * The support ticket list (support and the owner): filters by status, category and assignment (the shared filter
 * bar, all in the URL), latest change first; each row opens the ticket.
 */
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { StaffTicketList, StaffTicketRow } from "../api/staff-api-types";
import { formatDateTime } from "../i18n/format";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { FilterBar } from "../lists/filter-bar";
import { FilterSelect } from "../lists/filter-select";
import { ListHeading } from "../lists/list-heading";
import { PagedTable } from "../lists/paged-table";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/tickets-route";
import { TicketStatus } from "./ticket-status";
import {
  activeTicketFilterCount,
  TICKET_ASSIGNMENTS,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  ticketListView,
  ticketsApiQuery,
} from "./tickets-query";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "tickets.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "tickets")) throw redirect(`/${language}/`);
  const view = ticketListView(new URL(request.url).searchParams);
  const list = await api<StaffTicketList>("/tickets", { query: ticketsApiQuery(view) });
  return { list, view, language };
}

const column = createColumnHelper<StaffTicketRow>();

export default function Tickets({ loaderData: { list, view, language } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor("id", {
        header: t("tickets.id"),
        cell: (info) => (
          <Link
            to={`/${language}/tickets/${encodeURIComponent(info.getValue())}`}
            className="font-semibold text-brand-700 underline"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor("subject", { header: t("tickets.subject"), cell: (info) => info.getValue() }),
      column.accessor("customerEmail", {
        header: t("tickets.customer"),
        cell: (info) => (
          <span dir="ltr" className="break-all">
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor("category", {
        header: t("tickets.category"),
        cell: (info) => t(`tickets.categories.${info.getValue()}`),
      }),
      column.accessor("status", {
        header: t("tickets.status"),
        cell: (info) => <TicketStatus status={info.getValue()} />,
      }),
      column.accessor((row) => row.assignedTo?.name ?? "", {
        id: "assigned",
        header: t("tickets.assigned"),
        cell: (info) => info.getValue() || t("tickets.nobody"),
      }),
      column.accessor("modifiedAt", {
        header: t("tickets.changed"),
        cell: (info) => formatDateTime(info.getValue(), language),
      }),
    ],
    [t, language],
  );
  const table = useReactTable({ data: list.tickets, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <>
      <ListHeading title={t("tickets.title")} />
      <FilterBar resetTo={`/${language}/tickets`} activeFilters={activeTicketFilterCount(view)}>
        <FilterSelect
          name="status"
          label={t("tickets.status")}
          value={view.status}
          anyLabel={t("tickets.any")}
          options={TICKET_STATUSES.map((status) => ({ value: status, label: t(`tickets.statuses.${status}`) }))}
        />
        <FilterSelect
          name="category"
          label={t("tickets.category")}
          value={view.category}
          anyLabel={t("tickets.any")}
          options={TICKET_CATEGORIES.map((category) => ({
            value: category,
            label: t(`tickets.categories.${category}`),
          }))}
        />
        <FilterSelect
          name="assigned"
          label={t("tickets.assigned")}
          value={view.assigned}
          anyLabel={t("tickets.any")}
          options={TICKET_ASSIGNMENTS.map((assigned) => ({
            value: assigned,
            label: t(`tickets.assignment.${assigned}`),
          }))}
        />
      </FilterBar>
      <PagedTable
        table={table}
        label={t("tickets.title")}
        emptyText={t("tickets.none")}
        pagination={list.pagination}
        resultsText={t("orders.results", { count: list.pagination.totalResults })}
      />
    </>
  );
}
