/**
 * POST `/:lang/wishlist/toggle` (productCode, intent add|remove): the action behind every wishlist toggle
 * and the wishlist page's Remove button. Guests are sent to the login page (spec §6). A plain form post
 * (before scripts run) carries `redirectTo` and goes back to that page; a script's fetcher gets data
 * back and the page's loaders refresh the toggles.
 */
import { isLanguage } from "@dukkan/i18n";
import { data, redirect } from "react-router";
import type { Route } from "./+types/wishlist-toggle-route";
import { getAccessToken } from "../account/auth.server";
import { PRODUCT_CODE_PATTERN } from "@dukkan/occ";
import { OccRequestError } from "../occ/occ-client.server";
import { assertSameOrigin } from "../security/csrf.server";
import { commitSession, getSession } from "../session/session.server";
import { changeWishlist } from "./wishlist.server";
import { safeRedirectPath } from "./wishlist-rules";

export type WishlistActionData = { ok: true } | { ok: false; message: string };

export async function action({ params, request }: Route.ActionArgs) {
  const language = params.lang;
  if (!isLanguage(language)) throw data(null, { status: 404 });
  assertSameOrigin(request);
  const form = await request.formData();
  const productCode = form.get("productCode");
  const intent = form.get("intent") === "remove" ? "remove" : "add";
  const redirectTo = safeRedirectPath(form.get("redirectTo"), language);
  if (typeof productCode !== "string" || !PRODUCT_CODE_PATTERN.test(productCode)) {
    throw data(null, { status: 400 });
  }

  const session = await getSession(request);
  const login = async () => redirect(`/${language}/login`, { headers: { "Set-Cookie": await commitSession(session) } });
  const accessToken = await getAccessToken(session);
  if (!accessToken) return login();
  let result: WishlistActionData = { ok: true };
  try {
    await changeWishlist(accessToken, language, intent, productCode);
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    if (error.status === 401) return login();
    result = { ok: false, message: error.message };
  }
  const headers = { "Set-Cookie": await commitSession(session) };
  if (redirectTo) return redirect(redirectTo, { headers });
  return data<WishlistActionData>(result, { status: result.ok ? 200 : 400, headers });
}

/** The toggle has no page of its own. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${isLanguage(params.lang) ? params.lang : "en"}/my-account/wishlist`);
}
