import { createContext, useContext, type ReactNode } from "react";

/**
 * The request's CSP nonce. The server provides it (entry.server); in the browser it is read back from
 * the server-rendered scripts' `nonce` property (browsers hide the attribute, not the property), so
 * elements rendered with it hydrate without a mismatch.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  const fromServer = useContext(NonceContext);
  if (fromServer !== undefined) return fromServer;
  if (typeof document === "undefined") return "";
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}
