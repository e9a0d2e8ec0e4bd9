/**
 * The order amendments' API calls (account spec §7 Orders), always as the signed-in customer (`users/current`):
 * the order to cancel from, the cancellation, the invoices and the tax invoice, the attachments, and the cart
 * made from an order. Files are fetched here with the customer's token and handed on by the resource routes, so
 * the token never reaches the browser (decision 0042).
 */
import type { Language } from "@dukkan/i18n";
import { OCC_PREFIX } from "@dukkan/occ";
import type { CartModificationList, CartModification } from "@dukkan/occ/cart";
import {
  Order,
  OrderAttachmentList,
  InvoiceList,
  TaxInvoiceDownload,
  type CancellationRequestEntryInputList,
} from "@dukkan/occ/order";
import { data } from "react-router";
import { requestArea } from "../../area/area.server";
import {
  apiUrl,
  occFetch,
  occUrl,
  OccRequestError,
  SessionEndedError,
  type OccRequestOptions,
} from "../../occ/occ-client.server";
import { requireCustomer } from "../../session/require-customer.server";
import type { Session } from "../../session/session.server";
import { INVOICE_PAGE_SIZE, type InvoiceQuery } from "./invoice-query";

export type CustomerContext = { lang: Language; area?: string; accessToken: string };

/** The signed-in guard, and the context of every call below. */
export async function customerContext(
  request: Request,
  lang: Language,
): Promise<{ session: Session; context: CustomerContext }> {
  const { session, accessToken } = await requireCustomer(request, lang);
  return { session, context: { lang, area: requestArea(session), accessToken } };
}

const orderPath = (code: string, rest = "") => `users/current/orders/${encodeURIComponent(code)}${rest}`;

function call<T>(path: string, context: CustomerContext, options: Omit<OccRequestOptions, "lang"> = {}) {
  return occFetch<T>(path, { ...options, lang: context.lang, area: context.area, accessToken: context.accessToken });
}

/** A 4xx that means 'no such order for you' (unknown, someone else's): the pages answer 404. */
export const isNotFound = (error: unknown) =>
  error instanceof OccRequestError &&
  (error.status === 404 || error.status === 400) &&
  !(error instanceof SessionEndedError);

/** The order a page or a form on one of the customer's orders (`:code`) is about, or 404. */
export async function customerOrder(code: string, context: CustomerContext): Promise<Order> {
  const order = await loadOrder(code, context);
  if (!order) throw data(null, { status: 404 });
  return order;
}

/**
 * Spec §8: every message of a refusal (a 4xx other than an ended session) as the API wrote it, in the page's
 * language; any other error is thrown on.
 */
export function refusalMessages(error: unknown): string[] {
  if (!(error instanceof OccRequestError) || error instanceof SessionEndedError || error.status >= 500) throw error;
  const messages = error.errors.map((e) => e.message || e.type).filter(Boolean);
  return messages.length > 0 ? messages : [error.message];
}

/** The order with its entries' cancellable quantities, or undefined when the customer has no such order. */
export async function loadOrder(code: string, context: CustomerContext): Promise<Order | undefined> {
  try {
    return Order.parse(await call<unknown>(orderPath(code), context, { query: { fields: "FULL" } }));
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** POST …/cancellation; a refusal throws the API's OccRequestError (its messages are shown as written). */
export async function cancelOrder(code: string, body: CancellationRequestEntryInputList, context: CustomerContext) {
  await call(orderPath(code, "/cancellation"), context, { method: "POST", body });
}

export async function listInvoices(code: string, query: InvoiceQuery, context: CustomerContext) {
  const answer = await call<unknown>(orderPath(code, "/invoices"), context, {
    query: { currentPage: query.page, pageSize: INVOICE_PAGE_SIZE, sort: query.sort, fields: "FULL" },
  });
  return InvoiceList.parse(answer);
}

export async function listAttachments(code: string, context: CustomerContext) {
  const answer = await call<unknown>(orderPath(code, "/attachments"), context);
  return OrderAttachmentList.parse(answer).sapAttachments;
}

/** POST users/current/cartFromOrder: the order's products become the customer's cart (account spec §4.8). */
export async function cartFromOrder(code: string, context: CustomerContext): Promise<CartModification[]> {
  const answer = await call<CartModificationList | undefined>("users/current/cartFromOrder", context, {
    method: "POST",
    query: { orderCode: code, fields: "FULL" },
  });
  return answer?.cartModifications ?? [];
}

/**
 * The tax invoice's address: the API answers a path relative to the OCC base (or an absolute path on the API).
 * An address on another host is refused: the customer's token goes only to our API.
 */
export async function taxInvoiceUrl(code: string, context: CustomerContext): Promise<URL> {
  const answer = TaxInvoiceDownload.parse(await call<unknown>(orderPath(code, "/invoices/tax/download"), context));
  const base = new URL(`${apiUrl()}${OCC_PREFIX}/`);
  const address = answer.displayUrl.trim();
  const notOnApi = () =>
    new OccRequestError(502, [{ type: "InvoiceError", message: "The tax invoice is not on the API" }], address);
  // A scheme or a '//' host names another server: refused, whatever host it names.
  if (/^([a-z][a-z0-9+.-]*:|[/\\]{2})/i.test(address)) throw notOnApi();
  const url = new URL(address.startsWith(`${OCC_PREFIX}/`) ? address : address.replace(/^\/+/, ""), base);
  if (url.origin !== base.origin) throw notOnApi();
  return url;
}

export const invoicePdfUrl = (code: string, invoiceId: string, context: CustomerContext) =>
  occUrl(orderPath(code, `/invoices/${encodeURIComponent(invoiceId)}/download`), context);

export const attachmentUrl = (code: string, attachmentId: string, context: CustomerContext) =>
  occUrl(orderPath(code, `/attachments/${encodeURIComponent(attachmentId)}`), context);

/** GETs a file from the API with the customer's token; a refusal throws like any OCC call. */
export async function fetchApiFile(url: URL, context: CustomerContext): Promise<Response> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${context.accessToken}`, Accept: "application/pdf, */*" },
    signal: AbortSignal.timeout(60_000),
  });
  if (response.ok) return response;
  await response.body?.cancel();
  const path = url.pathname;
  if (response.status === 401)
    throw new SessionEndedError([{ type: "InvalidTokenError", message: "The access token was refused" }], path);
  throw new OccRequestError(
    response.status,
    [{ type: "FileError", message: `The API answered ${response.status} for the file` }],
    path,
  );
}
