/**
 * Where an add to cart posted without scripts sends the shopper, leaving a one-time notice for that page: back
 * with 'added', to the cart for 'Buy it now', or to the same page with the area dialog open when no area is chosen.
 * Used by the add itself and by the area dialog when saving the area completes an add (shopping spec §4 step 1).
 */
import type { Language } from "@dukkan/i18n";
import { withAreaDialog } from "../area/area-dialog-url";
import type { Notice, Session } from "../session/session.server";
import type { AddToCartActionData } from "./add-to-cart-route";

export function plainFormDestination(
  result: AddToCartActionData,
  redirectTo: string,
  language: Language,
  buyNow: boolean,
  session: Session,
): string {
  const [pathname, search = ""] = redirectTo.split("?");
  if (result.outcome === "chooseArea") return withAreaDialog(pathname!, search);
  if (result.outcome === "added" && buyNow) return `/${language}/cart`;
  let notice: Notice;
  if (result.outcome === "error") notice = { tone: "error", text: result.message };
  else if (result.outcome === "added" && result.incremented) {
    notice = { tone: "success", key: "addToCart.itemsIncrementedInYourCart" };
  } else notice = { tone: "success", key: "addToCart.itemsAddedToYourCart" };
  session.set("notice", notice);
  return redirectTo;
}
