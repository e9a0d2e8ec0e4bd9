/**
 * Facets below the md breakpoint (spec §2.6): a button opens a modal listing every value as a checkbox
 * with its count; page scrolling is locked while it is open. Each tick asks the page's loader for the result
 * of the choice so far (a fetcher, the latest tick wins): the values' counts follow it and the apply button
 * says how many products it will show. Closing it (the close or apply button, Escape, or a click outside)
 * navigates to the result with the merged query (spec §4).
 * Before the page's script runs, the same facets show as links in a disclosure instead. The modal itself
 * (./facet-dialog-modal.tsx) is loaded when it first opens, so listings do not ship React Aria's modal up front.
 */
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { useFetcher, useNavigate } from "react-router";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import {
  choiceChanges,
  facetValueCounts,
  initialChoices,
  mergedFacetQuery,
  toggleChoice,
  type FacetChoices,
  type ListingScope,
} from "./facet-query";
import { FacetGroups } from "./facet-groups";
import type { HrefFor } from "./listing-toolbar";
import type { ListingData, SearchFacet } from "./search-result";
import { Icon } from "@dukkan/ui/icon";

const FacetDialogModal = lazy(() =>
  import("./facet-dialog-modal").then((module) => ({ default: module.FacetDialogModal })),
);

const TRIGGER_CLASS =
  "inline-flex h-10 items-center gap-2 rounded-full border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-800 outline-none hover:border-ink-300 focus-visible:ring-3 focus-visible:ring-brand-200";

export function MobileFacets({
  facets,
  scope,
  queryParameter,
  activeCount,
  totalResults,
  hrefFor,
}: {
  facets: readonly SearchFacet[];
  scope: ListingScope;
  /** The page URL's 'query' parameter, the start of the merged query. */
  queryParameter: string | undefined;
  activeCount: number;
  /** How many products the page's result has (the count before anything is ticked). */
  totalResults: number;
  hrefFor: HrefFor;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const counter = useFetcher<ListingData>();
  const [open, setOpen] = useState(false);
  // The modal stays mounted once loaded, so React Aria can restore focus to the button as it closes.
  const [opened, setOpened] = useState(false);
  const [choices, setChoices] = useState<FacetChoices>({});
  const changes = choiceChanges(initialChoices(facets), choices);
  const changed = changes.added.length > 0 || changes.cancelled.length > 0;
  // Counts of the ticked choice once its result is in (a fetcher still loading says nothing yet).
  const counted = changed && counter.state === "idle" ? counter.data?.result : undefined;
  const counts = counted ? facetValueCounts(counted.facets) : undefined;
  const total = changed ? counted?.pagination.totalResults : totalResults;
  const applyLabel =
    total === undefined ? t("listing.facets.counting") : t("listing.facets.showCount", { count: total });
  const label = activeCount > 0 ? t("listing.facets.openWithCount", { count: activeCount }) : t("listing.facets.open");

  if (!hydrated) {
    return (
      <details className="group w-full md:hidden">
        <summary className={`${TRIGGER_CLASS} w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          <Icon name="filter" className="size-4" />
          {label}
        </summary>
        <div className="mt-3 rounded-card bg-white p-3 shadow-card">
          <FacetGroups facets={facets} hrefFor={hrefFor} />
        </div>
      </details>
    );
  }

  const onOpenChange = (isOpen: boolean) => {
    setOpen(isOpen);
    if (isOpen) {
      setOpened(true);
      setChoices(initialChoices(facets));
      return;
    }
    if (!changed) return;
    void navigate(hrefFor({ query: mergedFacetQuery(queryParameter, scope, changes) }));
  };

  const onToggle = (facet: SearchFacet, code: string) => {
    const next = toggleChoice(choices, facet, code);
    setChoices(next);
    const nextChanges = choiceChanges(initialChoices(facets), next);
    if (nextChanges.added.length > 0 || nextChanges.cancelled.length > 0)
      void counter.load(hrefFor({ query: mergedFacetQuery(queryParameter, scope, nextChanges) }));
  };

  return (
    <>
      <button
        type="button"
        className={`${TRIGGER_CLASS} md:hidden`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onOpenChange(true)}
        data-facet-dialog-trigger
      >
        <Icon name="filter" className="size-4" />
        {label}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <FacetDialogModal
            open={open}
            onOpenChange={onOpenChange}
            facets={facets}
            choices={choices}
            counts={changed ? counts : undefined}
            onToggle={onToggle}
            applyLabel={applyLabel}
            announcement={changed && total !== undefined ? applyLabel : ""}
          />
        </Suspense>
      ) : null}
    </>
  );
}
