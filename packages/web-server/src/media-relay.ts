/**
 * GET /medias/*: the API's stored images served from the web app's own origin. Product and CMS image URLs in the
 * API's JSON are relative (`/medias/{code}?format=…`), so the browser asks the storefront or the back office, and
 * they relay here (the API's media route is public; no token is sent).
 */

/** Response headers relayed from the API: content, caching and the media's own sandboxing policy. */
const RELAYED_HEADERS = [
  "content-type",
  "content-length",
  "cache-control",
  "etag",
  "last-modified",
  "x-content-type-options",
  "content-security-policy",
];

/** A media code is one path segment (the API's own rule); anything else could reach other API paths. */
const MEDIA_CODE = /^[A-Za-z0-9][A-Za-z0-9_.~-]*$/;

export async function relayMedia(request: Request, apiUrl: string, code: string): Promise<Response> {
  if (!MEDIA_CODE.test(code)) {
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain", "cache-control": "no-store" },
    });
  }
  const { search } = new URL(request.url);
  const upstreamHeaders = new Headers();
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch) upstreamHeaders.set("If-None-Match", ifNoneMatch);

  const upstream = await fetch(`${apiUrl}/medias/${encodeURIComponent(code)}${search}`, {
    headers: upstreamHeaders,
    signal: AbortSignal.timeout(30_000),
  });

  const headers = new Headers();
  for (const name of RELAYED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!upstream.ok && upstream.status !== 304) {
    headers.set("cache-control", "no-store");
  }
  return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers });
}
