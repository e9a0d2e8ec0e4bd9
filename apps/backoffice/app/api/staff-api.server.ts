/**
 * The back office's calls to the staff API (/admin/v1): made by this server only, with the bearer token from the
 * sealed session cookie. Errors come back as StaffApiError with the API's OCC error list.
 */
import type { OccError } from "@dukkan/occ";
import { apiCallHeaders } from "@dukkan/web-server/request-context";
import { notFound } from "../layout/not-found";

export const STAFF_API_PREFIX = "/admin/v1";

export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.API_URL ?? "http://127.0.0.1:4000").replace(/\/$/, "");
}

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: OccError[],
    /** Seconds to wait before trying again (429 answers). */
    readonly retryAfterSeconds?: number,
  ) {
    super(errors[0]?.message ?? `Staff API answered ${status}`);
  }

  /** The first error's type, e.g. "SecondFactorEnrolmentRequired". */
  get type(): string | undefined {
    return this.errors[0]?.type;
  }
}

export type StaffApiRequest = {
  token?: string | undefined;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** JSON, or FormData sent as multipart/form-data (a file upload). */
  body?: unknown;
  query?: URLSearchParams;
  signal?: AbortSignal;
};

/** The raw response (for files: PDFs); a non-2xx answer throws StaffApiError. */
export async function staffApiResponse(path: string, request: StaffApiRequest = {}): Promise<Response> {
  const query = request.query?.toString();
  const url = `${apiBaseUrl()}${STAFF_API_PREFIX}${path}${query ? `?${query}` : ""}`;
  // The staff member's address (for the API's rate limits and audit log) and the request id of this page's request.
  const headers: Record<string, string> = { Accept: "application/json", ...apiCallHeaders() };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  // fetch writes a FormData body's multipart Content-Type, with its boundary, itself.
  const body =
    request.body === undefined || request.body instanceof FormData ? request.body : JSON.stringify(request.body);
  if (typeof body === "string") headers["Content-Type"] = "application/json";
  const response = await fetch(url, {
    method: request.method ?? (request.body === undefined ? "GET" : "POST"),
    headers,
    body,
    signal: request.signal,
  });
  if (response.ok) return response;
  throw await errorOf(response);
}

async function errorOf(response: Response): Promise<StaffApiError> {
  let errors: OccError[] = [];
  try {
    const body = (await response.json()) as { errors?: OccError[] };
    errors = Array.isArray(body.errors) ? body.errors : [];
  } catch {
    // not JSON: keep the status alone
  }
  const retryAfter = Number(response.headers.get("retry-after"));
  return new StaffApiError(
    response.status,
    errors,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/** A JSON call; 204 answers give undefined. */
export async function staffApi<T>(path: string, request: StaffApiRequest = {}): Promise<T> {
  const response = await staffApiResponse(path, request);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * The staff API's answer about what a page's address names, or the back office's not-found page (404) when the API
 * does not know it (an old link, a deleted item, a mistyped id): a 404, or a 400 (the OCC-style
 * UnknownIdentifierError, or an id the API refuses outright).
 */
export async function orNotFound<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof StaffApiError && (error.status === 400 || error.status === 404)) throw notFound();
    throw error;
  }
}
