/**
 * The zod-free constants and rules of support tickets and the chat, for the browser (./tickets.ts holds the shapes
 * and re-exports these).
 */
/** Spec §4.9: OPEN (new), INPROCESS (an agent is on it, or the customer reopened it), CLOSED. */
export const TICKET_STATUSES = ["OPEN", "INPROCESS", "CLOSED"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Spec §9: 5 tickets a page (the account widget shows 1); sorts 'ticket id' and 'changed on'. */
export const TICKET_PAGE_SIZE = 5;
export const TICKET_WIDGET_PAGE_SIZE = 1;
export const TICKET_SORTS = ["byChangedDate", "byId"] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];
export const DEFAULT_TICKET_SORT: TicketSort = "byChangedDate";

/** The shop's ticket categories (spec §3: id and name; names in both languages come from the API). */
export const TICKET_CATEGORIES = ["ENQUIRY", "COMPLAINT", "PROBLEM"] as const;
export type TicketCategoryId = (typeof TICKET_CATEGORIES)[number];

/** Where a ticket was opened: My Account's form, or the storefront's live chat panel (decision 0067). */
export const TICKET_CHANNELS = ["FORM", "CHAT"] as const;
export type TicketChannel = (typeof TICKET_CHANNELS)[number];

/** What a ticket may be about (spec §3 "Ticket associated object"): one of the customer's orders or carts. */
export const TICKET_ASSOCIATED_TYPES = ["Order", "Cart", "SavedCart"] as const;
export type TicketAssociatedType = (typeof TICKET_ASSOCIATED_TYPES)[number];

/**
 * Spec §9: subject up to 255 characters, message up to 5000, files up to 10 MB. The spec leaves the count open:
 * one file a message (the reopen dialog's single upload). The types are the spec's list less what cannot be
 * recognised by content or would run as a page in the shop's origin (HTML; decision 0055).
 */
export const TICKET_LIMITS = {
  subjectLength: 255,
  messageLength: 5000,
  maxBytes: 10 * 1024 * 1024,
  maxFilesPerEvent: 1,
  extensions: ["pdf", "txt", "png", "jpg", "jpeg", "gif", "doc", "docx", "zip"],
} as const;

/** Markup in a message (`<script>`, `<img onerror=…>`): refused, since messages are shown to staff and e-mailed. */
const MARKUP = /<\s*\/?\s*[a-z!?]/i;
export function containsMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/** A guest's name in the chat (the e-mail follows the shop's e-mail rule). */
export const CHAT_NAME_LENGTH = 100;

/** The header that carries a chat key (never in the URL, so it stays out of request logs). */
export const CHAT_KEY_HEADER = "dukkan-chat-key";
