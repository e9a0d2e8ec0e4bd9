/**
 * `/{lang}/delivery-area`: GET answers the dialog's data (regions, saved addresses) for the dialog opened
 * in the browser; POST saves the shopper's area (shopping spec §4 Delivery area). Scripts post with
 * `js=1` and get JSON (the dialog then closes and the page reloads 3 s later); a plain form post is
 * redirected: back to the page, or to the cart from a checkout step with the 'area is different' warning.
 */
import type { Language } from "@dukkan/i18n";
import { data, redirect } from "react-router";
import type { Route } from "./+types/delivery-area-route";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { commitSession, getSession, sessionHeaders, type Session } from "../session/session.server";
import { addToCart } from "../cart/added-to-cart.server";
import type { AddToCartActionData } from "../cart/add-to-cart-route";
import { plainFormDestination } from "../cart/add-to-cart-destination.server";
import { OccRequestError } from "../occ/occ-client.server";
import { isCheckoutStep, isProductPage, safeReturnPath, withAreaDialog, withoutAreaDialog } from "./area-dialog-url";
import { loadAreaDialogData, saveAreaChoice } from "./area-dialog.server";
import { requireLanguage } from "../i18n/route-language";

export type AreaSaveDestination = "cart" | "reload" | "stay";

export type AreaSaveResponse =
  { ok: true; areaName: string; destination: AreaSaveDestination; cartPath: string } | { ok: false; error: string };

function languageOf(lang: string | undefined): Language {
  requireLanguage(lang);
  return lang;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOf(params.lang);
  const session = await getSession(request);
  const dialog = await loadAreaDialogData(session, language);
  return data(dialog, {
    headers: { "Set-Cookie": await commitSession(session), "Cache-Control": "private, no-store" },
  });
}

/** Where the shopper goes after saving (spec §4): the cart from a checkout step, else the same page. */
export function destinationAfterSaving(pathname: string): AreaSaveDestination {
  if (isCheckoutStep(pathname)) return "cart";
  return isProductPage(pathname) ? "stay" : "reload";
}

export async function action({ params, request }: Route.ActionArgs) {
  const language = languageOf(params.lang);
  assertSameOrigin(request);
  const session = await getSession(request);
  const form = await readFormData(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const returnTo = safeReturnPath(text("returnTo"), `/${language}/`);
  const returnUrl = new URL(returnTo, "http://shop.invalid");
  const cartPath = `/${language}/cart`;
  const scripted = text("js") === "1";

  // Without scripts a saved-address card is a submit button of its own: its address decides the area.
  const pickedAddressId = text("pickAddressId");
  const result = await saveAreaChoice(
    session,
    language,
    pickedAddressId
      ? { regionIsocode: "", areaIsocode: "", addressId: pickedAddressId }
      : { regionIsocode: text("regionIsocode"), areaIsocode: text("areaIsocode"), addressId: text("addressId") },
  );
  if (!result.ok) {
    const error = `deliveryArea.${result.error}`;
    if (scripted) return data<AreaSaveResponse>({ ok: false, error }, { status: 400 });
    session.set("notice", { tone: "error", key: error });
    const headers = await sessionHeaders(session);
    throw redirect(withAreaDialog(returnUrl.pathname, returnUrl.search), { headers });
  }

  const destination = destinationAfterSaving(returnUrl.pathname);
  // Spec §8: the area changed during checkout → a warning, and back to the cart.
  if (destination === "cart") session.set("notice", { tone: "warning", key: "checkoutReview.checkAreaIsDifferent" });
  // An add that opened the dialog without scripts completes now (with scripts the page submits it again).
  const pendingAdd = session.data.pendingAdd;
  if (pendingAdd) session.unset("pendingAdd");
  if (scripted) {
    const headers = await sessionHeaders(session);
    return data<AreaSaveResponse>({ ok: true, areaName: result.areaName, destination, cartPath }, { headers });
  }
  const back = withoutAreaDialog(returnUrl.pathname, returnUrl.search);
  const next =
    pendingAdd && destination !== "cart" ? await completePendingAdd(session, language, pendingAdd, back) : null;
  const headers = await sessionHeaders(session);
  throw redirect(next ?? (destination === "cart" ? cartPath : back), { headers });
}

/** Adds what the shopper asked for before choosing the area; answers where to go (with the add's notice set). */
async function completePendingAdd(
  session: Session,
  language: Language,
  pendingAdd: NonNullable<Session["data"]["pendingAdd"]>,
  back: string,
): Promise<string> {
  let result: AddToCartActionData;
  try {
    result = await addToCart(session, language, pendingAdd.productCode, pendingAdd.quantity);
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    result = { outcome: "error", message: error.message };
  }
  return plainFormDestination(result, back, language, pendingAdd.buyNow, session);
}
