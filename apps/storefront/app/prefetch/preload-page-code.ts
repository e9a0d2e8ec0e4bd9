/**
 * Loading a page's code before the shopper goes there (shopping spec §2.3, checkout spec §2.1: the payment step
 * readies the order confirmation). Only the JavaScript of the page's routes is preloaded (`modulepreload`; the
 * shop's styles are one sheet the root already loads), never the page's loader data: that data belongs to the moment of the visit (the confirmation reads
 * the order placed a moment before), a prefetched answer would run the loader's side effects early, and Chromium
 * keeps a prefetched response for minutes, so the real visit could be served the stale one.
 */
import { useContext, useEffect } from "react";
import { preloadModule } from "react-dom";
import { matchRoutes, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext, useMatches } from "react-router";

/** The parts of React Router's assets manifest this reads (the module and imports of each route). */
export interface RouteAssets {
  routes: Record<string, { module: string; imports?: string[] } | undefined>;
}

const routeScripts = (manifest: RouteAssets, id: string): string[] => {
  const route = manifest.routes[id];
  return route ? [route.module, ...(route.imports ?? [])] : [];
};

/**
 * The scripts of the routes `routeIds` (a page's matches, root first) that the current page, whose routes are
 * `loadedRouteIds`, has not loaded already; each once.
 */
export function pageScripts(
  manifest: RouteAssets,
  routeIds: readonly string[],
  loadedRouteIds: readonly string[],
): string[] {
  const loaded = new Set(loadedRouteIds.flatMap((id) => routeScripts(manifest, id)));
  const wanted = routeIds.filter((id) => !loadedRouteIds.includes(id)).flatMap((id) => routeScripts(manifest, id));
  return [...new Set(wanted)].filter((href) => !loaded.has(href));
}

/**
 * Preloads the code of the page at `path` (e.g. "/en/order-confirmation") while this page renders: on the server
 * the links are part of the document's head, so the browser fetches the code while the shopper is still here.
 */
export function usePreloadPageCode(path: string): void {
  const framework = useContext(UNSAFE_FrameworkContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const currentRouteIds = useMatches().map((match) => match.id);
  const target = dataRouter ? (matchRoutes(dataRouter.router.routes, path, dataRouter.basename) ?? []) : [];
  const hrefs =
    framework && dataRouter
      ? pageScripts(
          framework.manifest,
          target.map((match) => match.route.id),
          currentRouteIds,
        )
      : [];
  // Server: the links go into the document's head.
  if (typeof document === "undefined") hrefs.forEach((href) => preloadModule(href));
  // Browser (after a client-side navigation): only what the document does not link yet. React's own check looks
  // for `as="script"`, which the server's links lack, so calling it during hydration would add a second link.
  const key = hrefs.join(" ");
  useEffect(() => {
    for (const href of key.split(" ").filter(Boolean)) {
      const linked = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some(
        (link) => link.getAttribute("href") === href,
      );
      if (!linked) preloadModule(href);
    }
  }, [key]);
}
