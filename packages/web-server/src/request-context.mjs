/**
 * What the web apps' servers know about the request being handled, for the calls their pages make to the API:
 * the caller's address (so the API's per-IP rate limits apply per shopper, not to this server) and the request id
 * (so one id follows a request through the storefront or back office, the API and their logs).
 *
 * The server (serve.mjs) runs each request inside this async context. The store is shared through a global
 * symbol because the server script and the React Router server build are separate module graphs: each has its
 * own copy of this module, and both must reach the same AsyncLocalStorage.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

const STORE_KEY = Symbol.for("dukkan.web.requestContext");

/** @type {AsyncLocalStorage<{ callerAddress: string; requestId: string }>} */
export const requestContext = (globalThis[STORE_KEY] ??= new AsyncLocalStorage());

/** Ids a caller may hand on: short tokens without spaces or markup (anything else gets a new id). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id given by the caller (a proxy, or the storefront calling the API) when it is a sane token, else a new one. */
export function requestIdFrom(given) {
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Headers for an API call made while handling a request: the caller's address and the request id (none outside one). */
export function apiCallHeaders() {
  const context = requestContext.getStore();
  if (!context) return {};
  return {
    ...(context.callerAddress ? { "X-Forwarded-For": context.callerAddress } : {}),
    "X-Request-Id": context.requestId,
  };
}
