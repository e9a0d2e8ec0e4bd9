/**
 * Cross-site request forgery guard for form actions of the server-rendered apps. Their session cookies are
 * SameSite=Lax, which already keeps them off cross-site POSTs in current browsers; checking that the request
 * comes from the app's own pages (its Origin, or its Referer where a browser sends no Origin) also covers older
 * browsers and sibling subdomains, which count as "same site" for SameSite.
 */

/** The hosts the app's pages are served from: the request's own host and PUBLIC_ORIGIN's, if set. */
function appHosts(request: Request, env: NodeJS.ProcessEnv): Set<string> {
  const hosts = new Set([new URL(request.url).host]);
  if (env.PUBLIC_ORIGIN) hosts.add(new URL(env.PUBLIC_ORIGIN).host);
  return hosts;
}

function hostOf(url: string | null): string | undefined {
  if (!url || url === "null") return undefined;
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

export function isSameOriginRequest(request: Request, env: NodeJS.ProcessEnv = process.env): boolean {
  const host = hostOf(request.headers.get("Origin")) ?? hostOf(request.headers.get("Referer"));
  return host !== undefined && appHosts(request, env).has(host);
}

/** Throws a 403 response unless the request was sent from one of the app's own pages. */
export function assertSameOrigin(request: Request, env: NodeJS.ProcessEnv = process.env): void {
  if (!isSameOriginRequest(request, env)) {
    throw new Response("This form must be sent from this site's own pages. Go back to the page and send it again.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
