/**
 * /{lang}/tickets/{ticketId}/stream (decision 0067): the ticket's messages as server-sent events, relayed from the
 * staff API with the member's token (the browser never holds it). The same bytes, ended when the page leaves; a
 * refusal is 204, which tells the page's EventSource to stop.
 */
import { apiCallHeaders } from "@dukkan/web-server/request-context";
import { apiBaseUrl, STAFF_API_PREFIX } from "../api/staff-api.server";
import { requireStaff } from "../session/require-staff.server";
import { mayOpen } from "../layout/navigation";
import type { Route } from "./+types/ticket-stream-route";

const nothing = () => new Response(null, { status: 204, headers: { "cache-control": "no-store" } });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { session, staff } = await requireStaff(request, params);
  const token = session.data.accessToken;
  if (!token || !mayOpen(staff.role, "tickets")) return nothing();
  const url = new URL(`${apiBaseUrl()}${STAFF_API_PREFIX}/tickets/${encodeURIComponent(params.ticketId)}/stream`);
  const after = new URL(request.url).searchParams.get("after");
  if (after && /^\d{1,10}$/.test(after)) url.searchParams.set("after", after);
  const headers = new Headers({ accept: "text/event-stream", authorization: `Bearer ${token}`, ...apiCallHeaders() });
  const lastEventId = request.headers.get("last-event-id");
  if (lastEventId && /^\d{1,10}$/.test(lastEventId)) headers.set("last-event-id", lastEventId);
  let upstream: Response;
  try {
    upstream = await fetch(url, { headers, signal: request.signal });
  } catch (error) {
    if (request.signal.aborted) return nothing();
    throw error;
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    return nothing();
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform: compression passes each event on as it comes.
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
