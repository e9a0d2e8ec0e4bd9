/**
 * The URLs of support tickets (account spec §2.1: supportTickets is my-account/support-tickets, supportTicketDetails
 * my-account/support-ticket/{ticketCode}); the new-request form and a file of a message sit beside them.
 */
import type { Language } from "@dukkan/i18n";
import { DEFAULT_TICKET_SORT, type TicketSort } from "@dukkan/occ/tickets-constants";
import { pagedListHref } from "../account-list/paged-list-query";

const segment = encodeURIComponent;

export const supportTicketsPath = (lang: Language, query: { page?: number; sort?: TicketSort } = {}) =>
  pagedListHref(`/${lang}/my-account/support-tickets`, query, DEFAULT_TICKET_SORT);
export const newSupportTicketPath = (lang: Language) => `/${lang}/my-account/support-tickets/new`;
export const supportTicketPath = (lang: Language, id: string) => `/${lang}/my-account/support-ticket/${segment(id)}`;
export const ticketAttachmentPath = (lang: Language, id: string, eventCode: string, attachmentId: string) =>
  `${supportTicketPath(lang, id)}/events/${segment(eventCode)}/attachments/${segment(attachmentId)}`;
/** The ticket's live stream (server-sent events, decision 0067). */
export const ticketStreamPath = (lang: Language, id: string) => `${supportTicketPath(lang, id)}/stream`;
