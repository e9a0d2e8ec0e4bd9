/**
 * OCC support ticket shapes (account spec §2.23, §3, §4.9, §5, §7, §9; issue 20), named as SAP's customer-ticketing
 * OCC names them: `users/{u}/tickets`, `…/tickets/{id}/events`, `…/events/{code}/attachments`, `ticketCategories`,
 * `ticketAssociatedObjects`. The limits are the spec's (§9) and shared with the storefront's forms.
 */
import { z } from "zod";
import { hasControlCharacter } from "./rules/text";
import { Pagination, SortOption } from "./order";
import {
  CHAT_NAME_LENGTH,
  containsMarkup,
  TICKET_ASSOCIATED_TYPES,
  TICKET_CHANNELS,
  TICKET_LIMITS,
  TICKET_STATUSES,
} from "./tickets-constants";

export * from "./tickets-constants";

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
