/**
 * POST `/:lang/wishlist/toggle` (productCode, intent add|remove): the action behind every wishlist toggle
 * and the wishlist page's Remove button. Guests are sent to the login page (spec §6). A plain form post
 * (before scripts run) carries `redirectTo` and goes back to that page; a script's fetcher gets data
 * back and the page's loaders refresh the toggles.
 */
import { isLanguage } from "@dukkan/i18n";
import { redirect } from "react-router";
import type { Route } from "./+types/wishlist-toggle-route";
import { productAction, type ProductActionData } from "../account/product-action.server";
import { changeWishlist, type WishlistIntent } from "./wishlist.server";

export type WishlistActionData = ProductActionData<WishlistIntent>;

export function action({ params, request }: Route.ActionArgs) {
  return productAction(params.lang, request, ["add", "remove"], changeWishlist);
}

/** The toggle has no page of its own. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${isLanguage(params.lang) ? params.lang : "en"}/my-account/wishlist`);
}
