/**
 * The order list: filters, sort and page in the URL (the shared filter bar, a GET form, so it works before
 * scripts), a TanStack Table grid whose checkboxes select orders for one pick list (another GET form, to the PDF
 * relay). Areas come from the API's delivery areas, in the page's language.
 */
import { formatFils } from "@dukkan/money";
import { Button } from "@dukkan/ui/button";
import { INPUT_CLASS, LABEL_CLASS } from "@dukkan/ui/field";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { StaffOrderList, StaffOrderRow } from "../api/staff-api-types";
import { formatDateTime } from "../i18n/format";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { FilterBar } from "../lists/filter-bar";
import { FilterSelect } from "../lists/filter-select";
import { ListHeading } from "../lists/list-heading";
import { PagedTable } from "../lists/paged-table";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/orders-route";
import { deliveryRegions } from "./delivery-areas.server";
import {
  activeFilterCount,
  EMIRATES,
  FILTER_STATUSES,
  ORDER_SORTS,
  PAYMENT_MODES,
  apiQueryOf,
  orderListView,
} from "./orders-query";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "orders.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "orders")) throw redirect(`/${language}/`);
  const view = orderListView(new URL(request.url).searchParams);
  const [list, regions] = await Promise.all([
    api<StaffOrderList>("/orders", { query: apiQueryOf(view) }),
    deliveryRegions(language),
  ]);
  return { list, view, language, regions };
}

const column = createColumnHelper<StaffOrderRow>();

export default function Orders({ loaderData: { list, view, language, regions } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const placeNames = useMemo(
    () =>
      new Map([
        ...regions.map((region) => [region.isocode, region.name] as const),
        ...regions.flatMap((region) => region.areas.map((area) => [area.isocode, area.name] as const)),
      ]),
    [regions],
  );
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
            className="size-5 accent-brand-600"
          />
        ),
      }),
      column.accessor("code", {
        header: t("orders.code"),
        cell: (info) => (
          <Link to={`/${language}/orders/${info.getValue()}`} className="font-semibold text-brand-700 underline">
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor("placed", {
        header: t("orders.placed"),
        cell: (info) => (info.getValue() ? formatDateTime(info.getValue()!, language) : "–"),
      }),
      column.accessor((row) => row.customerName ?? row.customerEmail ?? "", {
        id: "customer",
        header: t("orders.customer"),
        cell: (info) => (
          <>
            <span className="block">{info.getValue()}</span>
            {info.row.original.customerName && (
              <span className="block text-xs break-all text-ink-500 rtl:text-right" dir="ltr">
                {info.row.original.customerEmail}
              </span>
            )}
          </>
        ),
      }),
      column.accessor(
        (row) =>
          [row.area, row.emirate]
            .filter((isocode): isocode is string => Boolean(isocode))
            .map((isocode) => placeNames.get(isocode) ?? isocode)
            .join(language === "ar" ? "، " : ", "),
        { id: "area", header: t("orders.area") },
      ),
      column.accessor("paymentMode", {
        header: t("orders.payment"),
        cell: (info) => t(`paymentModes.${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      column.accessor("status", {
        header: t("orders.status"),
        cell: (info) => (
          <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold">
            {t(`status.${info.getValue()}`, { defaultValue: info.getValue() })}
          </span>
        ),
      }),
      column.accessor("totalPriceFils", {
        header: t("orders.total"),
        cell: (info) => <span className="tabular-nums">{formatFils(info.getValue(), language)}</span>,
      }),
    ],
    [t, language, placeNames],
  );
  const table = useReactTable({ data: list.orders, columns, getCoreRowModel: getCoreRowModel() });

  return (
    <>
      <ListHeading title={t("orders.title")} />
      <FilterBar
        resetTo={`/${language}/orders`}
        activeFilters={activeFilterCount(view)}
        search={{ label: t("orders.search"), value: view.q }}
      >
        <label>
          <span className={LABEL_CLASS}>{t("orders.from")}</span>
          <input type="date" name="from" defaultValue={view.from} className={INPUT_CLASS} />
        </label>
        <label>
          <span className={LABEL_CLASS}>{t("orders.to")}</span>
          <input type="date" name="to" defaultValue={view.to} className={INPUT_CLASS} />
        </label>
        <FilterSelect
          name="emirate"
          label={t("orders.emirate")}
          value={view.emirate}
          anyLabel={t("orders.any")}
          options={EMIRATES.map((emirate) => ({ value: emirate, label: t(`emirates.${emirate}`) }))}
        />
        <label>
          <span className={LABEL_CLASS}>{t("orders.area")}</span>
          <select name="area" defaultValue={view.area} className={INPUT_CLASS}>
            <option value="">{t("orders.any")}</option>
            {regions.map((region) => (
              <optgroup key={region.isocode} label={region.name}>
                {region.areas.map((area) => (
                  <option key={area.isocode} value={area.isocode}>
                    {area.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <FilterSelect
          name="paymentMode"
          label={t("orders.payment")}
          value={view.paymentMode}
          anyLabel={t("orders.any")}
          options={PAYMENT_MODES.map((mode) => ({ value: mode, label: t(`paymentModes.${mode}`) }))}
        />
        <FilterSelect
          name="sort"
          label={t("orders.sort")}
          value={view.sort}
          options={ORDER_SORTS.map((sort) => ({ value: sort, label: t(`orders.sorts.${sort}`) }))}
        />
        <fieldset className="sm:col-span-2 lg:col-span-4">
          <legend className={LABEL_CLASS}>{t("orders.status")}</legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:flex sm:flex-wrap">
            {FILTER_STATUSES.map((status) => (
              <label key={status} className="flex min-h-9 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="status"
                  value={status}
                  defaultChecked={view.statuses.includes(status)}
                  className="size-5 accent-brand-600"
                />
                {t(`status.${status}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </FilterBar>

      <form
        id="pick-list"
        method="get"
        action={`/${language}/pick-list.pdf`}
        className="mb-3 flex flex-wrap items-center gap-3"
      >
        <Button type="submit" variant="outline" size="sm">
          {t("orders.printPickList")}
        </Button>
        <p className="text-sm text-ink-600" aria-live="polite">
          {t("orders.results", { count: list.pagination.totalResults })}
        </p>
      </form>

      <PagedTable table={table} label={t("orders.title")} emptyText={t("orders.none")} pagination={list.pagination} />
    </>
  );
}
