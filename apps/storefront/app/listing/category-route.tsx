/**
 * `/:lang/category/*`: a category listing, one path segment per category level (spec §2.1), e.g.
 * /en/category/food-containers/plastic-containers. Unknown categories answer 404; a path that names
 * the category by another route answers 301 to the category's own URL.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/category-route";
import { i18nFor } from "../i18n/i18n";
import { metaFor } from "../seo/page-meta";
import { getSession } from "../session/session.server";
import { categoryContent } from "./category-content.server";
import type { ListingScope } from "./facet-query";
import {
  fetchCategoryPage,
  listingSchemaMarkup,
  notFound,
  pageRobots,
  resolveCategory,
  searchListing,
  withoutView,
  resultForTiles,
} from "./listing.server";
import { shouldRevalidateListing } from "./listing-url";
import { ListingPage } from "./listing-view";
import type { ListingData } from "./search-result";
import { requireLanguage } from "../i18n/route-language";

export async function loader({ params, request }: Route.LoaderArgs): Promise<ListingData> {
  const lang = params.lang;
  requireLanguage(lang);
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  const { area } = (await getSession(request)).data;
  const context = { lang, area };
  const category = await resolveCategory(segments, context);
  if (!category) notFound();
  if (`/category/${segments.join("/")}` !== category.url) {
    throw redirect(`/${lang}${category.url}${new URL(request.url).search}`, 301);
  }

  const scope: ListingScope = { kind: "category", code: category.code };
  // The CMS page and the components it references load alongside the search.
  const pageWithContent = fetchCategoryPage(category.code, context).then(
    async (page) => [page, await categoryContent(page, lang, area)] as const,
  );
  const [{ params: listing, result }, [page, content]] = await Promise.all([
    searchListing(request, scope, context),
    pageWithContent,
  ]);
  const { t } = i18nFor(lang);
  return {
    scope,
    content,
    params: withoutView(listing),
    result: resultForTiles(result),
    heading: category.name,
    trail: [
      ...category.superCategories.map((parent) => ({
        label: parent.name ?? parent.code,
        to: parent.url ? `/${lang}${parent.url}` : undefined,
      })),
      { label: category.name },
    ],
    subcategories: category.subcategories,
    schemaMarkup: listingSchemaMarkup(request, { kind: "category", name: category.name, language: lang }, result),
    seo: {
      title: category.seoTitle || category.name,
      description:
        page?.description || t("listing.meta.category", { name: category.name, count: result.pagination.totalResults }),
      robots: pageRobots(page),
    },
  };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? metaFor(args, args.loaderData.seo) : []);

export const shouldRevalidate = shouldRevalidateListing;

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
