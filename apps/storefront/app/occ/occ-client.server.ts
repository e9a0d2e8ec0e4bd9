/**
 * The storefront server's only door to the commerce API: server-to-server calls under
 * `${API_URL}/occ/v2/dukkan/…`, always with the language, the currency and the shopper's area.
 */
import { CURRENCY, OCC_PREFIX, type OccError } from "@dukkan/occ";
import type { Language } from "@dukkan/i18n";
import { apiCallHeaders } from "@dukkan/web-server/request-context";
import { authorizationHeaders } from "../assisted-service/agent-token.server";

/** The spec's server-side timeout for backend calls. */
export const OCC_TIMEOUT_MS = 120_000;

export function apiUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.API_URL ?? "http://127.0.0.1:4000").replace(/\/+$/, "");
}

/** A failed OCC call: the HTTP status and the API's error envelope. */
export class OccRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: OccError[],
    readonly path: string,
  ) {
    // The spec's generic error text: errors[0].message, or else errors[0].type.
    super(errors[0]?.message || errors[0]?.type || `The API answered ${status} for ${path}`);
    this.name = "OccRequestError";
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/**
 * The API refused the customer's access token (401): the sign-in was revoked elsewhere (a password change, a
 * sign-out on another device) or has expired. The storefront then ends its own session (see session-ended).
 */
export class SessionEndedError extends OccRequestError {
  constructor(errors: OccError[], path: string) {
    super(401, errors, path);
    this.name = "SessionEndedError";
  }
}

export type OccRequestOptions = {
  lang: Language;
  /** The shopper's delivery area iso code; the API prices and stocks by it. */
  area?: string;
  query?: Record<string, string | number | boolean | undefined>;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** JSON body; sent with Content-Type application/json. */
  body?: unknown;
  accessToken?: string;
  /** Further request headers (the live chat's key, decision 0067). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The full API URL for an OCC path such as `cms/pages` or `products/12-34`. */
export function occUrl(path: string, { lang, area, query }: Pick<OccRequestOptions, "lang" | "area" | "query">): URL {
  const url = new URL(`${apiUrl()}${OCC_PREFIX}/${path.replace(/^\/+/, "")}`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  url.searchParams.set("lang", lang);
  url.searchParams.set("curr", CURRENCY);
  if (area) url.searchParams.set("area", area);
  return url;
}

function parseErrorEnvelope(status: number, text: string): OccError[] {
  try {
    const body = JSON.parse(text) as { errors?: unknown };
    if (Array.isArray(body.errors)) {
      return body.errors.filter(
        (error): error is OccError =>
          typeof error === "object" && error !== null && typeof (error as OccError).type === "string",
      );
    }
  } catch {
    // Not JSON (a proxy's error page, say): fall through to a generic error.
  }
  return [{ type: status >= 500 ? "ServerError" : "HttpError", message: text.slice(0, 200) }];
}

/** Calls the OCC API and returns its parsed JSON; a 4xx/5xx throws an {@link OccRequestError}. */
export async function occFetch<T>(path: string, options: OccRequestOptions): Promise<T> {
  const url = occUrl(path, options);
  const headers = new Headers({ Accept: "application/json" });
  if (options.body !== undefined) headers.set("Content-Type", "application/json");
  for (const [name, value] of Object.entries(authorizationHeaders(options.accessToken))) headers.set(name, value);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  // The shopper's IP address, so the API's per-IP rate limits count shoppers, not this server.
  for (const [name, value] of Object.entries(apiCallHeaders())) headers.set(name, value);

  const timeout = AbortSignal.timeout(OCC_TIMEOUT_MS);
  const response = await fetch(url, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  if (!response.ok) {
    const errors = parseErrorEnvelope(response.status, await response.text());
    if (response.status === 401 && options.accessToken) throw new SessionEndedError(errors, path);
    throw new OccRequestError(response.status, errors, path);
  }
  // 202/204 answers (password reset, revocations…) carry no body.
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
