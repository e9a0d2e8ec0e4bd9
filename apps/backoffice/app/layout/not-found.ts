/**
 * The back office's not-found answer: thrown by a loader, the root's error boundary shows 'Page not found' with a
 * 404 status (an unknown address, an old link to something deleted, a mistyped id).
 */
export const notFound = (): Response => new Response("Not found", { status: 404 });
