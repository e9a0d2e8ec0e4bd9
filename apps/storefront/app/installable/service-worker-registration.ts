/**
 * Registers the shop's service worker (public/sw.js, decision 0062) once the page has loaded, so it never competes
 * with the first render. Production builds only: during development Vite serves unhashed modules the worker's cache
 * rules are not meant for.
 */
import { useEffect } from "react";
import { listenForInstallOffer } from "./install-prompt";

export const SERVICE_WORKER_URL = "/sw.js";

/** The service worker, and the browser's install offer kept for the order confirmation's banner. */
export function useServiceWorker(): void {
  useEffect(() => listenForInstallOffer(), []);
  useEffect(() => {
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" }).catch((error: unknown) => {
        console.error("The service worker could not be registered", error);
      });
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
}
