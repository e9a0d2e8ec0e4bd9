/**
 * The support tickets' API calls (account spec §7 Support tickets), as the signed-in customer (`users/current`):
 * categories, associated objects, the list, one ticket, opening one, adding a message and a file on it. A
 * refusal throws the API's OccRequestError, whose messages are the request's language.
 */
import { OccErrorList } from "@dukkan/occ";
import {
  Ticket,
  TicketAssociatedObjectList,
  TicketCategoryList,
  TicketEvent,
  TicketList,
  TICKET_PAGE_SIZE,
  type TicketEventInput,
  type TicketSort,
  type TicketStarter,
} from "@dukkan/occ/tickets";
import { occFetch, occUrl, OccRequestError, SessionEndedError, type OccRequestOptions } from "../occ/occ-client.server";
import type { CustomerContext } from "../orders/amend/order-amend.server";

const TICKETS = "users/current/tickets";
const ticketPath = (id: string) => `${TICKETS}/${encodeURIComponent(id)}`;

function call<T>(path: string, context: CustomerContext, options: Omit<OccRequestOptions, "lang"> = {}) {
  return occFetch<T>(path, { ...options, lang: context.lang, area: context.area, accessToken: context.accessToken });
}

export async function ticketCategories(context: CustomerContext) {
  return TicketCategoryList.parse(await call<unknown>("ticketCategories", context)).ticketCategories;
}

/** Spec §8: a failure loading the associated objects leaves an empty list. */
export async function ticketAssociatedObjects(context: CustomerContext) {
  try {
    const answer = await call<unknown>("users/current/ticketAssociatedObjects", context);
    return TicketAssociatedObjectList.parse(answer).ticketAssociatedObjects;
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return [];
  }
}

export async function listTickets(
  query: { page: number; sort: TicketSort; pageSize?: number },
  context: CustomerContext,
) {
  const answer = await call<unknown>(TICKETS, context, {
    query: { currentPage: query.page - 1, pageSize: query.pageSize ?? TICKET_PAGE_SIZE, sort: query.sort },
  });
  return TicketList.parse(answer);
}

/** One of the customer's tickets, or undefined when they have no such ticket. */
export async function loadTicket(id: string, context: CustomerContext) {
  try {
    return Ticket.parse(await call<unknown>(ticketPath(id), context));
  } catch (error) {
    if (error instanceof OccRequestError && !(error instanceof SessionEndedError) && error.status === 400) {
      return undefined;
    }
    throw error;
  }
}

export async function createTicket(body: TicketStarter, context: CustomerContext) {
  return Ticket.parse(await call<unknown>(TICKETS, context, { method: "POST", body }));
}

export async function addTicketEvent(id: string, body: TicketEventInput, context: CustomerContext) {
  return TicketEvent.parse(await call<unknown>(`${ticketPath(id)}/events`, context, { method: "POST", body }));
}

/** POST …/events/{code}/attachments with one `ticketEventAttachment` part. */
export async function uploadTicketFile(id: string, eventCode: string, file: File, context: CustomerContext) {
  const form = new FormData();
  form.append("ticketEventAttachment", file, file.name);
  const url = occUrl(`${ticketPath(id)}/events/${encodeURIComponent(eventCode)}/attachments`, {
    lang: context.lang,
    area: context.area,
  });
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

export const ticketAttachmentUrl = (id: string, eventCode: string, attachmentId: string, context: CustomerContext) =>
  occUrl(
    `${ticketPath(id)}/events/${encodeURIComponent(eventCode)}/attachments/${encodeURIComponent(attachmentId)}`,
    context,
  );
