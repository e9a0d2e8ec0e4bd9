/**
 * The page links under a list: previous, "page n of m", next, each keeping the list's filters (plain links, so they
 * work before scripts load). Nothing is drawn for a single page.
 */
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { Pagination as ApiPagination } from "../api/staff-api-types";
import { pageHref } from "./list-url";

export function Pagination({ pagination }: { pagination: ApiPagination }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { currentPage, totalPages } = pagination;
  if (totalPages <= 1) return null;
  const linkClass = "rounded-lg px-3 py-2 font-semibold text-brand-700 underline hover:bg-brand-50";
  return (
    <nav aria-label={t("paging.label")} className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      {currentPage > 0 && (
        <Link className={linkClass} rel="prev" to={pageHref(search, currentPage)}>
          {t("paging.previous")}
        </Link>
      )}
      <span className="px-1">{t("paging.page", { page: currentPage + 1, pages: totalPages })}</span>
      {currentPage + 1 < totalPages && (
        <Link className={linkClass} rel="next" to={pageHref(search, currentPage + 2)}>
          {t("paging.next")}
        </Link>
      )}
    </nav>
  );
}
