/**
 * POST /{lang}/web-push (endpoint, p256dh, auth): the web push prompt connects this browser to the signed-in
 * customer (decision 0062). 204 when connected; 400 for a malformed subscription or one the API refused.
 */
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { data } from "react-router";
import type { Route } from "./+types/web-push-route";
import { requireLanguage } from "../i18n/route-language";
import { OccRequestError } from "../occ/occ-client.server";
import { readFormData } from "../security/form-data.server";
import { requireCustomer } from "../session/require-customer.server";
import { sessionHeaders } from "../session/session.server";
import { BrowserSubscriptionForm, connectBrowser } from "./web-push.server";

export async function action({ params, request }: Route.ActionArgs) {
  requireLanguage(params.lang);
  assertSameOrigin(request);
  const parsed = BrowserSubscriptionForm.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) throw data(null, { status: 400 });
  const { session, accessToken } = await requireCustomer(request, params.lang);
  let status = 204;
  try {
    await connectBrowser(session, params.lang, parsed.data, accessToken);
  } catch (error) {
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    status = 400;
  }
  return new Response(null, { status, headers: await sessionHeaders(session) });
}

export function loader() {
  throw data(null, { status: 405 });
}
