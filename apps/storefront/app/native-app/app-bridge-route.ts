/**
 * POST /{lang}/app-bridge (intent sendUserToken | updatedTokens | sendDeviceToken, deviceId, userUid, token): the
 * page's bridge posts the shop app's push token messages here (decision 0062). Answers 204 when the API took the
 * message, 409 when the token names another customer than the signed-in one, 400 for a malformed message or one
 * the API refused.
 */
import { assertSameOrigin } from "@dukkan/web-server/csrf";
import { data } from "react-router";
import type { Route } from "./+types/app-bridge-route";
import { requireLanguage } from "../i18n/route-language";
import { OccRequestError } from "../occ/occ-client.server";
import { readFormData } from "../security/form-data.server";
import { getSession, sessionHeaders } from "../session/session.server";
import { DeviceMessageForm, relayDeviceMessage } from "./app-bridge.server";

export async function action({ params, request }: Route.ActionArgs) {
  requireLanguage(params.lang);
  assertSameOrigin(request);
  const parsed = DeviceMessageForm.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) throw data(null, { status: 400 });
  const session = await getSession(request);
  let status: number;
  try {
    status = (await relayDeviceMessage(session, params.lang, parsed.data)) ? 204 : 409;
  } catch (error) {
    // The API refused the message (a token it does not accept, a sign-in it ended): the page has nothing to show.
    if (!(error instanceof OccRequestError) || error.status >= 500) throw error;
    status = 400;
  }
  return new Response(null, { status, headers: await sessionHeaders(session) });
}

export function loader() {
  throw data(null, { status: 405 });
}
