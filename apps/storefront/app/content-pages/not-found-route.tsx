/** /{lang}/404-error: the CMS '/404-error' page, answered with HTTP 404 (spec §2.3). */
import { data } from "react-router";
import type { Route } from "./+types/not-found-route";
import { fetchContentPage } from "../cms/cms.server";
import { prepareCmsPage } from "../cms/prepare.server";
import { ErrorScreen } from "../layout/error-screen";
import { OccRequestError } from "../occ/occ-client.server";
import { metaFor } from "../seo/page-meta";
import { ContentPageView } from "./content-page-view";
import { NOT_FOUND_PATH } from "./static-pages";
import { requireLanguage } from "../i18n/route-language";

export async function loader({ params }: Route.LoaderArgs) {
  const language = params.lang;
  requireLanguage(language);
  try {
    const page = await fetchContentPage(`/${NOT_FOUND_PATH}`, { lang: language });
    return data({ page: await prepareCmsPage(page, language) }, { status: 404 });
  } catch (error) {
    // Without its CMS page the not-found page still answers, with the shop's own wording.
    if (error instanceof OccRequestError && error.isNotFound) return data({ page: undefined }, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  return page
    ? [...metaFor(args, page.seo), { name: "robots", content: "noindex" }]
    : [{ name: "robots", content: "noindex" }];
};

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page || page.components.length === 0) return <ErrorScreen notFound />;
  return <ContentPageView title={page.heading} components={page.components} cms={page.cms} layout="split" />;
}
