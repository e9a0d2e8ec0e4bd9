/**
 * Facet groups as links (spec §2.6, desktop): each group collapses, shows its top values and keeps the
 * rest behind 'show more / show less'. Native <details> elements do the toggling, so the groups work
 * before (and without) the page's script.
 */
import { useTranslation } from "../i18n/use-translation";
import { Link } from "react-router";
import { facetKey, facetValueCode } from "./facet-query";
import type { HrefFor } from "./listing-toolbar";
import type { SearchFacet, SearchFacetValue } from "./search-result";
import { Icon } from "@dukkan/ui/icon";

/** Values shown before 'show more'. */
export const TOP_FACET_VALUES = 5;

/** The first values, plus any selected value further down, are always visible. */
export function splitFacetValues(values: readonly SearchFacetValue[]): {
  top: SearchFacetValue[];
  more: SearchFacetValue[];
} {
  const top = values.filter((value, index) => index < TOP_FACET_VALUES || value.selected);
  return { top, more: values.filter((value) => !top.includes(value)) };
}

export function CheckMark({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={checked ? "facet-check border-brand-700 bg-brand-700 text-white" : "facet-check"}
    >
      {checked ? <Icon name="check" className="size-3" /> : null}
    </span>
  );
}

function FacetValueLink({ value, hrefFor }: { value: SearchFacetValue; hrefFor: HrefFor }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={hrefFor({ query: value.query.query.value })}
        preventScrollReset
        data-facet-value={facetValueCode(value)}
        className="facet-value"
      >
        <CheckMark checked={value.selected} />
        <span className="min-w-0 flex-1">
          {value.name}
          {value.selected ? <span className="sr-only">, {t("listing.facets.selected")}</span> : null}
        </span>
        <span className="facet-count">{value.count}</span>
      </Link>
    </li>
  );
}

function FacetGroup({ facet, hrefFor }: { facet: SearchFacet; hrefFor: HrefFor }) {
  const { t } = useTranslation();
  const { top, more } = splitFacetValues(facet.values);
  return (
    <details open className="group/facet border-b border-ink-100 py-2" data-facet={facetKey(facet)}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-2 py-2 text-sm font-bold text-ink-900 hover:bg-ink-50 [&::-webkit-details-marker]:hidden">
        {facet.name}
        <Icon name="chevron-down" className="size-4 transition-transform group-open/facet:rotate-180" />
      </summary>
      <ul className="mt-1 grid gap-0.5">
        {top.map((value) => (
          <FacetValueLink key={facetValueCode(value)} value={value} hrefFor={hrefFor} />
        ))}
      </ul>
      {more.length > 0 ? (
        <details className="group/more">
          <summary className="mt-1 inline-flex cursor-pointer list-none rounded-full px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <span className="group-open/more:hidden">{t("listing.facets.showMore")}</span>
            <span className="hidden group-open/more:inline">{t("listing.facets.showLess")}</span>
          </summary>
          <ul className="mt-1 grid gap-0.5">
            {more.map((value) => (
              <FacetValueLink key={facetValueCode(value)} value={value} hrefFor={hrefFor} />
            ))}
          </ul>
        </details>
      ) : null}
    </details>
  );
}

export function FacetGroups({ facets, hrefFor }: { facets: readonly SearchFacet[]; hrefFor: HrefFor }) {
  return (
    <div>
      {facets.map((facet) => (
        <FacetGroup key={facetKey(facet)} facet={facet} hrefFor={hrefFor} />
      ))}
    </div>
  );
}
