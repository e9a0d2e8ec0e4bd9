import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { chipRemovalQuery } from "./facet-query";
import type { HrefFor } from "./listing-toolbar";
import type { SearchBreadcrumb } from "./search-result";
import { Icon } from "@dukkan/ui/icon";

/**
 * Active facets as removable chips (spec §2.6); each chip is a link to the result without it, and 'Clear all
 * filters' leads back to the page's own result (its category or brand kept, its search word kept).
 */
export function ActiveFacets({
  chips,
  breadcrumbs,
  currentQuery,
  hrefFor,
  startingQuery,
}: {
  /** The chips to show (the page's own category or brand left out). */
  chips: readonly SearchBreadcrumb[];
  /** Every active facet of the result, for rebuilding a query. */
  breadcrumbs: readonly SearchBreadcrumb[];
  currentQuery: string;
  hrefFor: HrefFor;
  /** The page's query before any filter. */
  startingQuery: string;
}) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t("listing.activeFacets.label")} className="flex flex-wrap gap-2">
      {chips.map((crumb) => (
        <li key={`${crumb.facetCode}:${crumb.facetValueCode}`}>
          <Link
            to={hrefFor({ query: chipRemovalQuery(crumb, breadcrumbs, currentQuery) })}
            preventScrollReset
            aria-label={t("listing.activeFacets.remove", { facet: crumb.facetName, value: crumb.facetValueName })}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 py-1.5 ps-3 pe-2 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
          >
            {crumb.facetValueName}
            <Icon name="close" className="size-3.5" />
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={hrefFor({ query: startingQuery })}
          preventScrollReset
          data-testid="clear-all-filters"
          className="inline-flex items-center py-1.5 text-sm font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {t("listing.activeFacets.clearAll")}
        </Link>
      </li>
    </ul>
  );
}
