/** What reports the funnel's page views, from effects (the browser only). */
import { useEffect, useEffectEvent } from "react";
import type { Order } from "@dukkan/occ/order";
import type { Cart } from "@dukkan/occ/cart";
import { pushFunnelEvent, pushPurchaseOnce, viewCartEvent } from "./funnel-events";

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
