/**
 * The listing shared by the search, category and brand pages (spec §2.6): heading, breadcrumbs,
 * facets (desktop groups, mobile dialog), active facet chips, sort and page-size selectors, the
 * grid/list toggle, the products and pagination. Its state is the URL: every control is a link or GET
 * form, enhanced once the page's script runs.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { Link, useLocation } from "react-router";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { useLanguage } from "../i18n/use-language";
import { ActiveFacets } from "./active-facets";
import { CategoryBanners, CategoryGroups } from "./category-content";
import { MobileFacets } from "./facet-dialog";
import { FacetGroups } from "./facet-groups";
import { defaultQuery, displayedFacets, resultMatchesPage, visibleBreadcrumbs } from "./facet-query";
import { firstPositionOf, listingItemList } from "./listing-analytics";
import { ListingPagination } from "./listing-pagination";
import { PageSizeSelect, SortSelect, ViewToggle, type HrefFor } from "./listing-toolbar";
import {
  changedParams,
  listingSearch,
  readListingParams,
  suggestionHref,
  type ListingParams,
  type ListingView,
} from "./listing-url";
import { ProductResults } from "./product-results";
import { ProductCarouselRow } from "../recommendations/product-carousel-row";
import type { ListingData } from "./search-result";
import { JsonLdScript } from "../structured-data/json-ld-script";

/** How long the assistive message stays (spec §8: assistive 7 s). */
const ASSISTIVE_MS = 7000;

/** Announces 'sorting.pageViewUpdated' to screen readers after a sort or view change (spec §2.6). */
function usePageViewAnnouncement(sort: string, view: ListingView): string {
  const { t } = useTranslation();
  const [message, setMessage] = useState("");
  const state = `${sort}|${view}`;
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    setMessage(t("sorting.pageViewUpdated"));
    const timer = setTimeout(() => setMessage(""), ASSISTIVE_MS);
    return () => clearTimeout(timer);
  }, [state, t]);
  return message;
}

function Subcategories({ data }: { data: ListingData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const links = data.subcategories.filter((category) => category.url);
  if (links.length === 0) return null;
  return (
    <nav aria-label={t("listing.subcategories")} className="mt-3 sm:mt-4">
      {/* One scrolling row on phones (the products start in the first screen); wrapped lines from sm up. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {links.map((category) => (
          <li key={category.code}>
            <Link
              to={`/${language}${category.url}`}
              className="inline-flex rounded-full border border-ink-200 bg-white px-3.5 py-1.5 text-sm font-medium whitespace-nowrap text-ink-700 hover:border-brand-300 hover:text-brand-800"
            >
              {category.name ?? category.code}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Nothing found: why, and for a misspelt search the nearest words the catalogue knows ("Did you mean"). */
function EmptyResult({ data, params }: { data: ListingData; params: ListingParams }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const term = data.result.freeTextSearch;
  const suggestion = data.scope.kind === "search" ? data.result.spellingSuggestion : undefined;
  return (
    <div className="rounded-card bg-white p-8 text-center text-ink-600 shadow-card">
      <p>
        {data.scope.kind === "search" && term && data.result.breadcrumbs.length === 0
          ? t("listing.noSearchResults", { term })
          : t("listing.noResults")}
      </p>
      {suggestion ? (
        <p className="mt-3 text-lg text-ink-800" data-testid="spelling-suggestion">
          {t("listing.didYouMean")}{" "}
          <Link
            to={suggestionHref(language, params, suggestion)}
            className="font-bold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {suggestion.suggestion}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export function ListingPage({ data }: { data: ListingData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { scope, result } = data;
  const startingQuery = defaultQuery(scope);
  // The products come from the loader; the grid/list choice is read from the URL (switching it does not search again).
  const { view } = readListingParams(new URLSearchParams(location.search), startingQuery);
  const params: ListingParams = { ...data.params, view };
  const hrefFor: HrefFor = (change) =>
    `${location.pathname}${listingSearch(changedParams(params, change, startingQuery))}`;
  const announcement = usePageViewAnnouncement(result.pagination.sort, view);

  const currentQuery = result.currentQuery.query.value;
  const facetsShown = resultMatchesPage(
    scope,
    { currentQuery, freeTextSearch: result.freeTextSearch },
    data.params.query ?? startingQuery,
  );
  const facets = facetsShown ? displayedFacets(result.facets, scope) : [];
  const chips = facetsShown ? visibleBreadcrumbs(scope, result.breadcrumbs) : [];
  const { totalResults, totalPages, currentPage } = result.pagination;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-3 sm:pt-6">
      <JsonLdScript data={data.schemaMarkup} />
      <Breadcrumbs trail={data.trail} />
      <header className="mt-2 flex flex-wrap items-baseline gap-x-4 gap-y-1 sm:mt-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{data.heading}</h1>
        <p className="text-sm text-ink-500" data-testid="result-count">
          {t("listing.results", { count: totalResults })}
        </p>
      </header>
      <CategoryBanners banners={data.content?.banners ?? []} />
      <Subcategories data={data} />

      <div className={`mt-4 grid gap-8 sm:mt-6 ${facets.length > 0 ? "md:grid-cols-[15rem_minmax(0,1fr)]" : ""}`}>
        {facets.length > 0 ? (
          <aside aria-labelledby="listing-facets-heading" className="hidden md:block">
            <h2 id="listing-facets-heading" className="px-2 text-xs font-bold tracking-wide text-ink-500 uppercase">
              {t("listing.facets.heading")}
            </h2>
            <FacetGroups facets={facets} hrefFor={hrefFor} />
          </aside>
        ) : null}

        {/*
          One wrapping row: the toolbar's controls, then (each on a line of its own) the chips, the products and the
          pagination. On phones the page-size select moves after the pagination, so the filter button, sort and
          view fit one line and the first products sit in the first screen (select labels for screen readers).
        */}
        <section
          aria-labelledby="listing-products-heading"
          className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-3 sm:gap-x-3"
        >
          <h2 id="listing-products-heading" className="sr-only">
            {t("listing.products")}
          </h2>
          {facets.length > 0 ? (
            <MobileFacets
              facets={facets}
              scope={scope}
              queryParameter={data.params.query}
              activeCount={chips.length}
              totalResults={totalResults}
              hrefFor={hrefFor}
            />
          ) : null}
          <SortSelect sorts={result.sorts} hrefFor={hrefFor} />
          {totalResults > 0 ? (
            <div className="order-last flex basis-full justify-center sm:order-none sm:basis-auto">
              <PageSizeSelect pageSize={data.params.pageSize} hrefFor={hrefFor} />
            </div>
          ) : null}
          <div className="ms-auto">
            <ViewToggle view={view} hrefFor={hrefFor} />
          </div>
          {chips.length > 0 ? (
            <div className="basis-full sm:mt-1">
              <ActiveFacets
                chips={chips}
                breadcrumbs={result.breadcrumbs}
                currentQuery={currentQuery}
                hrefFor={hrefFor}
                startingQuery={startingQuery}
              />
            </div>
          ) : null}
          <div className="basis-full sm:mt-2">
            {result.products.length > 0 ? (
              <ProductResults
                products={result.products}
                view={view}
                list={listingItemList(scope, data.heading)}
                firstPosition={firstPositionOf(currentPage, result.pagination.pageSize)}
              />
            ) : (
              <EmptyResult data={data} params={params} />
            )}
          </div>
          <div className="basis-full">
            <ListingPagination
              currentPage={currentPage}
              totalPages={totalPages}
              hrefOf={(page) => hrefFor({ currentPage: page })}
            />
          </div>
        </section>
      </div>
      {data.popularProducts && data.popularProducts.length > 0 ? (
        <div className="mt-10">
          <ProductCarouselRow
            id="popular-products"
            title={t("listing.popularProducts")}
            products={data.popularProducts}
          />
        </div>
      ) : null}
      <CategoryGroups groups={data.content?.groups ?? []} />
      <div role="status" aria-live="polite" className="sr-only" data-testid="page-view-announcement">
        {announcement}
      </div>
    </div>
  );
}
