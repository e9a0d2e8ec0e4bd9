/**
 * Where an add to cart sends the shopper next. 'Buy it now' goes on to checkout once the cart passes the checks
 * 'Proceed to checkout' runs (the phone bar's button used to stop at the cart, where the shopper had to proceed
 * again). A plain form post (before scripts run) is redirected, leaving a one-time notice for that page: back with
 * 'added', to checkout for 'Buy it now', or to the same page with the area dialog open when no area is chosen. Used
 * by the add itself and by the area dialog when saving the area completes an add (shopping spec §4 step 1).
 */
import type { Language } from "@dukkan/i18n";
import { withAreaDialog } from "../area/area-dialog-url";
import type { Notice, Session } from "../session/session.server";
import type { AddToCartActionData } from "./add-to-cart-route";
import { buyNowDestination } from "./page/cart-action.server";

/** An add's answer, with where 'Buy it now' goes next when the add was one and succeeded. */
export async function withBuyNow(
  result: AddToCartActionData,
  buyNow: boolean,
  session: Session,
  language: Language,
): Promise<AddToCartActionData> {
  if (!buyNow || result.outcome !== "added") return result;
  return { ...result, buyNowTo: await buyNowDestination(session, language) };
}

export function plainFormDestination(result: AddToCartActionData, redirectTo: string, session: Session): string {
  const [pathname, search = ""] = redirectTo.split("?");
  if (result.outcome === "chooseArea") return withAreaDialog(pathname!, search);
  if (result.outcome === "added" && result.buyNowTo) return result.buyNowTo;
  let notice: Notice;
  if (result.outcome === "error") notice = { tone: "error", text: result.message };
  else if (result.outcome === "added" && result.incremented) {
    notice = { tone: "success", key: "addToCart.itemsIncrementedInYourCart" };
  } else notice = { tone: "success", key: "addToCart.itemsAddedToYourCart" };
  session.set("notice", notice);
  return redirectTo;
}
