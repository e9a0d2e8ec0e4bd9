import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "./security/nonce";
import { applySecurityHeaders, applyTransportSecurity, createNonce } from "./security/security-headers";
import { noteSessionEnded, sessionEndedRedirect } from "./session/session-ended.server";
import { sessionSecret } from "./session/session.server";

export const streamTimeout = 5_000;

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

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are logged by React Router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
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
  applyTransportSecurity(response.headers);
  response.headers.set("X-Content-Type-Options", "nosniff");
  response.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  return response;
}
