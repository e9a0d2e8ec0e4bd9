/** The home page (spec §2.14): the CMS home page's sections in slot order. */
import { isLanguage } from "@dukkan/i18n";
import { data } from "react-router";
import type { Route } from "./+types/home-route";
import { CmsComponents } from "../cms/cms-components";
import { CmsDataProvider } from "../cms/cms-data";
import { fetchContentPage } from "../cms/cms.server";
import { prepareCmsPage } from "../cms/prepare.server";
import { metaFor } from "../seo/page-meta";
import { getSession } from "../session/session.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = params.lang;
  if (!isLanguage(language)) throw data(null, { status: 404 });
  const { area } = (await getSession(request)).data;
  const page = await fetchContentPage(undefined, { lang: language, area });
  return prepareCmsPage(page, language, { area });
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? metaFor(args, args.loaderData.seo, { home: true }) : [];

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
