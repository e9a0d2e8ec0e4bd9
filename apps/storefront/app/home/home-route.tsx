/** The home page (spec §2.14): the CMS home page's sections in slot order. */
import type { Route } from "./+types/home-route";
import { CmsComponents } from "../cms/cms-components";
import { CmsDataProvider } from "../cms/cms-data";
import { fetchContentPage } from "../cms/cms.server";
import { prepareCmsPage } from "../cms/prepare.server";
import { i18nFor } from "../i18n/i18n";
import { resolveLanguage } from "@dukkan/i18n";
import { websiteJsonLd } from "../search-box/search-action";
import { metaFor } from "../seo/page-meta";
import { getSession } from "../session/session.server";
import { withHomeRecommendations } from "../recommendations/home-recommendations.server";
import { withLatestReviews } from "../reviews/latest-reviews.server";
import { requireLanguage } from "../i18n/route-language";

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = params.lang;
  requireLanguage(language);
  const { area } = (await getSession(request)).data;
  const page = await fetchContentPage(undefined, { lang: language, area });
  const prepared = await withLatestReviews(await prepareCmsPage(page, language, { area }), { lang: language });
  return withHomeRecommendations(prepared, { lang: language, area });
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const origin = (
    args.matches.find((match) => match?.id === "layout/language-layout")?.loaderData as { origin?: string } | undefined
  )?.origin;
  const language = resolveLanguage(args.params.lang);
  return [
    ...metaFor(args, args.loaderData.seo, { home: true }),
    // The site search box for search engines (spec §2.1).
    ...(origin ? [{ "script:ld+json": websiteJsonLd(origin, language, i18nFor(language).t("common.siteName")) }] : []),
  ];
};

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <CmsDataProvider data={loaderData.cms}>
      <h1 className="sr-only">{loaderData.heading}</h1>
      <div className="flex flex-col gap-12 pb-4 sm:gap-16">
        <CmsComponents components={loaderData.components} />
      </div>
    </CmsDataProvider>
  );
}
