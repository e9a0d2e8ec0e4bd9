/**
 * Static content pages (/aboutus, /faqs, …) and any other path under a language: the CMS content page
 * whose label is the path. A missing page sends the shopper to /{lang}/404-error, a moved one (its redirectUrl)
 * answers 301 to where it went (spec §2.3).
 */
import { redirect } from "react-router";
import type { Route } from "./+types/content-page-route";
import { prepareCmsPage } from "../cms/prepare.server";
import { fetchContentPage } from "../cms/cms.server";
import { OccRequestError } from "../occ/occ-client.server";
import { metaFor } from "../seo/page-meta";
import { hasSaleEnded, SALE_PAGE_UID } from "../cms/sale-window";
import { isLogoutPath, redirectToLogoutPage } from "../session/logout.server";
import { getSession } from "../session/session.server";
import { NOT_FOUND_PATH } from "./static-pages";
import { ContentPageView } from "./content-page-view";
import { requireLanguage } from "../i18n/route-language";
import { contentPageRedirect } from "./page-redirect";

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = params.lang;
  requireLanguage(language);
  const { pathname } = new URL(request.url);
  if (isLogoutPath(pathname)) throw redirectToLogoutPage(language);

  const label = pathname.slice(language.length + 1).replace(/\/+$/, "");
  const { area } = (await getSession(request)).data;
  const now = Date.now();
  try {
    const page = await fetchContentPage(label, { lang: language, area });
    const moved = contentPageRedirect(page.redirectUrl, language);
    if (moved) throw redirect(moved, 301);
    const prepared = await prepareCmsPage(page, language, { area, now });
    if (
      prepared.uid === SALE_PAGE_UID &&
      prepared.components.some(
        (component) => component.typeCode === "SaleTimerBannerComponent" && hasSaleEnded(component, now),
      )
    ) {
      throw redirect(`/${language}/${NOT_FOUND_PATH}`);
    }
    return prepared;
  } catch (error) {
    // 404: no such page; 400: a path that cannot be a page label at all.
    if (error instanceof OccRequestError && (error.status === 404 || error.status === 400)) {
      throw redirect(`/${language}/${NOT_FOUND_PATH}`);
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? metaFor(args, args.loaderData.seo) : []);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView title={loaderData.heading} components={loaderData.components} cms={loaderData.cms} />;
}
