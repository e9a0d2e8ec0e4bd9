/**
 * The content pages (merchandiser and owner): search and page in the URL (the shared filter bar, a GET form that
 * works before scripts), a TanStack Table grid of the pages with their path, state (published or draft) and last
 * change, each title linking to its edit page; 'New page' opens the new-page form, and a page deleted from its edit
 * page comes back here (`?deleted`) with a notice.
 */
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { FormAlert } from "@dukkan/ui/form-alert";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { StaffCmsPageList, StaffCmsPageSummary } from "../api/staff-api-types";
import { localized } from "../catalogue/localized";
import { formatDateTime } from "../i18n/format";
import { pageTitle } from "../i18n/page-title";
import { mayOpen } from "../layout/navigation";
import { FilterBar } from "../lists/filter-bar";
import { pageOf } from "../lists/list-url";
import { LIST_ACTION_CLASS, ListHeading } from "../lists/list-heading";
import { PagedTable } from "../lists/paged-table";
import { requireStaff } from "../session/require-staff.server";
import type { Route } from "./+types/content-pages-route";
import { ContentTabs } from "./content-parts";

export const PAGE_SIZE = 25;

export const meta: Route.MetaFunction = ({ params }) => pageTitle(params.lang, "content.pages.title");

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, staff, language } = await requireStaff(request, params);
  if (!mayOpen(staff.role, "content")) throw redirect(`/${language}/`);
  const search = new URL(request.url).searchParams;
  const view = { q: (search.get("q") ?? "").trim().slice(0, 100), page: pageOf(search) };
  const query = new URLSearchParams({ currentPage: String(view.page - 1), pageSize: String(PAGE_SIZE) });
  if (view.q) query.set("q", view.q);
  const list = await api<StaffCmsPageList>("/cms/pages", { query });
  return { list, view, language, deleted: search.has("deleted") };
}

const column = createColumnHelper<StaffCmsPageSummary>();

export default function ContentPages({ loaderData }: Route.ComponentProps) {
  const { list, view, language, deleted } = loaderData;
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor((row) => localized(row.title, language), {
        id: "title",
        header: t("content.pages.columns.title"),
        cell: (info) => (
          <Link
            to={`/${language}/content/pages/${encodeURIComponent(info.row.original.pageId)}`}
            className="font-semibold text-brand-700 underline"
          >
            {info.getValue() || info.row.original.pageId}
          </Link>
        ),
      }),
      column.accessor("label", {
        header: t("content.pages.columns.path"),
        cell: (info) => <span dir="ltr">{info.getValue() ?? t("content.pages.noPath")}</span>,
      }),
      column.accessor("published", {
        header: t("content.pages.columns.state"),
        cell: (info) => (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${info.getValue() ? "bg-brand-50 text-brand-800" : "bg-amber-100 text-amber-900"}`}
          >
            {t(`content.pages.states.${info.getValue() ? "published" : "draft"}`)}
          </span>
        ),
      }),
      column.accessor("updatedAt", {
        header: t("content.pages.columns.updated"),
        cell: (info) => formatDateTime(info.getValue(), language),
      }),
    ],
    [t, language],
  );
  const table = useReactTable({ data: list.pages, columns, getCoreRowModel: getCoreRowModel() });

  return (
    <>
      <ListHeading title={t("content.title")}>
        <Link to={`/${language}/content/pages/new`} className={LIST_ACTION_CLASS}>
          {t("content.pages.newPage")}
        </Link>
      </ListHeading>
      <ContentTabs language={language} />
      <div aria-live="polite">
        {deleted ? (
          <div className="mb-3">
            <FormAlert tone="success">{t("content.pages.deleted")}</FormAlert>
          </div>
        ) : null}
      </div>
      <p className="mb-4 text-sm text-ink-700">{t("content.pages.intro")}</p>
      <FilterBar
        resetTo={`/${language}/content`}
        activeFilters={0}
        search={{ label: t("content.pages.search"), value: view.q }}
      />
      <PagedTable
        table={table}
        label={t("content.pages.title")}
        emptyText={t("content.pages.none")}
        pagination={list.pagination}
        resultsText={t("content.pages.results", { count: list.pagination.totalResults })}
      />
    </>
  );
}
