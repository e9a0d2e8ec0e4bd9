import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * True once the page's scripts run: controls that only scripts can work appear then. The server's snapshot
 * (false) is used while hydrating, so the first render matches the server's HTML; React then renders again
 * with the browser's (true), and pages rendered after a client-side navigation start hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
