/**
 * The cart page's CMS content (the `/cart` content page of the demo shop): the empty-cart paragraph
 * (EmptyCartMiddleContent) and the CARTPAGERECOMMENDED carousel (CartRecommendations), its products replaced by
 * the shop's computed recommendations like the home page's. A missing page or failing call only hides them.
 */
import type { Language } from "@dukkan/i18n";
import type { Component } from "@dukkan/occ";
import type { CmsData } from "../../cms/cms-data";
import { fetchContentPage } from "../../cms/cms.server";
import { slotComponents } from "../../cms/page-slots";
import { prepareCmsPage } from "../../cms/prepare.server";
import { withRecommendedProducts } from "../../recommendations/home-recommendations.server";

const CART_PAGE_LABEL = "/cart";
const CART_RECOMMENDED = "CARTPAGERECOMMENDED";

export type CartPageCms = {
  title: string | undefined;
  emptyCart: Component[];
  recommendations: Component[];
  cms: CmsData;
};

export async function cartPageCms(context: { lang: Language; area?: string }): Promise<CartPageCms | undefined> {
  try {
    const page = await fetchContentPage(CART_PAGE_LABEL, context);
    const prepared = await withRecommendedProducts(
      await prepareCmsPage(page, context.lang, { area: context.area }),
      context,
      CART_RECOMMENDED,
    );
    const inSlot = (position: string) => {
      const uids = new Set(slotComponents(page, position).map((component) => component.uid));
      return prepared.components.filter((component) => uids.has(component.uid));
    };
    return {
      title: prepared.heading || undefined,
      emptyCart: inSlot("EmptyCartMiddleContent"),
      recommendations: inSlot("CartRecommendations"),
      cms: prepared.cms,
    };
  } catch (error) {
    console.error("Could not load the cart page's content", error);
    return undefined;
  }
}
