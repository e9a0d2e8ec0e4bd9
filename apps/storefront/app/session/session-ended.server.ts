/**
 * A sign-in the API ended elsewhere (tokens revoked by a password change or a sign-out on another device)
 * is only found out when a loader or action calls the API with the stored token and gets 401. Loaders run in
 * parallel and each holds its own copy of the session, so none of them can end it for the page: the error
 * bubbles up, React Router reports it to `handleError` (entry.server) with the request, and the response for
 * that request becomes a redirect to the same page with the customer forgotten and a one-time notice. The
 * shopper continues as a guest; the session's cart guid and delivery area stay.
 */
import { redirect } from "react-router";
import { forgetCustomer } from "../account/auth.server";
import { SessionEndedError } from "../occ/occ-client.server";
import { commitSession, getSession } from "./session.server";

const endedRequests = new WeakSet<Request>();

/** Remembers that handling this request met a refused access token; true when the error is one. */
export function noteSessionEnded(error: unknown, request: Request): boolean {
  if (!(error instanceof SessionEndedError)) return false;
  endedRequests.add(request);
  return true;
}

/** The page a document or data (`.data`) request is for, without React Router's own parameters. */
export function pageUrl(requestUrl: string): string {
  const url = new URL(requestUrl);
  let path = url.pathname.replace(/\.data$/, "");
  if (path === "/_root") path = "/";
  url.searchParams.delete("_routes");
  const query = url.searchParams.toString();
  return query ? `${path}?${query}` : path;
}

/** The redirect that ends the storefront session, when this request met a refused token; else undefined. */
export async function sessionEndedRedirect(request: Request): Promise<Response | undefined> {
  if (!endedRequests.has(request)) return undefined;
  const session = await getSession(request);
  // An agent's guest session leaves no guest cart behind on the agent's browser.
  if (session.data.agent?.guestAccessToken) session.unset("cartGuid");
  forgetCustomer(session);
  session.set("notice", { tone: "info", key: "miniLogin.sessionEnded" });
  return redirect(pageUrl(request.url), { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}
