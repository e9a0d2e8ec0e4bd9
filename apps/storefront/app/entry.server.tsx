import { renderDocument } from "@dukkan/web-server/render-document";
import { applyDataResponseHeaders, createNonce } from "@dukkan/web-server/security-headers";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { applySecurityHeaders, REFERRER_POLICY } from "./security/security-headers";
import { noteSessionEnded, sessionEndedRedirect } from "./session/session-ended.server";
import { sessionSecret } from "./session/session.server";

export { streamTimeout } from "@dukkan/web-server/render-document";

const development = process.env.NODE_ENV === "development";

// Fail at start-up, not at the first shopper's request, when production lacks its session secret.
if (process.env.NODE_ENV === "production") sessionSecret();

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // A sign-in the API ended: reload the page as a guest rather than show an error.
  const sessionEnded = await sessionEndedRedirect(request);
  if (sessionEnded) return sessionEnded;
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, nonce, { development });
  return renderDocument(request, responseStatusCode, responseHeaders, routerContext, nonce);
}

/** Loader and action errors, logged as React Router does; a refused access token is noted instead. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (noteSessionEnded(error, request) || request.signal.aborted) return;
  // React Router wraps an error thrown without a Response; log the original, as its default handler does.
  const wrapped = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(wrapped ?? error);
};

/** Data requests (client navigations) get the non-document security headers too. */
export async function handleDataRequest(response: Response, { request }: { request: Request }): Promise<Response> {
  const sessionEnded = await sessionEndedRedirect(request);
  if (sessionEnded) return sessionEnded;
  applyDataResponseHeaders(response.headers, REFERRER_POLICY);
  return response;
}
