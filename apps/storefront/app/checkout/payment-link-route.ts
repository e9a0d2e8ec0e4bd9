/**
 * `/{lang}/checkout/payment-link`: where the payment link an assisted-service agent sent opens (decision 0085). The
 * customer signs in as themselves first (and comes back here); their cart, which the agent built, is then paid on
 * the ordinary payment step. The delivery area becomes the cart's delivery address's, since this browser may never
 * have chosen one. A cart already ordered or emptied leads to the order history with a note.
 *
 * A guest's link (decision 0087) names the guest cart the agent built (`?cart={guid}`, as OCC addresses guest carts):
 * nobody signs in; the cart becomes this browser's guest cart and its payment step opens. A signed-in customer is
 * asked to sign out first, since a customer's session cannot pay a guest cart.
 */
import type { Language } from "@dukkan/i18n";
import type { Cart } from "@dukkan/occ/cart";
import type { Route } from "./+types/payment-link-route";
import { saveArea } from "../area/area.server";
import { loadCart } from "../cart/cart.server";
import { requireLanguage } from "../i18n/route-language";
import { getAccessToken, saveSignInReturn } from "../account/auth.server";
import { getSession, type Session } from "../session/session.server";
import { sessionRedirect } from "./checkout-guard.server";
import { stepPath } from "./checkout-steps";

export async function loader({ request, params }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const language = params.lang;
  const session = await getSession(request);
  const guestCart = new URL(request.url).searchParams.get("cart");
  if (guestCart !== null) return openGuestCart(session, language, guestCart);
  if (!(await getAccessToken(session))) {
    // Said on the login page: why this link asks them to sign in first.
    saveSignInReturn(session, new URL(request.url));
    return sessionRedirect(session, `/${language}/login`, { tone: "info", key: "assistedService.paymentLinkSignIn" });
  }
  const cart = await loadCart(session, language, "FULL");
  if (!cart?.totalItems) {
    return sessionRedirect(session, `/${language}/my-account/orders`, {
      tone: "info",
      key: "assistedService.paymentLinkNothingToPay",
    });
  }
  return toPaymentStep(session, language, cart);
}

/** A guest cart's guid, as the API answers it. */
const GUEST_CART = /^[A-Za-z0-9-]{8,64}$/;

async function openGuestCart(session: Session, language: Language, guid: string) {
  if (await getAccessToken(session)) {
    return sessionRedirect(session, `/${language}/`, { tone: "info", key: "assistedService.paymentLinkGuestSignedIn" });
  }
  // The browser's own guest cart stays when the link's cart has nothing left to pay.
  const ownCart = session.data.cartGuid;
  let cart: Cart | undefined;
  if (GUEST_CART.test(guid)) {
    session.set("cartGuid", guid);
    cart = await loadCart(session, language, "FULL");
  }
  if (!cart?.totalItems) {
    if (ownCart) session.set("cartGuid", ownCart);
    else session.unset("cartGuid");
    return sessionRedirect(session, `/${language}/`, {
      tone: "info",
      key: "assistedService.paymentLinkGuestNothingToPay",
    });
  }
  return toPaymentStep(session, language, cart);
}

/** The payment step of the cart, in the delivery area of its address (a fresh phone has chosen none). */
function toPaymentStep(session: Session, language: Language, cart: Cart) {
  const address = cart.deliveryAddress;
  if (address?.area?.isocode && address.region?.name) {
    saveArea(session, { isocode: address.area.isocode, regionName: address.region.name });
  }
  return sessionRedirect(session, stepPath(language, "paymentDetails"));
}
