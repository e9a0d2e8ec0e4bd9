/**
 * The shopper's IP address for the API's per-IP rate limits. The storefront server (server.mjs) runs each
 * request inside this async context with the address it trusts (the socket's, or the one its own trusted
 * proxies forwarded); calls to the API send it as X-Forwarded-For, and the API believes it only from the
 * proxies in its TRUST_PROXY (the storefront's address). The store is shared through a global symbol because
 * server.mjs and the server build are separate module graphs.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const STORE_KEY = Symbol.for("dukkan.storefront.shopperAddress");
type Holder = { [STORE_KEY]?: AsyncLocalStorage<string> };

export const shopperAddressStorage: AsyncLocalStorage<string> = ((globalThis as Holder)[STORE_KEY] ??=
  new AsyncLocalStorage<string>());

/** The X-Forwarded-For header for an API call made while handling a shopper's request (none outside one). */
export function shopperAddressHeaders(): Record<string, string> {
  const address = shopperAddressStorage.getStore();
  return address ? { "X-Forwarded-For": address } : {};
}
