/**
 * `/:lang/search/:term?`: product search results (spec §2.6), the word in the path or in the 'query'
 * parameter. Search pages are not indexed by search engines (the CMS page's robots, noindex by default).
 */
import type { Route } from "./+types/search-route";
import { i18nFor } from "../i18n/i18n";
import { metaFor } from "../seo/page-meta";
import { getSession } from "../session/session.server";
import { searchText, type ListingScope } from "./facet-query";
import {
  fetchPopularProducts,
  fetchSearchPage,
  listingSchemaMarkup,
  pageRobots,
  searchListing,
  withoutView,
  resultForTiles,
} from "./listing.server";
import { shouldRevalidateListing } from "./listing-url";
import { ListingPage } from "./listing-view";
import type { ListingData } from "./search-result";
import { requireLanguage } from "../i18n/route-language";

/** Longer words are cut: nobody types more, and the API caps the whole query. */
const MAX_TERM_LENGTH = 200;

export async function loader({ params, request }: Route.LoaderArgs): Promise<ListingData> {
  const lang = params.lang;
  requireLanguage(lang);
  const { area } = (await getSession(request)).data;
  const context = { lang, area };
  const scope: ListingScope = { kind: "search", term: searchText((params.term ?? "").slice(0, MAX_TERM_LENGTH)) };
  const [{ params: listing, result }, page] = await Promise.all([
    searchListing(request, scope, context),
    fetchSearchPage(context),
  ]);
  const { t } = i18nFor(lang);
  const word = result.freeTextSearch;
  const popularProducts = result.pagination.totalResults === 0 ? await fetchPopularProducts(context) : undefined;
  const heading = word ? t("listing.searchHeading", { term: word }) : page?.title || t("listing.searchTitle");
  return {
    scope,
    params: withoutView(listing),
    result: resultForTiles(result),
    heading,
    trail: [{ label: heading }],
    subcategories: [],
    ...(popularProducts ? { popularProducts } : {}),
    schemaMarkup: listingSchemaMarkup(request, { kind: "search", name: heading, language: lang }, result),
    seo: {
      title: heading,
      description: word ? t("listing.meta.search", { term: word }) : undefined,
      robots: pageRobots(page) ?? "noindex,follow",
    },
  };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? metaFor(args, args.loaderData.seo) : []);

export const shouldRevalidate = shouldRevalidateListing;

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
