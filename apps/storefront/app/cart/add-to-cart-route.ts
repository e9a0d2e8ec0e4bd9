/**
 * POST `/:lang/cart/add`: every add-to-cart button (tiles, rows, carousel tiles, the product page and its mobile
 * bar, wishlist rows) and the added-to-cart dialog's quantity control (`intent=update`).
 *
 * A script's fetcher gets the dialog's data back. A plain form post (before scripts run) carries `redirectTo`:
 * the shopper goes back there with a notice, to the cart for 'Buy it now', or to the same page with the
 * delivery-area dialog open when no area is chosen yet (spec §4 step 1).
 */
import { isLanguage, type Language } from "@dukkan/i18n";
import { PRODUCT_CODE_PATTERN } from "@dukkan/occ/constants";
import { MAX_ENTRY_QUANTITY } from "@dukkan/occ/rules";
import { data, redirect } from "react-router";
import type { Route } from "./+types/add-to-cart-route";
import { OccRequestError } from "../occ/occ-client.server";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { getSession, sessionHeaders } from "../session/session.server";
import { plainFormDestination } from "./add-to-cart-destination.server";
import { safeRedirectPath } from "../wishlist/wishlist-rules";
import {
  addToCart,
  changeAddedQuantity,
  MISSING_PRODUCT_INFORMATION,
  type AddedToCartView,
  type AddOutcome,
} from "./added-to-cart.server";
import { requireLanguage } from "../i18n/route-language";

export type AddToCartActionData =
  AddOutcome | { outcome: "updated"; view: AddedToCartView } | { outcome: "error"; message: string };

function wholeQuantity(value: FormDataEntryValue | null, fallback: number | null): number | null {
  if (value === null || value === "") return fallback;
  const quantity = Number(value);
  return Number.isInteger(quantity) && quantity >= 0 && quantity <= MAX_ENTRY_QUANTITY ? quantity : null;
}

export async function action({ params, request }: Route.ActionArgs) {
  requireLanguage(params.lang);
  const language: Language = params.lang;
  assertSameOrigin(request);
  const form = await readFormData(request);
  const redirectTo = safeRedirectPath(form.get("redirectTo"), language);
  const session = await getSession(request);
  const headers = async () => await sessionHeaders(session);

  const answer = async (result: AddToCartActionData, status = 200) => {
    if (!redirectTo) return data(result, { status, headers: await headers() });
    return redirect(plainFormDestination(result, redirectTo, language, form.get("buyNow") === "1", session), {
      headers: await headers(),
    });
  };

  const productCode = form.get("productCode");
  if (typeof productCode !== "string" || !PRODUCT_CODE_PATTERN.test(productCode)) {
    return answer({ outcome: "error", message: MISSING_PRODUCT_INFORMATION }, 400);
  }
  const update = form.get("intent") === "update";
  const quantity = wholeQuantity(form.get("quantity"), 1);
  const entryNumber = wholeQuantity(form.get("entryNumber"), null);
  if (quantity === null || (!update && quantity === 0) || (update && entryNumber === null)) {
    throw data(null, { status: 400 });
  }
  try {
    if (update) {
      const view = await changeAddedQuantity(session, language, productCode, entryNumber!, quantity);
      return answer({ outcome: "updated", view });
    }
    const outcome = await addToCart(session, language, productCode, quantity);
    // Without scripts the area dialog is a page of its own: saving the area completes this add.
    if (outcome.outcome === "chooseArea" && redirectTo) {
      session.set("pendingAdd", { productCode, quantity, buyNow: form.get("buyNow") === "1" });
    }
    return answer(outcome);
  } catch (error) {
    // The API's 4xx texts are written for shoppers (spec §8: errors[0].message, or else the type).
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    return answer({ outcome: "error", message: error.message }, 400);
  }
}

/** The action has no page of its own. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${isLanguage(params.lang) ? params.lang : "en"}/cart`);
}
