/**
 * /{lang}/cx-preview?pageId=…&expires=…&signature=… (shopping spec §2.1 route 'preview'; decision 0070): a content
 * page, draft or published, opened through a signed preview link staff made in the staff API. The API checks the
 * signature and the expiry; this page is never indexed (robots meta and X-Robots-Tag) and never cached. A link that
 * does not hold answers 403 (altered, expired) or 404 (no such page) with a page saying which.
 */
import { useTranslation } from "../i18n/use-translation";
import { data } from "react-router";
import type { Route } from "./+types/content-preview-route";
import { FormAlert } from "@dukkan/ui/form-alert";
import { LinkButton } from "@dukkan/ui/link-button";
import { resolveLanguage } from "@dukkan/i18n";
import type { Page } from "@dukkan/occ";
import { prepareCmsPage } from "../cms/prepare.server";
import { requireLanguage } from "../i18n/route-language";
import { i18nFor } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { OccRequestError, occFetch } from "../occ/occ-client.server";
import { formatOrderDateTime } from "../orders/order-display";
import { metaFor } from "../seo/page-meta";
import { getSession } from "../session/session.server";
import { ContentPageView } from "./content-page-view";

const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
const PAGE_ID = /^[A-Za-z0-9_.~-]{1,200}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{1,100}$/;

type Refusal = "invalidSignature" | "expired" | "notFound";

function refused(reason: Refusal) {
  return data(
    { refused: reason, page: undefined, expiresAt: undefined },
    {
      status: reason === "notFound" ? 404 : 403,
      headers: NO_STORE,
    },
  );
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = params.lang;
  requireLanguage(language);
  const query = new URL(request.url).searchParams;
  const pageId = query.get("pageId") ?? "";
  const expires = query.get("expires") ?? "";
  const signature = query.get("signature") ?? "";
  if (!PAGE_ID.test(pageId) || !/^\d{1,11}$/.test(expires) || !SIGNATURE.test(signature)) {
    return refused("invalidSignature");
  }
  const { area } = (await getSession(request)).data;
  let page: Page;
  try {
    page = await occFetch<Page>(`cms/previews/${encodeURIComponent(pageId)}`, {
      lang: language,
      area,
      query: { expires, signature },
    });
  } catch (error) {
    if (error instanceof OccRequestError && error.status === 404) return refused("notFound");
    if (error instanceof OccRequestError && (error.status === 403 || error.status === 400)) {
      return refused(error.errors[0]?.reason === "expired" ? "expired" : "invalidSignature");
    }
    throw error;
  }
  const prepared = await prepareCmsPage(page, language, { area });
  const expiresAt = new Date(Number(expires) * 1000).toISOString();
  return data({ refused: undefined, page: prepared, expiresAt }, { headers: NO_STORE });
}

/** The loader's no-store and noindex headers go out on the document too, not only on data requests. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const noindex = { name: "robots", content: "noindex,nofollow" };
  const loaderData = args.loaderData;
  if (!loaderData) return [noindex];
  const title = loaderData.page?.heading ?? i18nFor(resolveLanguage(args.params.lang)).t("contentPreview.refusedTitle");
  // metaFor adds a canonical URL; a preview has none of its own, so only the title and robots are kept.
  const tags = metaFor(args, { title, robots: "noindex,nofollow" }).filter(
    (tag) => "title" in tag || ("name" in tag && tag.name === "robots"),
  );
  return tags.some((tag) => "name" in tag) ? tags : [...tags, noindex];
};

export default function ContentPreviewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { page, refused: reason, expiresAt } = loaderData;
  if (!page) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("contentPreview.refusedTitle")}</h1>
        <FormAlert tone="error">{t(`contentPreview.${reason ?? "invalidSignature"}`)}</FormAlert>
        <LinkButton to={`/${language}/`} variant="secondary" className="mt-6">
          {t("notFound.backHome")}
        </LinkButton>
      </div>
    );
  }
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-4">
        <FormAlert tone="warning">
          {t("contentPreview.banner")}{" "}
          {expiresAt ? t("contentPreview.expiresAt", { time: formatOrderDateTime(expiresAt, language) }) : null}
        </FormAlert>
      </div>
      <ContentPageView title={page.heading} components={page.components} cms={page.cms} />
    </>
  );
}
