import { createContext, useContext, type ReactNode } from "react";

/**
 * The request's CSP nonce, provided by entry.server. In the browser it is empty: browsers hide nonce
 * attributes from the DOM, and scripts added after hydration are loaded from our own origin.
 */
const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
