/**
 * Facets below the md breakpoint (spec §2.6): a button opens a modal listing every value as a checkbox
 * with its count; page scrolling is locked while it is open. Each tick asks the page's loader for the result
 * of the choice so far (a fetcher, the latest tick wins): the values' counts follow it and the apply button
 * says how many products it will show. Closing it (the close or apply button, Escape, or a click outside)
 * navigates to the result with the merged query (spec §4).
 * Before the page's script runs, the same facets show as links in a disclosure instead.
 */
import { useState } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { useFetcher, useNavigate } from "react-router";
import { useHydrated } from "@dukkan/ui/use-hydrated";
import {
  choiceChanges,
  facetKey,
  facetValueCode,
  facetValueCounts,
  facetValueKey,
  initialChoices,
  mergedFacetQuery,
  toggleChoice,
  type FacetChoices,
  type ListingScope,
} from "./facet-query";
import { CheckMark, FacetGroups } from "./facet-groups";
import type { HrefFor } from "./listing-toolbar";
import type { ListingData, SearchFacet } from "./search-result";
import { Icon } from "@dukkan/ui/icon";

const TRIGGER_CLASS =
  "inline-flex h-10 items-center gap-2 rounded-full border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-800 outline-none hover:border-ink-300 focus-visible:ring-3 focus-visible:ring-brand-200";

function FacetCheckboxes({
  facet,
  choices,
  counts,
  onToggle,
}: {
  facet: SearchFacet;
  choices: FacetChoices;
  /** The counts of the result the choices so far lead to, once known (else the page's own counts show). */
  counts: Map<string, number> | undefined;
  onToggle: (valueCode: string) => void;
}) {
  const chosen = choices[facetKey(facet)] ?? [];
  return (
    <fieldset className="border-b border-ink-100 px-4 py-3">
      <legend className="px-0 pt-2 text-sm font-bold text-ink-900">{facet.name}</legend>
      <ul className="mt-2 grid gap-0.5">
        {facet.values.map((value) => {
          const code = facetValueCode(value);
          const checked = chosen.includes(code);
          return (
            <li key={code}>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-2 text-sm text-ink-800 has-focus-visible:ring-3 has-focus-visible:ring-brand-200">
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={checked}
                  onChange={() => onToggle(code)}
                  data-facet-value={code}
                />
                <CheckMark checked={checked} />
                <span className="min-w-0 flex-1">{value.name}</span>
                <span className="text-xs text-ink-500 tabular-nums" data-facet-count>
                  {counts ? (counts.get(facetValueKey(facet, value)) ?? 0) : value.count}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

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
    <DialogTrigger isOpen={open} onOpenChange={onOpenChange}>
      <Button className={`${TRIGGER_CLASS} md:hidden`} data-facet-dialog-trigger>
        <Icon name="filter" className="size-4" />
        {label}
      </Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-50 bg-ink-900/40 backdrop-blur-[2px] md:hidden">
        <Modal className="fixed inset-x-0 bottom-0 flex max-h-[88dvh] flex-col rounded-t-3xl bg-white shadow-2xl">
          <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
            <div className="flex items-center justify-between gap-2 border-b border-ink-100 px-4 py-3">
              <Heading slot="title" className="text-base font-bold text-ink-900">
                {t("listing.facets.dialogTitle")}
              </Heading>
              <Button
                slot="close"
                aria-label={t("listing.facets.close")}
                className="inline-flex size-10 items-center justify-center rounded-full text-ink-700 outline-none hover:bg-ink-100 focus-visible:ring-3 focus-visible:ring-brand-200"
              >
                <Icon name="close" className="size-5" />
              </Button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
              {facets.map((facet) => (
                <FacetCheckboxes
                  key={facetKey(facet)}
                  facet={facet}
                  choices={choices}
                  counts={changed ? counts : undefined}
                  onToggle={(code) => onToggle(facet, code)}
                />
              ))}
            </div>
            <div className="border-t border-ink-100 p-4">
              <Button
                slot="close"
                data-facet-apply
                className="h-12 w-full rounded-full bg-brand-700 text-sm font-bold text-white outline-none hover:bg-brand-800 focus-visible:ring-3 focus-visible:ring-brand-300"
              >
                {applyLabel}
              </Button>
              <p role="status" className="sr-only">
                {changed && total !== undefined ? applyLabel : ""}
              </p>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
