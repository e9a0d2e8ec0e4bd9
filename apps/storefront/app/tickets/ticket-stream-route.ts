/**
 * /{lang}/my-account/support-ticket/{ticketCode}/stream (decision 0067): the ticket's messages as server-sent
 * events, relayed from the API with the customer's token, for the open ticket page. Signed out or not their
 * ticket: 204, which tells the page's EventSource to stop.
 */
import { getAccessToken } from "../account/auth.server";
import { requestArea } from "../area/area.server";
import { relayEventStream } from "../chat/chat.server";
import { requireLanguage } from "../i18n/route-language";
import { getSession, sessionHeaders } from "../session/session.server";
import type { Route } from "./+types/ticket-stream-route";

export async function loader({ params, request }: Route.LoaderArgs) {
  requireLanguage(params.lang);
  const session = await getSession(request);
  const accessToken = await getAccessToken(session);
  const responseHeaders = await sessionHeaders(session);
  if (!accessToken)
    return new Response(null, { status: 204, headers: { ...responseHeaders, "cache-control": "no-store" } });
  return relayEventStream(request, `users/current/tickets/${encodeURIComponent(params.ticketCode)}/stream`, {
    lang: params.lang,
    area: requestArea(session),
    accessToken,
    responseHeaders,
  });
}
