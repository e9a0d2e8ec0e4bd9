/**
 * `/:lang/Brands/:brandName/c/:brandCode`: a brand's listing (spec §2.1). The brand is found by its
 * code; unknown brands answer 404.
 */
import type { Route } from "./+types/brand-route";
import { i18nFor } from "../i18n/i18n";
import { metaFor } from "../seo/page-meta";
import { getSession } from "../session/session.server";
import type { ListingScope } from "./facet-query";
import {
  fetchCategoryPage,
  listingSchemaMarkup,
  notFound,
  pageRobots,
  searchListing,
  withoutView,
  resultForTiles,
} from "./listing.server";
import { shouldRevalidateListing } from "./listing-url";
import { ListingPage } from "./listing-view";
import type { ListingData, ProductSearchResult } from "./search-result";
import { requireLanguage } from "../i18n/route-language";

const BRAND_CODE = /^[A-Za-z0-9_.~-]{1,100}$/;

/** The brand's name as the search names it; the search names unknown codes by the code itself. */
function brandName(result: ProductSearchResult, code: string): string | undefined {
  const crumb = result.breadcrumbs.find(
    (candidate) => candidate.facetCode === "brand" && candidate.facetValueCode === code,
  );
  const value = result.facets
    .find((facet) => facet.code === "brand")
    ?.values.find((candidate) => candidate.code === code);
  const name = crumb?.facetValueName ?? value?.name;
  return name && name !== code ? name : undefined;
}

export async function loader({ params, request }: Route.LoaderArgs): Promise<ListingData> {
  const lang = params.lang;
  requireLanguage(lang);
  if (!BRAND_CODE.test(params.brandCode)) notFound();
  const { area } = (await getSession(request)).data;
  const context = { lang, area };
  const scope: ListingScope = { kind: "brand", code: params.brandCode };
  // The CMS answers 404 for a code that is neither a brand nor a category; the search names brands only.
  const [page, { params: listing, result }] = await Promise.all([
    fetchCategoryPage(params.brandCode, context),
    searchListing(request, scope, context),
  ]);
  const name = brandName(result, params.brandCode);
  if (!page || !name) notFound();

  const { t } = i18nFor(lang);
  return {
    scope,
    params: withoutView(listing),
    result: resultForTiles(result),
    heading: name,
    trail: [{ label: name }],
    subcategories: [],
    schemaMarkup: listingSchemaMarkup(request, { kind: "brand", name, language: lang }, result),
    seo: {
      title: name,
      description: t("listing.meta.brand", { name, count: result.pagination.totalResults }),
      robots: pageRobots(page),
    },
  };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? metaFor(args, args.loaderData.seo) : []);

export const shouldRevalidate = shouldRevalidateListing;

export default function BrandRoute({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
