/**
 * The order list: filters, sort and page in the URL (a GET form, so it works before scripts), a TanStack Table grid
 * whose checkboxes select orders for one pick list (another GET form, to the PDF relay).
 */
import { formatFils } from "@dukkan/money";
import { Button } from "@dukkan/ui/button";
import { INPUT_CLASS, LABEL_CLASS } from "@dukkan/ui/field";
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useSearchParams } from "react-router";
import type { StaffOrderList, StaffOrderRow } from "../api/staff-api-types";
import { formatDateTime } from "../i18n/format";
import { mayOpen } from "../layout/navigation";
import { requireStaff } from "../session/require-staff.server";
import { pageTitle } from "../i18n/page-title";
import type { Route } from "./+types/orders-route";
import {
  areaName,
  EMIRATES,
  FILTER_STATUSES,
  ORDER_SORTS,
  PAYMENT_MODES,
  apiQueryOf,
  orderListView,
  pageHref,
} from "./orders-query";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "orders.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "orders")) throw redirect(`/${language}/`);
  const view = orderListView(new URL(request.url).searchParams);
  const list = await api<StaffOrderList>("/orders", { query: apiQueryOf(view) });
  return { list, view, language };
}

const column = createColumnHelper<StaffOrderRow>();

export default function Orders({ loaderData: { list, view, language } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const columns = useMemo(
    () => [
      column.display({
        id: "select",
        header: () => <span className="sr-only">{t("orders.select")}</span>,
        cell: ({ row }) => (
          <input
            type="checkbox"
            name="orders"
            value={row.original.code}
            form="pick-list"
            aria-label={t("orders.selectOrder", { code: row.original.code })}
            className="size-4 accent-brand-600"
          />
        ),
      }),
      column.accessor("code", {
        header: () => t("orders.code"),
        cell: (info) => (
          <Link to={`/${language}/orders/${info.getValue()}`} className="font-semibold text-brand-700 underline">
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor("placed", {
        header: () => t("orders.placed"),
        cell: (info) => (info.getValue() ? formatDateTime(info.getValue()!, language) : "–"),
      }),
      column.accessor((row) => row.customerName ?? row.customerEmail ?? "", {
        id: "customer",
        header: () => t("orders.customer"),
        cell: (info) => (
          <>
            <span className="block">{info.getValue()}</span>
            {info.row.original.customerName && (
              <span className="block text-xs text-ink-500">{info.row.original.customerEmail}</span>
            )}
          </>
        ),
      }),
      column.accessor(
        (row) =>
          [
            row.area ? areaName(row.area) : "",
            row.emirate ? t(`emirates.${row.emirate}`, { defaultValue: row.emirate }) : "",
          ]
            .filter(Boolean)
            .join(", "),
        { id: "area", header: () => t("orders.area") },
      ),
      column.accessor("paymentMode", {
        header: () => t("orders.payment"),
        cell: (info) => t(`paymentModes.${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      column.accessor("status", {
        header: () => t("orders.status"),
        cell: (info) => (
          <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold">
            {t(`status.${info.getValue()}`, { defaultValue: info.getValue() })}
          </span>
        ),
      }),
      column.accessor("totalPriceFils", {
        header: () => t("orders.total"),
        cell: (info) => <span className="tabular-nums">{formatFils(info.getValue(), language)}</span>,
      }),
    ],
    [t, language],
  );
  const table = useReactTable({ data: list.orders, columns, getCoreRowModel: getCoreRowModel() });
  const { currentPage, totalPages, totalResults } = list.pagination;

  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t("orders.title")}</h1>
      <Form
        method="get"
        className="mb-4 grid gap-3 rounded-card bg-white p-4 shadow-card md:grid-cols-4 sm:grid-cols-2"
      >
        <label className="sm:col-span-2">
          <span className={LABEL_CLASS}>{t("orders.search")}</span>
          <input type="search" name="q" defaultValue={view.q} className={INPUT_CLASS} />
        </label>
        <label>
          <span className={LABEL_CLASS}>{t("orders.from")}</span>
          <input type="date" name="from" defaultValue={view.from} className={INPUT_CLASS} />
        </label>
        <label>
          <span className={LABEL_CLASS}>{t("orders.to")}</span>
          <input type="date" name="to" defaultValue={view.to} className={INPUT_CLASS} />
        </label>
        <label>
          <span className={LABEL_CLASS}>{t("orders.emirate")}</span>
          <select name="emirate" defaultValue={view.emirate} className={INPUT_CLASS}>
            <option value="">{t("orders.any")}</option>
            {EMIRATES.map((emirate) => (
              <option key={emirate} value={emirate}>
                {t(`emirates.${emirate}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={LABEL_CLASS}>{t("orders.area")}</span>
          <input type="text" name="area" defaultValue={view.area} className={INPUT_CLASS} />
        </label>
        <label>
          <span className={LABEL_CLASS}>{t("orders.payment")}</span>
          <select name="paymentMode" defaultValue={view.paymentMode} className={INPUT_CLASS}>
            <option value="">{t("orders.any")}</option>
            {PAYMENT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`paymentModes.${mode}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={LABEL_CLASS}>{t("orders.sort")}</span>
          <select name="sort" defaultValue={view.sort} className={INPUT_CLASS}>
            {ORDER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`orders.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="md:col-span-4 sm:col-span-2">
          <legend className={LABEL_CLASS}>{t("orders.status")}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {FILTER_STATUSES.map((status) => (
              <label key={status} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  name="status"
                  value={status}
                  defaultChecked={view.statuses.includes(status)}
                  className="size-4 accent-brand-600"
                />
                {t(`status.${status}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex gap-2 md:col-span-4 sm:col-span-2">
          <Button type="submit" size="sm">
            {t("orders.apply")}
          </Button>
          <Link to={`/${language}/orders`} className="self-center text-sm text-brand-700 underline">
            {t("orders.reset")}
          </Link>
        </div>
      </Form>

      <form id="pick-list" method="get" action={`/${language}/pick-list.pdf`} className="mb-3 flex items-center gap-3">
        <Button type="submit" variant="outline" size="sm">
          {t("orders.printPickList")}
        </Button>
        <p className="text-sm text-ink-600" aria-live="polite">
          {t("orders.results", { count: totalResults })}
        </p>
      </form>

      <div className="overflow-x-auto rounded-card bg-white shadow-card">
        <table className="w-full text-sm">
          <thead className="bg-ink-100 text-start">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="px-3 py-2 text-start font-semibold">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t border-ink-100">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-top">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {list.orders.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-ink-600">
                  {t("orders.none")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {totalPages > 1 && (
        <nav aria-label={t("paging.label")} className="mt-4 flex items-center gap-4 text-sm">
          {currentPage > 0 && <Link to={pageHref(search, currentPage)}>{t("paging.previous")}</Link>}
          <span>{t("paging.page", { page: currentPage + 1, pages: totalPages })}</span>
          {currentPage + 1 < totalPages && <Link to={pageHref(search, currentPage + 2)}>{t("paging.next")}</Link>}
        </nav>
      )}
    </>
  );
}
