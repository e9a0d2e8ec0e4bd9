/**
 * `/:lang/deals-Offers-flash-Sale?type=dealandoffers|flashsale&pageSize=50` (spec §2.1, §2.7): the
 * campaign listing. The loader reads the campaign component (title and product codes) and its products
 * once; sorting and paging then happen in the browser from the URL, without asking the server again.
 */
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/campaign-route";
import { textAttribute, listAttribute } from "../cms/attributes";
import { fetchComponents } from "../cms/cms.server";
import { i18nFor } from "../i18n/i18n";
import { fetchProductsByCodes } from "../product/tile/products.server";
import { metaFor } from "../seo/page-meta";
import { getSession } from "../session/session.server";
import { isCampaignType } from "./campaign-paging";
import { CampaignListing } from "./campaign-listing";
import { requireLanguage } from "../i18n/route-language";

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = params.lang;
  const type = new URL(request.url).searchParams.get("type");
  requireLanguage(language);
  if (!isCampaignType(type)) throw data(null, { status: 404 });
  const { area } = (await getSession(request)).data;
  const [component] = await fetchComponents([type], { lang: language, area });
  if (!component) throw data(null, { status: 404 });
  const products = await fetchProductsByCodes(listAttribute(component, "productCodes"), { lang: language, area });
  const title = textAttribute(component, "title") ?? i18nFor(language).t("common.siteName");
  return { type, title, products: products.filter((product) => !product.disabled) };
}

/** Paging and sorting stay in the browser: only another campaign or language needs the server. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return true;
  return (
    currentParams.lang !== nextParams.lang ||
    currentUrl.pathname !== nextUrl.pathname ||
    currentUrl.searchParams.get("type") !== nextUrl.searchParams.get("type")
  );
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? metaFor(args, { title: args.loaderData.title }) : [];

export default function CampaignRoute({ loaderData }: Route.ComponentProps) {
  return <CampaignListing type={loaderData.type} title={loaderData.title} products={loaderData.products} />;
}
