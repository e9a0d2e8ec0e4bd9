import { renderDocument } from "@dukkan/web-server/render-document";
import { applyDataResponseHeaders, createNonce } from "@dukkan/web-server/security-headers";
import type { EntryContext } from "react-router";
import { applySecurityHeaders, REFERRER_POLICY } from "./security/security-headers";
import { sessionSecret } from "./session/session.server";

export { streamTimeout } from "@dukkan/web-server/render-document";

// Fail at start-up, not at the first member's request, when production lacks its session secret.
if (process.env.NODE_ENV === "production") sessionSecret();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, nonce, { development: process.env.NODE_ENV === "development" });
  return renderDocument(request, responseStatusCode, responseHeaders, routerContext, nonce);
}

/** Data requests (client navigations) get the non-document security headers too; staff data is never cached. */
export function handleDataRequest(response: Response): Response {
  applyDataResponseHeaders(response.headers, REFERRER_POLICY);
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}
