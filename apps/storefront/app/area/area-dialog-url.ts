/**
 * The delivery-area dialog's URL switch: `?deliveryArea=choose` renders the page with the dialog open on
 * the server, so the 'Delivery to' link and any action that needs an area (add to cart) work without scripts.
 */
export const AREA_DIALOG_PARAMETER = "deliveryArea";
export const AREA_DIALOG_VALUE = "choose";

/** The current page with the dialog open: `pathname?…&deliveryArea=choose`. */
export function withAreaDialog(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(AREA_DIALOG_PARAMETER, AREA_DIALOG_VALUE);
  return `${pathname}?${params.toString()}`;
}

/** The same page without the dialog switch. */
export function withoutAreaDialog(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(AREA_DIALOG_PARAMETER);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Only same-site page paths may be returned to after saving (no open redirects). */
export function safeReturnPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate || !candidate.startsWith("/") || candidate.startsWith("//") || candidate.includes("\\")) {
    return fallback;
  }
  return candidate;
}

/** Checkout steps on which a new area sends the shopper back to the cart (spec §4 Delivery area). */
const CHECKOUT_STEPS = /^\/(en|ar)\/checkout\/(delivery-mode|delivery-address|payment-details)\/?$/;

export function isCheckoutStep(pathname: string): boolean {
  return CHECKOUT_STEPS.test(pathname);
}

/** Product pages keep their state: no reload after saving an area there (spec §4 Delivery area). */
export function isProductPage(pathname: string): boolean {
  return /^\/(en|ar)\/(product|p)\//.test(pathname);
}
