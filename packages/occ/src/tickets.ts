/**
 * OCC support ticket shapes (account spec §2.23, §3, §4.9, §5, §7, §9; issue 20), named as SAP's customer-ticketing
 * OCC names them: `users/{u}/tickets`, `…/tickets/{id}/events`, `…/events/{code}/attachments`, `ticketCategories`,
 * `ticketAssociatedObjects`. The limits are the spec's (§9) and shared with the storefront's forms.
 */
import { z } from "zod";
import { hasControlCharacter } from "./rules/text";
import { Pagination, SortOption } from "./order";

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

const typedText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !containsMarkup(text), { message: "must not contain markup" });

export const TicketStatusRef = z.object({ id: z.enum(TICKET_STATUSES), name: z.string().optional() });
export type TicketStatusRef = z.infer<typeof TicketStatusRef>;

export const TicketCategory = z.object({ id: z.string(), name: z.string() });
export type TicketCategory = z.infer<typeof TicketCategory>;
export const TicketCategoryList = z.object({ ticketCategories: z.array(TicketCategory) });
export type TicketCategoryList = z.infer<typeof TicketCategoryList>;

export const TicketAssociatedObject = z.object({
  type: z.enum(TICKET_ASSOCIATED_TYPES),
  code: z.string(),
  modifiedAt: z.string().optional(),
});
export type TicketAssociatedObject = z.infer<typeof TicketAssociatedObject>;
export const TicketAssociatedObjectList = z.object({ ticketAssociatedObjects: z.array(TicketAssociatedObject) });
export type TicketAssociatedObjectList = z.infer<typeof TicketAssociatedObjectList>;

export const TicketEventAttachment = z.object({ id: z.string(), filename: z.string() });
export type TicketEventAttachment = z.infer<typeof TicketEventAttachment>;

export const TicketEvent = z.object({
  code: z.string(),
  /** Who wrote it: the customer's name, or the shop's for an agent. */
  author: z.string(),
  message: z.string(),
  addedByAgent: z.boolean(),
  createdAt: z.string(),
  toStatus: TicketStatusRef.optional(),
  ticketEventAttachments: z.array(TicketEventAttachment),
});
export type TicketEvent = z.infer<typeof TicketEvent>;

export const Ticket = z.object({
  id: z.string(),
  subject: z.string(),
  ticketCategory: TicketCategory,
  associatedTo: TicketAssociatedObject.optional(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  status: TicketStatusRef,
  channel: z.enum(TICKET_CHANNELS).optional(),
  /** Where the customer may take it (spec §4.9: close while open, reopen once closed). */
  availableStatusTransitions: z.array(TicketStatusRef),
  ticketEvents: z.array(TicketEvent),
});
export type Ticket = z.infer<typeof Ticket>;

export const TicketList = z.object({ tickets: z.array(Ticket), sorts: z.array(SortOption), pagination: Pagination });
export type TicketList = z.infer<typeof TicketList>;

/** POST users/{u}/tickets (spec §3 "Create-ticket payload"; associatedTo omitted when empty). */
export const TicketStarter = z.object({
  subject: typedText(TICKET_LIMITS.subjectLength).refine((text) => !hasControlCharacter(text, false), {
    message: "must be one line",
  }),
  message: typedText(TICKET_LIMITS.messageLength),
  ticketCategory: z.object({ id: z.string().max(50) }).optional(),
  associatedTo: z.object({ type: z.enum(TICKET_ASSOCIATED_TYPES), code: z.string().min(1).max(100) }).optional(),
});
export type TicketStarter = z.infer<typeof TicketStarter>;

/** POST users/{u}/tickets/{id}/events: a message, closing (CLOSED) or reopening (INPROCESS) with it. */
export const TicketEventInput = z.object({
  message: typedText(TICKET_LIMITS.messageLength),
  toStatus: z.object({ id: z.enum(TICKET_STATUSES) }).optional(),
});
export type TicketEventInput = z.infer<typeof TicketEventInput>;

/** A guest's name in the chat (the e-mail follows the shop's e-mail rule). */
export const CHAT_NAME_LENGTH = 100;

/**
 * POST users/{u}/chats: the first message of a live chat conversation (decision 0067). A guest (`anonymous`)
 * gives an e-mail and a name; a signed-in customer's account gives both.
 */
export const ChatStarter = z.object({
  message: typedText(TICKET_LIMITS.messageLength),
  email: z.email().max(254).optional(),
  name: z
    .string()
    .trim()
    .min(1)
    .max(CHAT_NAME_LENGTH)
    .refine((text) => !containsMarkup(text) && !hasControlCharacter(text, false), { message: "must be plain text" })
    .optional(),
});
export type ChatStarter = z.infer<typeof ChatStarter>;

/**
 * The started conversation: the ticket and its chat key, the secret every later call carries in the
 * `Dukkan-Chat-Key` header (the storefront keeps it in the visitor's sealed session; the API stores its hash).
 */
export const ChatStarted = z.object({ chatKey: z.string(), ticket: Ticket });
export type ChatStarted = z.infer<typeof ChatStarted>;

/** POST users/{u}/chats/current/messages. */
export const ChatMessageInput = z.object({ message: typedText(TICKET_LIMITS.messageLength) });
export type ChatMessageInput = z.infer<typeof ChatMessageInput>;

/** The header that carries a chat key (never in the URL, so it stays out of request logs). */
export const CHAT_KEY_HEADER = "dukkan-chat-key";
