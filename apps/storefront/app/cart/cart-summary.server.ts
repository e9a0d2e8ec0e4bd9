/**
 * The header's view of the cart (shopping spec §2.4): the mini cart count and the free-shipping banner. One cart
 * call with only the fields they need, none at all when the shopper has no cart; a failing cart never fails the
 * page (the header then shows an empty mini cart).
 */
import type { Language } from "@dukkan/i18n";
import { formatFils } from "@dukkan/money";
import { selectedArea } from "../area/area.server";
import type { Session } from "../session/session.server";
import { CART_SUMMARY_FIELDS, cartItemCount, loadCart } from "./cart.server";
import { freeShippingMessage } from "./free-shipping";

export type FreeShippingBanner = {
  key: "shippingFee.hasShippingFee" | "shippingFee.freeShipping" | "shippingFee.notAvailable";
  /** The formatted remaining amount ('hasShippingFee' only). */
  amount?: string;
};

export type CartSummary = { count: number; freeShipping: FreeShippingBanner | null };

export const EMPTY_CART_SUMMARY: CartSummary = { count: 0, freeShipping: null };

export async function cartSummary(session: Session, language: Language): Promise<CartSummary> {
  try {
    const cart = await loadCart(session, language, CART_SUMMARY_FIELDS);
    if (!cart) return EMPTY_CART_SUMMARY;
    const area = await selectedArea(session, language);
    const message = freeShippingMessage(cart, area);
    const freeShipping: FreeShippingBanner | null = !message
      ? null
      : message.key === "shippingFee.hasShippingFee"
        ? { key: message.key, amount: formatFils(message.remainingFils, language) }
        : { key: message.key };
    return { count: cartItemCount(cart), freeShipping };
  } catch (error) {
    console.error("Could not load the cart for the header", error);
    return EMPTY_CART_SUMMARY;
  }
}
