/**
 * Tag-manager e-commerce events (shopping spec §7 Analytics): `view_item`, `view_item_list` and
 * `select_item` in the GA4 e-commerce shape, pushed to `window.dataLayer` where the tag manager reads
 * them. Prices are AED (VAT included, as shown), each item's quantity is 1 and list positions start at 1.
 */
import type { Product } from "@dukkan/occ";
import { CURRENCY } from "@dukkan/occ/constants";

export type AnalyticsItem = {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_list_id?: string;
  item_list_name?: string;
  price?: number;
  discount?: number;
  index: number;
  quantity: 1;
};

export type ItemList = { id: string; name: string };

export type EcommerceEvent =
  | { event: "view_item"; ecommerce: { currency: typeof CURRENCY; value?: number; items: [AnalyticsItem] } }
  | {
      event: "view_item_list" | "select_item";
      ecommerce: { currency: typeof CURRENCY; item_list_id: string; item_list_name: string; items: AnalyticsItem[] };
    };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const toAed = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100) / 100);

/** One product as an analytics item; `position` is 0-based, the item's index 1-based. */
export function analyticsItem(product: Product, position: number, list?: ItemList): AnalyticsItem {
  const paid = toAed(product.priceAfterDiscount?.value ?? product.price?.value);
  const listed = toAed(product.price?.value);
  const discount = paid !== undefined && listed !== undefined && listed > paid ? toAed(listed - paid) : undefined;
  const category = product.categories?.[0]?.name;
  return {
    item_id: product.code,
    // English names keep reports in one language whichever storefront the shopper used.
    item_name: product.name_en ?? product.name ?? product.code,
    ...(product.brand?.name ? { item_brand: product.brand.name } : {}),
    ...(category ? { item_category: category } : {}),
    ...(list ? { item_list_id: list.id, item_list_name: list.name } : {}),
    ...(paid !== undefined ? { price: paid } : {}),
    ...(discount !== undefined ? { discount } : {}),
    index: position + 1,
    quantity: 1,
  };
}

export function viewItemEvent(product: Product): EcommerceEvent {
  const item = analyticsItem(product, 0);
  return {
    event: "view_item",
    ecommerce: { currency: CURRENCY, ...(item.price !== undefined ? { value: item.price } : {}), items: [item] },
  };
}

/** `firstPosition`: the 0-based position of the first product, e.g. 10 on a listing's second page of 10. */
export function viewItemListEvent(list: ItemList, products: readonly Product[], firstPosition = 0): EcommerceEvent {
  return {
    event: "view_item_list",
    ecommerce: {
      currency: CURRENCY,
      item_list_id: list.id,
      item_list_name: list.name,
      items: products.map((product, position) => analyticsItem(product, firstPosition + position, list)),
    },
  };
}

export function selectItemEvent(list: ItemList, product: Product, position: number): EcommerceEvent {
  return {
    event: "select_item",
    ecommerce: {
      currency: CURRENCY,
      item_list_id: list.id,
      item_list_name: list.name,
      items: [analyticsItem(product, position, list)],
    },
  };
}

/** Pushes an event; the `ecommerce: null` before it stops the tag manager merging it with the previous one. */
export function pushEcommerceEvent(event: EcommerceEvent, target: Window = window): void {
  target.dataLayer ??= [];
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push(event);
}

/**
 * What the throttle tells apart: each list's `view_item_list` (a page shows several carousels at once); `view_item`
 * and `select_item` are one stream each (variants switched in a row, a double click).
 */
export function throttleKey(event: EcommerceEvent): string {
  return event.event === "view_item_list" ? `${event.event}|${event.ecommerce.item_list_id}` : event.event;
}
