/**
 * Support tickets as staff answer them (issue 20; decision 0055): the list by status, category and who it is
 * assigned to, one ticket with its conversation, a reply (which the customer is e-mailed), a status change and an
 * assignment.
 */
import {
  TICKET_CATEGORIES,
  TICKET_CHANNELS,
  TICKET_LIMITS,
  TICKET_STATUSES,
  containsMarkup,
} from "@dukkan/occ/tickets";
import { z } from "zod";
import { Pagination } from "./audit";

const TicketStatusName = z.enum(TICKET_STATUSES);

/** `me`: assigned to the caller; `unassigned`: to nobody. */
export const TICKET_ASSIGNMENT_FILTERS = ["me", "unassigned"] as const;

export const StaffTicketFilter = z.object({
  status: TicketStatusName.optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  assigned: z.enum(TICKET_ASSIGNMENT_FILTERS).optional(),
  currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffTicketFilter = z.output<typeof StaffTicketFilter>;
export type StaffTicketQuery = z.input<typeof StaffTicketFilter>;

export const StaffTicketRow = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: TicketStatusName,
  customerEmail: z.string(),
  customerName: z.string(),
  /** FORM (My Account) or CHAT (the storefront's chat panel; decision 0067). */
  channel: z.enum(TICKET_CHANNELS),
  /** A guest's chat: the e-mail and name are what the guest typed, not an account's. */
  guest: z.boolean(),
  associatedTo: z.object({ type: z.string(), code: z.string() }).nullable(),
  assignedTo: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type StaffTicketRow = z.infer<typeof StaffTicketRow>;

export const StaffTicketList = z.object({ tickets: z.array(StaffTicketRow), pagination: Pagination });
export type StaffTicketList = z.infer<typeof StaffTicketList>;

export const StaffTicketEvent = z.object({
  code: z.string(),
  author: z.string(),
  message: z.string(),
  addedByAgent: z.boolean(),
  createdAt: z.string(),
  toStatus: TicketStatusName.nullable(),
  attachments: z.array(z.object({ id: z.string(), fileName: z.string(), mimeType: z.string(), size: z.number() })),
});
export type StaffTicketEvent = z.infer<typeof StaffTicketEvent>;

export const StaffTicket = StaffTicketRow.extend({ events: z.array(StaffTicketEvent) });
export type StaffTicket = z.infer<typeof StaffTicket>;

export const StaffTicketReply = z.object({
  message: z
    .string()
    .trim()
    .min(1)
    .max(TICKET_LIMITS.messageLength)
    .refine((text) => !containsMarkup(text), { message: "must not contain markup" }),
});
export type StaffTicketReply = z.infer<typeof StaffTicketReply>;

export const StaffTicketStatusChange = z.object({ status: TicketStatusName });
export type StaffTicketStatusChange = z.infer<typeof StaffTicketStatusChange>;

/** The member to assign it to (owner or support), or null to leave it to nobody. */
export const StaffTicketAssignment = z.object({ staffId: z.uuid().nullable() });
export type StaffTicketAssignment = z.infer<typeof StaffTicketAssignment>;
