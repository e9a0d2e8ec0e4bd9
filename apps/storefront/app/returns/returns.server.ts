/**
 * The returns' API calls (account spec §7 Returns), as the signed-in customer (`users/current`): the reasons, the
 * check, the request, its reason and files, cancelling it, the list and one request. A refusal throws the API's
 * OccRequestError, whose messages are the request's language.
 */
import {
  ReturnReasonList,
  ReturnRequest,
  ReturnRequestList,
  RETURN_REQUEST_PAGE_SIZE,
  type ReturnRequestEntryInputList,
  type ReturnRequestSort,
} from "@dukkan/occ/returns";
import { OccErrorList } from "@dukkan/occ";
import { occFetch, occUrl, OccRequestError, SessionEndedError, type OccRequestOptions } from "../occ/occ-client.server";
import type { CustomerContext } from "../orders/amend/order-amend.server";

const RETURNS = "users/current/orderReturns";
const requestPath = (rma: string) => `${RETURNS}/${encodeURIComponent(rma)}`;

function call<T>(path: string, context: CustomerContext, options: Omit<OccRequestOptions, "lang"> = {}) {
  return occFetch<T>(path, { ...options, lang: context.lang, area: context.area, accessToken: context.accessToken });
}

export async function returnReasons(context: CustomerContext) {
  return ReturnReasonList.parse(await call<unknown>(`${RETURNS}/reasons`, context)).reasons;
}

/** The pre-check (spec §4.8 step 4): the messages that refuse the request, or none when it may be made. */
export async function checkReturn(body: ReturnRequestEntryInputList, context: CustomerContext): Promise<string[]> {
  const answer = await call<unknown>(`${RETURNS}/checkReturnRequest`, context, { method: "POST", body });
  if (!answer) return [];
  const refusals = OccErrorList.parse(answer).errors;
  return refusals.map((error) => error.message || error.type);
}

export async function createReturn(body: ReturnRequestEntryInputList, context: CustomerContext) {
  return ReturnRequest.parse(await call<unknown>(RETURNS, context, { method: "POST", body }));
}

export async function setReturnReason(rma: string, reason: string, context: CustomerContext) {
  await call(requestPath(rma), context, { method: "PATCH", body: { reason } });
}

export async function cancelReturn(rma: string, context: CustomerContext) {
  await call(requestPath(rma), context, { method: "PATCH", body: { status: "CANCELLING" } });
}

/** POST …/attachments with repeated `media` parts; skipped with no files (spec §7). */
export async function uploadReturnFiles(rma: string, files: readonly File[], context: CustomerContext) {
  if (files.length === 0) return;
  const form = new FormData();
  for (const file of files) form.append("media", file, file.name);
  const url = occUrl(`${requestPath(rma)}/attachments`, { lang: context.lang, area: context.area });
  const response = await fetch(url, {
    method: "POST",
    headers: { Authorization: `Bearer ${context.accessToken}`, Accept: "application/json" },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  if (response.ok) return;
  const text = await response.text();
  const errors = (() => {
    try {
      return OccErrorList.parse(JSON.parse(text)).errors;
    } catch {
      return [{ type: "FileError", message: `The API answered ${response.status}` }];
    }
  })();
  if (response.status === 401) throw new SessionEndedError(errors, url.pathname);
  throw new OccRequestError(response.status, errors, url.pathname);
}

export async function listReturns(query: { page: number; sort: ReturnRequestSort }, context: CustomerContext) {
  const answer = await call<unknown>(RETURNS, context, {
    query: { currentPage: query.page - 1, pageSize: RETURN_REQUEST_PAGE_SIZE, sort: query.sort },
  });
  return ReturnRequestList.parse(answer);
}

/** A file the customer attached to their request: the API serves it to the request's owner only. */
export const returnFileUrl = (rma: string, attachmentId: string, context: CustomerContext) =>
  occUrl(`${requestPath(rma)}/attachments/${encodeURIComponent(attachmentId)}`, {
    lang: context.lang,
    area: context.area,
  });

/** One of the customer's requests, or undefined when they have no such request. */
export async function loadReturn(rma: string, context: CustomerContext) {
  try {
    return ReturnRequest.parse(await call<unknown>(requestPath(rma), context));
  } catch (error) {
    if (error instanceof OccRequestError && !(error instanceof SessionEndedError) && error.status === 400) {
      return undefined;
    }
    throw error;
  }
}
