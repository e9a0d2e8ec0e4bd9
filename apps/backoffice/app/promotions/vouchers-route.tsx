/**
 * The voucher codes (merchandiser and owner): search, promotion, state and sort in the URL (the shared filter bar),
 * a TanStack Table grid with each code's promotion, validity, limits, state and the orders that used it, page
 * links, and 'New voucher'.
 */
import { PROMOTION_STATES, VOUCHER_SORTS } from "@dukkan/staff-api/promotion-constants";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { StaffPromotionList, StaffVoucher, StaffVoucherList } from "../api/staff-api-types";
import { localized } from "../catalogue/localized";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { FilterBar } from "../lists/filter-bar";
import { FilterSelect } from "../lists/filter-select";
import { LIST_ACTION_CLASS, ListHeading } from "../lists/list-heading";
import { PagedTable } from "../lists/paged-table";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/vouchers-route";
import { EnabledBadge, WindowText } from "./promotion-parts";
import { activeFilterCount, apiQueryOf, voucherListView } from "./promotions-query";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "vouchers.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "vouchers")) throw redirect(`/${language}/`);
  const view = voucherListView(new URL(request.url).searchParams);
  const [list, promotions] = await Promise.all([
    api<StaffVoucherList>("/vouchers", { query: apiQueryOf(view) }),
    // The promotion filter's choices (a shop runs tens of promotions).
    api<StaffPromotionList>("/promotions", { query: new URLSearchParams({ pageSize: "100" }) }),
  ]);
  return {
    list,
    view,
    language,
    promotions: promotions.promotions.map((promotion) => ({
      value: promotion.code,
      label: `${localized(promotion.name, language)} (${promotion.code})`,
    })),
  };
}

const column = createColumnHelper<StaffVoucher>();

export default function Vouchers({ loaderData }: Route.ComponentProps) {
  const { list, view, language, promotions } = loaderData;
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const limit = (value: number | null) => (value === null ? t("vouchers.unlimited") : String(value));
    return [
      column.accessor("code", {
        header: t("vouchers.columns.code"),
        cell: (info) => (
          <Link
            to={`/${language}/vouchers/${encodeURIComponent(info.getValue())}`}
            className="font-semibold text-brand-700 underline"
            dir="ltr"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor((row) => localized(row.name, language), { id: "name", header: t("vouchers.columns.name") }),
      column.accessor("promotionCode", {
        header: t("vouchers.columns.promotion"),
        cell: (info) => (
          <Link
            to={`/${language}/promotions/${encodeURIComponent(info.getValue())}`}
            className="text-brand-700 underline"
          >
            {localized(info.row.original.promotionName, language)}
          </Link>
        ),
      }),
      column.display({
        id: "window",
        header: t("vouchers.columns.window"),
        cell: (info) => (
          <WindowText startsAt={info.row.original.startsAt} endsAt={info.row.original.endsAt} language={language} />
        ),
      }),
      column.display({
        id: "limits",
        header: t("vouchers.columns.limits"),
        cell: (info) => (
          <span className="text-sm">
            {t("vouchers.limits", {
              total: limit(info.row.original.maxTotal),
              perCustomer: limit(info.row.original.maxPerCustomer),
            })}
          </span>
        ),
      }),
      column.accessor("enabled", {
        header: t("vouchers.columns.state"),
        cell: (info) => <EnabledBadge enabled={info.getValue()} />,
      }),
      column.accessor("usageCount", {
        header: t("vouchers.columns.used"),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
    ];
  }, [t, language]);
  const table = useReactTable({ data: list.vouchers, columns, getCoreRowModel: getCoreRowModel() });
  const newVoucher = `/${language}/vouchers/new${view.promotion ? `?promotion=${encodeURIComponent(view.promotion)}` : ""}`;

  return (
    <>
      <ListHeading title={t("vouchers.title")} intro={t("vouchers.intro")}>
        <Link to={newVoucher} className={LIST_ACTION_CLASS}>
          {t("vouchers.new")}
        </Link>
      </ListHeading>
      <FilterBar
        resetTo={`/${language}/vouchers`}
        activeFilters={activeFilterCount(view)}
        search={{ label: t("vouchers.search"), value: view.q }}
      >
        <FilterSelect
          name="promotion"
          label={t("vouchers.promotion")}
          value={view.promotion}
          anyLabel={t("vouchers.anyPromotion")}
          options={promotions}
        />
        <FilterSelect
          name="state"
          label={t("promotions.state")}
          value={view.state}
          anyLabel={t("promotions.any")}
          options={PROMOTION_STATES.map((state) => ({ value: state, label: t(`promotions.states.${state}`) }))}
        />
        <FilterSelect
          name="sort"
          label={t("promotions.sort")}
          value={view.sort}
          options={VOUCHER_SORTS.map((sort) => ({ value: sort, label: t(`vouchers.sorts.${sort}`) }))}
        />
      </FilterBar>
      <PagedTable
        table={table}
        label={t("vouchers.title")}
        emptyText={t("vouchers.none")}
        pagination={list.pagination}
        resultsText={t("vouchers.results", { count: list.pagination.totalResults })}
      />
    </>
  );
}
