/**
 * The product list: search, category, brand, status, low stock and sort in the URL (the shared filter bar, a GET
 * form that works before scripts), a TanStack Table grid (each row names its brand) and page links; the CSV export
 * of the same filters and the import.
 */
import { formatFils } from "@dukkan/money";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { StaffBrandList, StaffCategoryList, StaffProductList, StaffProductRow } from "../api/staff-api-types";
import { pageTitle } from "../i18n/page-title";
import { mayEditCatalogue, mayOpen } from "../layout/navigation";
import { FilterBar } from "../lists/filter-bar";
import { FilterSelect } from "../lists/filter-select";
import { LIST_ACTION_CLASS, ListHeading } from "../lists/list-heading";
import { PagedTable } from "../lists/paged-table";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/products-route";
import { localized } from "./localized";
import {
  activeFilterCount,
  apiQueryOf,
  filterQueryOf,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  productListView,
} from "./products-query";

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "catalogue.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "catalogue")) throw redirect(`/${language}/`);
  const view = productListView(new URL(request.url).searchParams);
  const [list, { categories }, { brands }] = await Promise.all([
    api<StaffProductList>("/products", { query: apiQueryOf(view) }),
    api<StaffCategoryList>("/categories"),
    api<StaffBrandList>("/brands"),
  ]);
  return {
    list,
    view,
    language,
    editable: mayEditCatalogue(staff.role),
    exportQuery: filterQueryOf(view).toString(),
    categories: categories.map((category) => ({
      code: category.code,
      name: category.name[language] || category.name.en,
      nested: category.parentCode !== null,
    })),
    brands: brands.map((brand) => ({ value: brand.code, label: localized(brand.name, language) })),
  };
}

const column = createColumnHelper<StaffProductRow>();

export default function Products({ loaderData }: Route.ComponentProps) {
  const { list, view, language, categories, brands, editable, exportQuery } = loaderData;
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor("code", {
        header: t("catalogue.code"),
        cell: (info) => (
          <Link
            to={`/${language}/catalogue/products/${encodeURIComponent(info.getValue())}`}
            className="font-semibold text-brand-700 underline"
            dir="ltr"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor((row) => localized(row.name, language), {
        id: "name",
        header: t("catalogue.name"),
        cell: (info) => (
          <>
            <span className="block">{info.getValue()}</span>
            <span className="block text-xs text-ink-600">{t(`catalogue.kinds.${info.row.original.kind}`)}</span>
          </>
        ),
      }),
      column.accessor((row) => (row.brand ? localized(row.brand.name, language) : null), {
        id: "brand",
        header: t("brands.productSelect.label"),
        cell: (info) => info.getValue() ?? <span className="text-ink-600">{t("brands.productSelect.none")}</span>,
      }),
      column.accessor("online", {
        header: t("catalogue.status"),
        cell: (info) => (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${info.getValue() ? "bg-brand-50 text-brand-800" : "bg-ink-100 text-ink-700"}`}
          >
            {t(`catalogue.statuses.${info.getValue() ? "online" : "offline"}`)}
          </span>
        ),
      }),
      column.accessor("priceFils", {
        header: t("catalogue.price"),
        cell: (info) => {
          const fils = info.getValue();
          return (
            <span className="tabular-nums">{fils === null ? t("catalogue.noPrice") : formatFils(fils, language)}</span>
          );
        },
      }),
      column.accessor("available", {
        header: t("catalogue.stock"),
        cell: (info) =>
          info.getValue() === null ? (
            <span className="text-ink-600">
              {info.row.original.kind === "KIT" ? t("catalogue.fromComponents") : "–"}
            </span>
          ) : (
            <span className="tabular-nums">
              {info.getValue()}
              {info.row.original.lowStock && (
                <span className="ms-2 rounded-full bg-sale/10 px-2 py-0.5 text-xs font-semibold text-sale">
                  {t("catalogue.lowStock")}
                </span>
              )}
            </span>
          ),
      }),
    ],
    [t, language],
  );
  const table = useReactTable({ data: list.products, columns, getCoreRowModel: getCoreRowModel() });

  return (
    <>
      <ListHeading title={t("catalogue.title")}>
        {editable && (
          <>
            <a
              href={`/${language}/catalogue/products.csv${exportQuery ? `?${exportQuery}` : ""}`}
              className={LIST_ACTION_CLASS}
              download
            >
              {t("catalogue.exportCsv")}
            </a>
            <Link to={`/${language}/catalogue/import`} className={LIST_ACTION_CLASS}>
              {t("catalogue.importCsv")}
            </Link>
          </>
        )}
      </ListHeading>
      <FilterBar
        resetTo={`/${language}/catalogue`}
        activeFilters={activeFilterCount(view)}
        search={{ label: t("catalogue.search"), value: view.q }}
      >
        <FilterSelect
          name="category"
          label={t("catalogue.category")}
          value={view.category}
          anyLabel={t("catalogue.anyCategory")}
          options={categories.map((category) => ({
            value: category.code,
            label: category.nested ? `– ${category.name}` : category.name,
          }))}
        />
        <FilterSelect
          name="brand"
          label={t("brands.productSelect.label")}
          value={view.brand}
          anyLabel={t("catalogue.anyBrand")}
          options={brands}
        />
        <FilterSelect
          name="status"
          label={t("catalogue.status")}
          value={view.status}
          anyLabel={t("catalogue.any")}
          options={PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`catalogue.statuses.${status}`) }))}
        />
        <FilterSelect
          name="sort"
          label={t("catalogue.sort")}
          value={view.sort}
          options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`catalogue.sorts.${sort}`) }))}
        />
        <label className="flex min-h-9 items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            name="lowStock"
            value="true"
            defaultChecked={view.lowStock}
            className="size-5 accent-brand-600"
          />
          {t("catalogue.lowStockOnly")}
        </label>
      </FilterBar>
      <PagedTable
        table={table}
        label={t("catalogue.title")}
        emptyText={t("catalogue.none")}
        pagination={list.pagination}
        resultsText={t("catalogue.results", { count: list.pagination.totalResults })}
      />
    </>
  );
}
