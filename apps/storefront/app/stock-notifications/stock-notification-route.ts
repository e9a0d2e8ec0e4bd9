/**
 * POST `/:lang/stock-notification` (productCode, intent subscribe|unsubscribe): the action behind 'Notify
 * me' and 'Stop notify' (spec §2.9, §4). Guests are sent to the login page (§6). A plain form post (before
 * scripts run) carries `redirectTo` and returns to the product page; a script's fetcher gets data back
 * (the dialog or the unsubscribe message) and the page's loader refreshes the button.
 */
import { isLanguage } from "@dukkan/i18n";
import { PRODUCT_CODE_PATTERN } from "@dukkan/occ";
import { data, redirect } from "react-router";
import type { Route } from "./+types/stock-notification-route";
import { getAccessToken } from "../account/auth.server";
import { OccRequestError } from "../occ/occ-client.server";
import { assertSameOrigin } from "../security/csrf.server";
import { commitSession, getSession } from "../session/session.server";
import { safeRedirectPath } from "../wishlist/wishlist-rules";
import { changeStockNotification, type StockNotificationIntent } from "./stock-notification.server";

export type StockNotificationActionData =
  { ok: true; intent: StockNotificationIntent } | { ok: false; intent: StockNotificationIntent; message: string };

export async function action({ params, request }: Route.ActionArgs) {
  const language = params.lang;
  if (!isLanguage(language)) throw data(null, { status: 404 });
  assertSameOrigin(request);
  const form = await request.formData();
  const productCode = form.get("productCode");
  const intent: StockNotificationIntent = form.get("intent") === "unsubscribe" ? "unsubscribe" : "subscribe";
  const redirectTo = safeRedirectPath(form.get("redirectTo"), language);
  if (typeof productCode !== "string" || !PRODUCT_CODE_PATTERN.test(productCode)) {
    throw data(null, { status: 400 });
  }

  const session = await getSession(request);
  const login = async () => redirect(`/${language}/login`, { headers: { "Set-Cookie": await commitSession(session) } });
  const accessToken = await getAccessToken(session);
  if (!accessToken) return login();
  let result: StockNotificationActionData = { ok: true, intent };
  try {
    await changeStockNotification(accessToken, language, intent, productCode);
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    if (error.status === 401) return login();
    result = { ok: false, intent, message: error.message };
  }
  const headers = { "Set-Cookie": await commitSession(session) };
  if (redirectTo) return redirect(redirectTo, { headers });
  return data<StockNotificationActionData>(result, { status: result.ok ? 200 : 400, headers });
}

/** The action has no page of its own. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${isLanguage(params.lang) ? params.lang : "en"}/`);
}
