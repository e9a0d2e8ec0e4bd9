/**
 * The GA4 e-commerce funnel events of the cart and the order (shopping spec §7): `view_cart` and `purchase`, in the
 * shape the tag manager reads from `window.dataLayer`. Items carry the quantity in the cart or order (list events
 * use 1), prices are AED as shown (VAT included), positions start at 1.
 */
import type { OrderEntry } from "@dukkan/occ/cart";
import { CURRENCY } from "@dukkan/occ/constants";

export type FunnelItem = {
  item_id: string;
  item_name: string;
  item_brand?: string;
  price?: number;
  index: number;
  quantity: number;
};

export type FunnelEvent =
  | { event: "view_cart"; ecommerce: { currency: typeof CURRENCY; value: number; items: FunnelItem[] } }
  | {
      event: "purchase";
      ecommerce: {
        currency: typeof CURRENCY;
        transaction_id: string;
        value: number;
        tax?: number;
        shipping?: number;
        coupon?: string;
        items: FunnelItem[];
      };
    };

const aed = (value: number) => Math.round(value * 100) / 100;

export function funnelItems(entries: readonly OrderEntry[]): FunnelItem[] {
  return entries.flatMap((entry, position) => {
    const product = entry.product;
    if (!product) return [];
    const quantity = entry.quantity ?? 1;
    return [
      {
        item_id: product.code,
        // English when the entry's product carries it (cart and order entries carry the page language's name).
        item_name: product.name_en ?? product.name ?? product.code,
        ...(product.brand?.name ? { item_brand: product.brand.name } : {}),
        ...(entry.basePrice ? { price: aed(entry.basePrice.value) } : {}),
        index: position + 1,
        quantity,
      },
    ];
  });
}

type CartLike = { entries?: readonly OrderEntry[] | undefined; totalPrice?: { value: number } | undefined };

export function viewCartEvent(cart: CartLike): FunnelEvent {
  return {
    event: "view_cart",
    ecommerce: { currency: CURRENCY, value: aed(cart.totalPrice?.value ?? 0), items: funnelItems(cart.entries ?? []) },
  };
}

type OrderLike = CartLike & {
  code: string;
  totalTax?: { value: number } | undefined;
  deliveryCost?: { value: number } | undefined;
  appliedVouchers?: readonly { voucherCode: string }[] | undefined;
};

export function purchaseEvent(order: OrderLike): FunnelEvent {
  const coupon = order.appliedVouchers?.map((voucher) => voucher.voucherCode).join(",");
  return {
    event: "purchase",
    ecommerce: {
      currency: CURRENCY,
      transaction_id: order.code,
      value: aed(order.totalPrice?.value ?? 0),
      ...(order.totalTax ? { tax: aed(order.totalTax.value) } : {}),
      ...(order.deliveryCost ? { shipping: aed(order.deliveryCost.value) } : {}),
      ...(coupon ? { coupon } : {}),
      items: funnelItems(order.entries ?? []),
    },
  };
}

/** Where the codes of orders already reported live: a reload or a return to the confirmation reports nothing. */
export const PURCHASED_ORDERS_KEY = "dukkan.analytics.purchasedOrders";
const REMEMBERED_ORDERS = 20;

/** Pushes `purchase` unless this browser already reported the order; answers whether it pushed. */
export function pushPurchaseOnce(order: OrderLike, target: Window = window): boolean {
  let reported: string[] = [];
  try {
    reported = JSON.parse(target.localStorage.getItem(PURCHASED_ORDERS_KEY) ?? "[]") as string[];
    if (!Array.isArray(reported)) reported = [];
  } catch {
    reported = [];
  }
  if (reported.includes(order.code)) return false;
  pushFunnelEvent(purchaseEvent(order), target);
  try {
    target.localStorage.setItem(
      PURCHASED_ORDERS_KEY,
      JSON.stringify([...reported, order.code].slice(-REMEMBERED_ORDERS)),
    );
  } catch {
    // Storage refused (private mode, full): the event went out; a reload may report it again.
  }
  return true;
}

/** Pushes an event; the `ecommerce: null` before it stops the tag manager merging it with the previous one. */
export function pushFunnelEvent(event: FunnelEvent, target: Window = window): void {
  target.dataLayer ??= [];
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push(event);
}
