/**
 * The promotion rules (merchandiser and owner): search, kind, state and sort in the URL (the shared filter bar, a
 * GET form that works before scripts), a TanStack Table grid with each rule's discount, window, state and the
 * orders it priced, page links, and 'New promotion'.
 */
import { formatFils } from "@dukkan/money";
import { PROMOTION_KINDS, PROMOTION_SORTS, PROMOTION_STATES } from "@dukkan/staff-api/promotion-constants";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { StaffPromotion, StaffPromotionList } from "../api/staff-api-types";
import { localized } from "../catalogue/localized";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { FilterBar } from "../lists/filter-bar";
import { FilterSelect } from "../lists/filter-select";
import { LIST_ACTION_CLASS, ListHeading } from "../lists/list-heading";
import { PagedTable } from "../lists/paged-table";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/promotions-route";
import { activeFilterCount, apiQueryOf, promotionListView } from "./promotions-query";
import { EnabledBadge, WindowText } from "./promotion-parts";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "promotions.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "promotions")) throw redirect(`/${language}/`);
  const view = promotionListView(new URL(request.url).searchParams);
  const list = await api<StaffPromotionList>("/promotions", { query: apiQueryOf(view) });
  return { list, view, language };
}

const column = createColumnHelper<StaffPromotion>();

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const { list, view, language } = loaderData;
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const discountOf = (promotion: StaffPromotion) => {
      const parts: string[] = [];
      if (promotion.percentBasisPoints !== null) {
        parts.push(t("promotions.value.percent", { percent: promotion.percentBasisPoints / 100 }));
      }
      if (promotion.amountFils !== null) parts.push(formatFils(promotion.amountFils, language));
      if (promotion.kind === "BUY_X_GET_Y") {
        parts.push(t("promotions.value.buyGet", { buy: promotion.buyQuantity, free: promotion.freeQuantity }));
      }
      if (promotion.kind === "FREE_SHIPPING") parts.push(t("promotions.value.freeShipping"));
      if (promotion.thresholdFils) {
        parts.push(t("promotions.value.threshold", { amount: formatFils(promotion.thresholdFils, language) }));
      }
      return parts.join(" ");
    };
    return [
      column.accessor("code", {
        header: t("promotions.columns.code"),
        cell: (info) => (
          <Link
            to={`/${language}/promotions/${encodeURIComponent(info.getValue())}`}
            className="font-semibold text-brand-700 underline"
            dir="ltr"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor((row) => localized(row.name, language), {
        id: "name",
        header: t("promotions.columns.name"),
        cell: (info) => (
          <>
            <span className="block">{info.getValue()}</span>
            {info.row.original.couponOnly && (
              <span className="block text-xs text-ink-600">{t("promotions.couponOnly")}</span>
            )}
          </>
        ),
      }),
      column.accessor("kind", {
        header: t("promotions.columns.kind"),
        cell: (info) => t(`promotions.kinds.${info.getValue()}`),
      }),
      column.accessor((row) => discountOf(row), {
        id: "value",
        header: t("promotions.columns.value"),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      column.display({
        id: "window",
        header: t("promotions.columns.window"),
        cell: (info) => (
          <WindowText startsAt={info.row.original.startsAt} endsAt={info.row.original.endsAt} language={language} />
        ),
      }),
      column.accessor("enabled", {
        header: t("promotions.columns.state"),
        cell: (info) => <EnabledBadge enabled={info.getValue()} />,
      }),
      column.accessor("usageCount", {
        header: t("promotions.columns.used"),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
    ];
  }, [t, language]);
  const table = useReactTable({ data: list.promotions, columns, getCoreRowModel: getCoreRowModel() });

  return (
    <>
      <ListHeading title={t("promotions.title")} intro={t("promotions.intro")}>
        <Link to={`/${language}/promotions/new`} className={LIST_ACTION_CLASS}>
          {t("promotions.new")}
        </Link>
      </ListHeading>
      <FilterBar
        resetTo={`/${language}/promotions`}
        activeFilters={activeFilterCount(view)}
        search={{ label: t("promotions.search"), value: view.q }}
      >
        <FilterSelect
          name="kind"
          label={t("promotions.kind")}
          value={view.kind}
          anyLabel={t("promotions.anyKind")}
          options={PROMOTION_KINDS.map((kind) => ({ value: kind, label: t(`promotions.kinds.${kind}`) }))}
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
          options={PROMOTION_SORTS.map((sort) => ({ value: sort, label: t(`promotions.sorts.${sort}`) }))}
        />
      </FilterBar>
      <PagedTable
        table={table}
        label={t("promotions.title")}
        emptyText={t("promotions.none")}
        pagination={list.pagination}
        resultsText={t("promotions.results", { count: list.pagination.totalResults })}
      />
    </>
  );
}
