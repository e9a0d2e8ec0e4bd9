/**
 * The home page's HOMEPAGERECOMMENDED carousel shows the shop's computed recommendations instead of the
 * CMS's fixed product codes (which stay as the fallback when the API has none, e.g. right after a fresh
 * install before the recommendations job has run).
 */
import type { Language } from "@dukkan/i18n";
import type { PreparedPage } from "../cms/prepare.server";
import { fetchHomeRecommendations } from "./recommendations.server";

const HOME_RECOMMENDED = "HOMEPAGERECOMMENDED";

export function withHomeRecommendations(
  page: PreparedPage,
  context: { lang: Language; area?: string },
): Promise<PreparedPage> {
  return withRecommendedProducts(page, context, HOME_RECOMMENDED);
}

/** The same for any recommendation carousel type of the CMS (the cart page's CARTPAGERECOMMENDED too). */
export async function withRecommendedProducts(
  page: PreparedPage,
  context: { lang: Language; area?: string },
  carouselType: string,
): Promise<PreparedPage> {
  if (!page.components.some((component) => component.carouselType === carouselType)) return page;
  const recommended = await fetchHomeRecommendations(context);
  if (recommended.length === 0) return page;
  const codes = recommended.map((product) => product.code).join(" ");
  return {
    ...page,
    components: page.components.map((component) =>
      component.carouselType === carouselType ? { ...component, productCodes: codes } : component,
    ),
    cms: {
      ...page.cms,
      products: { ...page.cms.products, ...Object.fromEntries(recommended.map((product) => [product.code, product])) },
    },
  };
}
