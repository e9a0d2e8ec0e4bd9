/**
 * The customer list (support and the owner): search by the start of an e-mail, a name or a phone number, the
 * account state, sort and page, all in the URL (the shared filter bar); each row opens the customer's page. 'Serve
 * a guest' starts an assisted-service session for a shopper without an account (decision 0087).
 */
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { StaffCustomerList, StaffCustomerRow } from "../api/staff-api-types";
import { formatDateTime } from "../i18n/format";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { FilterBar } from "../lists/filter-bar";
import { FilterSelect } from "../lists/filter-select";
import { ListHeading } from "../lists/list-heading";
import { PagedTable } from "../lists/paged-table";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/customers-route";
import { AgentHandover } from "./agent-handover";
import { startAgentSession } from "./agent-handover.server";
import {
  activeCustomerFilterCount,
  CUSTOMER_SORTS,
  CUSTOMER_STATES,
  customerListView,
  customersApiQuery,
} from "./customers-query";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "customers.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "customers")) throw redirect(`/${language}/`);
  const view = customerListView(new URL(request.url).searchParams);
  const list = await api<StaffCustomerList>("/customers", { query: customersApiQuery(view) });
  return { list, view, language };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "customers")) throw redirect(`/${language}/`);
  const form = await request.formData();
  if (form.get("intent") !== "serve-guest") return { error: "unknown" as const };
  return startAgentSession(api, null, language);
}

const column = createColumnHelper<StaffCustomerRow>();

export default function Customers({ loaderData: { list, view, language }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor((row) => `${row.firstName} ${row.lastName}`, {
        id: "name",
        header: t("customers.name"),
        cell: (info) => (
          <Link
            to={`/${language}/customers/${encodeURIComponent(info.row.original.customerId)}`}
            className="font-semibold text-brand-700 underline"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor("email", {
        header: t("customers.email"),
        cell: (info) => (
          <span dir="ltr" className="break-all">
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor("phoneNumber", {
        header: t("customers.phone"),
        cell: (info) => <span dir="ltr">{info.getValue() ?? "–"}</span>,
      }),
      column.accessor("registeredAt", {
        header: t("customers.registered"),
        cell: (info) => formatDateTime(info.getValue(), language),
      }),
      column.accessor((row) => (row.disabled ? "disabled" : row.activated ? "active" : "notActivated"), {
        id: "state",
        header: t("customers.state"),
        cell: (info) => (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${info.getValue() === "disabled" ? "bg-sale/10 text-sale" : "bg-ink-100"}`}
          >
            {t(`customers.states.${info.getValue()}`)}
          </span>
        ),
      }),
    ],
    [t, language],
  );
  const table = useReactTable({ data: list.customers, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <>
      <ListHeading title={t("customers.title")} />
      <section aria-label={t("customers.assistedService")} className="mb-4 rounded-card bg-white p-4 shadow-card">
        <AgentHandover
          intent="serve-guest"
          handover={actionData && "handover" in actionData ? actionData.handover : undefined}
          startLabel={t("customers.serveGuest")}
          openLabel={t("customers.openShopAsGuest")}
          hint={t("customers.serveGuestHint")}
        />
      </section>
      <FilterBar
        resetTo={`/${language}/customers`}
        activeFilters={activeCustomerFilterCount(view)}
        search={{ label: t("customers.search"), value: view.q, maxLength: 100 }}
      >
        <FilterSelect
          name="state"
          label={t("customers.state")}
          value={view.state}
          anyLabel={t("orders.any")}
          options={CUSTOMER_STATES.map((state) => ({ value: state, label: t(`customers.states.${state}`) }))}
        />
        <FilterSelect
          name="sort"
          label={t("orders.sort")}
          value={view.sort}
          options={CUSTOMER_SORTS.map((sort) => ({ value: sort, label: t(`customers.sorts.${sort}`) }))}
        />
      </FilterBar>
      <PagedTable
        table={table}
        label={t("customers.title")}
        emptyText={t("customers.none")}
        pagination={list.pagination}
        resultsText={t("orders.results", { count: list.pagination.totalResults })}
      />
    </>
  );
}
