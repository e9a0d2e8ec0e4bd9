/** React bindings of the e-commerce events: fired from effects, so only in the browser and once per view. */
import type { Product } from "@dukkan/occ";
import { useEffect, useEffectEvent, type MouseEvent } from "react";
import {
  pushEcommerceEvent,
  selectItemEvent,
  throttleKey,
  viewItemEvent,
  viewItemListEvent,
  type EcommerceEvent,
  type ItemList,
} from "./data-layer";
import { createMarketingThrottle } from "./marketing-throttle";

/** One throttle for the page's whole life in the browser (spec §7: marketing events at most once per 1000 ms). */
const throttled = createMarketingThrottle();

function pushMarketingEvent(event: EcommerceEvent): void {
  throttled(throttleKey(event), () => pushEcommerceEvent(event));
}

/** `view_item` when a product page shows a product (again when it switches to another product). */
export function useViewItem(product: Product): void {
  const view = useEffectEvent(() => pushMarketingEvent(viewItemEvent(product)));
  // Keyed by code: only a different product is a new view, a revalidated copy of the same one is not.
  useEffect(() => view(), [product.code]);
}

/**
 * `view_item_list` when a list of products is shown (again when its products change); `firstPosition` is
 * the 0-based position of the first one in the whole list (a paged listing's later pages).
 */
export function useViewItemList(list: ItemList, products: readonly Product[], firstPosition = 0): void {
  const key = `${list.id}|${firstPosition}|${products.map((product) => product.code).join(",")}`;
  const view = useEffectEvent(() => {
    if (products.length > 0) pushMarketingEvent(viewItemListEvent(list, products, firstPosition));
  });
  // Keyed by the list and its codes: the same products shown again after a revalidation are no new view.
  useEffect(() => view(), [key]);
}

/**
 * A click handler for a list item's wrapper: a click on any link inside it (image or name) is the
 * shopper selecting the product, so `select_item` goes out before the navigation.
 */
export function selectItemOnLinkClick(list: ItemList, product: Product, position: number) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) {
      pushMarketingEvent(selectItemEvent(list, product, position));
    }
  };
}
