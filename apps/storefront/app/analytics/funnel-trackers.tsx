/** What reports the funnel's page views, from effects (the browser only). */
import { useEffect, useEffectEvent, useLayoutEffect } from "react";
import type { Order } from "@dukkan/occ/order";
import type { Cart } from "@dukkan/occ/cart";
import { pushFunnelEvent, pushPurchaseOnce, viewCartEvent } from "./funnel-events";
import { pushPendingEvents, type PendingFunnelEvent } from "./pending-funnel-events";

/**
 * Pushes the events the last actions left for this page (the layout's data), each once. A layout effect: it runs
 * before the page's own effects, so `add_payment_info` goes before the confirmation's `purchase` and a change's
 * `remove_from_cart` before the cart page's `view_cart`.
 */
export function PendingFunnelEvents({ events }: { events: readonly PendingFunnelEvent[] }) {
  const key = events.map((event) => event.id).join(",");
  const push = useEffectEvent(() => pushPendingEvents(events));
  useLayoutEffect(() => {
    if (key !== "") push();
  }, [key]);
  return null;
}

/** `view_cart` when the cart page shows a cart with entries (again when its contents change). */
export function CartViewTracker({ cart }: { cart: Cart }) {
  const key = (cart.entries ?? []).map((entry) => `${entry.product?.code}:${entry.quantity}`).join(",");
  const view = useEffectEvent(() => {
    if ((cart.entries ?? []).length > 0) pushFunnelEvent(viewCartEvent(cart));
  });
  useEffect(() => view(), [key]);
  return null;
}

/**
 * `purchase` once per order, on the confirmation page every way of paying ends on (after 3-D Secure too); a reload
 * or a return to the page reports nothing more.
 */
export function usePurchaseOnce(order: Order): void {
  const report = useEffectEvent(() => pushPurchaseOnce(order));
  useEffect(() => {
    report();
  }, [order.code]);
}
