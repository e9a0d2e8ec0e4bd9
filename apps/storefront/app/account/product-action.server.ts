/**
 * The action behind a signed-in customer's on/off control on a product (the wishlist toggle, 'Notify me'):
 * POST productCode + intent. Guests, and customers whose token the API refuses, are sent to the login page
 * (spec §6). A plain form post (before scripts run) carries `redirectTo` and goes back to that page; a
 * script's fetcher gets data back and the page's loaders refresh the control.
 */
import type { Language } from "@dukkan/i18n";
import { PRODUCT_CODE_PATTERN } from "@dukkan/occ";
import { data, redirect } from "react-router";
import { OccRequestError } from "../occ/occ-client.server";
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { readFormData } from "../security/form-data.server";
import { requireCustomer } from "../session/require-customer.server";
import { sessionHeaders } from "../session/session.server";
import { safeRedirectPath } from "../wishlist/wishlist-rules";
import { requireLanguage } from "../i18n/route-language";

export type ProductActionData<Intent extends string> =
  { ok: true; intent: Intent } | { ok: false; intent: Intent; message: string };

/**
 * Runs `change` for the posted product. `intents` are the control's two intents: the form's intent is the
 * second when it names it, otherwise the first.
 */
export async function productAction<Intent extends string>(
  lang: string | undefined,
  request: Request,
  [usual, other]: readonly [Intent, Intent],
  change: (accessToken: string, language: Language, intent: Intent, productCode: string) => Promise<void>,
) {
  requireLanguage(lang);
  const language = lang;
  assertSameOrigin(request);
  const form = await readFormData(request);
  const productCode = form.get("productCode");
  const intent = form.get("intent") === other ? other : usual;
  const redirectTo = safeRedirectPath(form.get("redirectTo"), language);
  if (typeof productCode !== "string" || !PRODUCT_CODE_PATTERN.test(productCode)) {
    throw data(null, { status: 400 });
  }

  const { session, accessToken } = await requireCustomer(request, language);
  const login = async () => redirect(`/${language}/login`, { headers: await sessionHeaders(session) });
  let result: ProductActionData<Intent> = { ok: true, intent };
  try {
    await change(accessToken, language, intent, productCode);
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    if (error.status === 401) return login();
    result = { ok: false, intent, message: error.message };
  }
  const headers = await sessionHeaders(session);
  if (redirectTo) return redirect(redirectTo, { headers });
  return data<ProductActionData<Intent>>(result, { status: result.ok ? 200 : 400, headers });
}
