/**
 * `/{lang}/checkout/payment-link`: where the payment link an assisted-service agent sent opens (decision 0085). The
 * customer signs in as themselves first (and comes back here); their cart, which the agent built, is then paid on
 * the ordinary payment step. The delivery area becomes the cart's delivery address's, since this browser may never
 * have chosen one. A cart already ordered or emptied leads to the order history with a note.
 */
import type { Route } from "./+types/payment-link-route";
import { saveArea } from "../area/area.server";
import { loadCart } from "../cart/cart.server";
import { requireLanguage } from "../i18n/route-language";
import { getAccessToken, saveSignInReturn } from "../account/auth.server";
import { getSession } from "../session/session.server";
import { sessionRedirect } from "./checkout-guard.server";
import { stepPath } from "./checkout-steps";

export async function loader({ request, params }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const language = params.lang;
  const session = await getSession(request);
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
  const address = cart.deliveryAddress;
  if (address?.area?.isocode && address.region?.name) {
    saveArea(session, { isocode: address.area.isocode, regionName: address.region.name });
  }
  return sessionRedirect(session, stepPath(language, "paymentDetails"));
}
