/**
 * Support tickets (account spec §2.23, §3, §4.9, §7 Support tickets; issue 20; decision 0055).
 *
 * The customer's side: the categories, what a ticket may be about (their orders and carts), opening a ticket with
 * its first message, adding messages (closing and reopening with one), a file on their own message, the list and
 * one ticket. Every read and write is scoped to the caller: another customer's ticket answers like an unknown one.
 *
 * Staff's side: the list by status, category and assignment, one ticket, a reply (the customer is e-mailed by the
 * `ticket.notify` job enqueued in the reply's transaction), a status change and an assignment, each with the
 * caller's audit row in the same transaction.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { apiText } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import {
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  TICKET_SORTS,
  type Ticket,
  type TicketAssociatedObjectList,
  type TicketAssociatedType,
  type TicketCategoryId,
  type TicketCategoryList,
  type TicketEvent,
  type TicketEventAttachment,
  type TicketEventInput,
  type TicketList,
  type TicketSort,
  type TicketStarter,
  type TicketStatus,
  type ChatMessageInput,
  type ChatStarted,
  type ChatStarter,
} from "@dukkan/occ/tickets";
import type { StaffTicket, StaffTicketFilter, StaffTicketList, StaffTicketRow } from "@dukkan/staff-api";
import { cartCode, type Executor } from "../cart/cart-service.js";
import { carts } from "../cart/cart.tables.js";
import type { Database } from "../db/client.js";
import { customers } from "../db/tables.js";
import type { FileStorage } from "../files/file-storage.js";
import { checkUploads, storeThenRecord, type CheckedFile, type UploadedFile } from "../files/uploaded-files.js";
import type { JobQueue } from "../jobs/job-runner.js";
import { customerUidOf, type RequestContext } from "../occ/request-context.js";
import { orders } from "../orders/orders.tables.js";
import { recordAudit } from "../staff/audit.js";
import type { StaffActor } from "../staff/staff-context.js";
import { staffMembers } from "../staff/staff.tables.js";
import {
  chatClosed,
  chatContactMissing,
  chatNotFound,
  ticketAttachmentNotFound,
  ticketClosed,
  ticketEventNotAttachable,
  ticketEventNotFound,
  ticketNotFound,
  staffMemberNotAssignable,
  ticketTransitionRefused,
  tooManyTicketFiles,
  unknownAssociatedObject,
  unknownTicketCategory,
} from "./ticket-errors.js";
import { TICKET_UPLOADS, ticketUploadRefusals } from "./ticket-files.js";
import { supportTicketAttachments, supportTicketEvents, supportTickets } from "./tickets.tables.js";

/** The job that e-mails the customer an agent's reply (payload {@link TicketNotifyPayload}). */
export const TICKET_NOTIFY_JOB = "ticket.notify";
export interface TicketNotifyPayload {
  eventId: number;
}

type TicketRow = typeof supportTickets.$inferSelect;
type EventRow = typeof supportTicketEvents.$inferSelect;
type AttachmentRow = typeof supportTicketAttachments.$inferSelect;
type CustomerContext = Pick<RequestContext, "caller" | "language">;
/** A ticket row as the live streams render it. */
export type TicketEventRow = EventRow;

/** The stored form of a chat key: its SHA-256 (a database leak gives no way into a conversation). */
const chatKeyHashOf = (key: string) => createHash("sha256").update(key).digest("hex");
/** A chat's subject: the first line of its first message, cut at a word near 80 characters. */
export function chatSubjectOf(message: string): string {
  const line = message.trim().split(/\r?\n/, 1)[0]!.trim();
  if (line.length <= 80) return line;
  const cut = line.slice(0, 80);
  const space = cut.lastIndexOf(" ");
  return `${space > 40 ? cut.slice(0, space) : cut}…`;
}

/** A checked file's row on a message. */
const attachmentRow = (id: string, eventId: number, storageKey: string, file: CheckedFile) => ({
  id,
  eventId,
  fileName: file.fileName,
  mimeType: file.mimeType,
  sizeBytes: file.bytes.byteLength,
  storageKey,
});

const MAX_ID = 2_147_483_647;
const NUMBER = /^\d{1,10}$/;
/** A positive number in a code (an event's code, an associated order's or cart's), or null. */
const numberOf = (code: string) =>
  NUMBER.test(code) && Number(code) > 0 && Number(code) <= MAX_ID ? Number(code) : null;
const TICKET_PREFIX = "T";
/** A ticket id as shown (T00000012), or the bare number of a link from before the letter (00000012). */
const TICKET_ID = /^T?(\d{1,10})$/i;

/** The ticket's row id in its OCC id (either form), or null when it cannot be one. */
export function ticketNumberOf(ticketCode: string): number | null {
  const digits = TICKET_ID.exec(ticketCode)?.[1];
  return digits === undefined ? null : numberOf(digits);
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The OCC ticket id: T and the number zero-padded to 8 digits (T00000012), so it never reads like an order code
 * (decision 0073), as return numbers carry their R.
 */
export const ticketIdOf = (id: number) => `${TICKET_PREFIX}${String(id).padStart(8, "0")}`;

/** A staff step's audit row `ticket.{action}`, written in the step's transaction: the status the step found. */
const auditTicketStep = (
  tx: Executor,
  context: StaffActor,
  action: "reply" | "status" | "assign",
  ticket: TicketRow,
  details: Record<string, unknown>,
) =>
  recordAudit(tx, context, {
    action: `ticket.${action}`,
    targetType: "ticket",
    targetId: ticketIdOf(ticket.id),
    details: { fromStatus: ticket.status, ...details },
  });

/** Associated objects offered: the latest orders and carts, enough for any customer to find theirs. */
const ASSOCIATED_OBJECTS_LIMIT = 50;

const SORT_ORDER: Record<TicketSort, SQL[]> = {
  byChangedDate: [desc(supportTickets.modifiedAt), desc(supportTickets.id)],
  byId: [desc(supportTickets.id)],
};

/**
 * Where the customer may take a ticket (spec §4.9): close it while it is open or in process, reopen a closed one
 * (to INPROCESS). Staff may set any status.
 */
export function customerTransitions(status: TicketStatus): TicketStatus[] {
  return status === "CLOSED" ? ["INPROCESS"] : ["CLOSED"];
}

export class TicketService {
  constructor(
    private readonly options: {
      db: Database;
      jobs: JobQueue;
      storage: FileStorage;
    },
  ) {}

  private get db() {
    return this.options.db;
  }

  // ───────────────────────────── customer ─────────────────────────────

  /** GET ticketCategories. */
  categories(language: Language): TicketCategoryList {
    return { ticketCategories: TICKET_CATEGORIES.map((id) => this.category(id, language)) };
  }

  /** GET users/{u}/ticketAssociatedObjects: the customer's orders, current cart and saved carts, newest first. */
  async associatedObjects(context: CustomerContext): Promise<TicketAssociatedObjectList> {
    const uid = customerUidOf(context);
    const [placed, held] = await Promise.all([
      this.db
        .select({ id: orders.id, at: sql<Date>`coalesce(${orders.placedAt}, ${orders.createdAt})` })
        .from(orders)
        .where(eq(orders.customerUid, uid))
        .orderBy(desc(sql`coalesce(${orders.placedAt}, ${orders.createdAt})`), desc(orders.id))
        .limit(ASSOCIATED_OBJECTS_LIMIT),
      this.db
        .select({ id: carts.id, saveTime: carts.saveTime, updatedAt: carts.updatedAt })
        .from(carts)
        .where(eq(carts.customerUid, uid))
        .orderBy(desc(carts.updatedAt), desc(carts.id))
        .limit(ASSOCIATED_OBJECTS_LIMIT),
    ]);
    const iso = (at: Date | string) => new Date(at).toISOString();
    return {
      ticketAssociatedObjects: [
        ...placed.map((row) => ({ type: "Order" as const, code: cartCode(row.id), modifiedAt: iso(row.at) })),
        ...held.map((row) => ({
          type: row.saveTime ? ("SavedCart" as const) : ("Cart" as const),
          code: cartCode(row.id),
          modifiedAt: iso(row.updatedAt),
        })),
      ],
    };
  }

  /** POST users/{u}/tickets: the ticket, OPEN, with the first message. */
  async create(context: CustomerContext, starter: TicketStarter): Promise<Ticket> {
    const uid = customerUidOf(context);
    const { language } = context;
    const categoryId = starter.ticketCategory?.id ?? "ENQUIRY";
    if (!(TICKET_CATEGORIES as readonly string[]).includes(categoryId)) {
      throw unknownTicketCategory(categoryId, language);
    }
    if (starter.associatedTo) await this.assertAssociated(uid, starter.associatedTo, language);
    const id = await this.db.transaction(async (tx) => {
      const [ticket] = await tx
        .insert(supportTickets)
        .values({
          customerUid: uid,
          subject: starter.subject,
          categoryId: categoryId as TicketCategoryId,
          associatedType: starter.associatedTo?.type ?? null,
          associatedCode: starter.associatedTo?.code ?? null,
          status: "OPEN",
          language,
        })
        .returning({ id: supportTickets.id });
      await tx
        .insert(supportTicketEvents)
        .values({ ticketId: ticket!.id, message: starter.message, addedByAgent: false });
      return ticket!.id;
    });
    return this.detailOf(id, language);
  }

  /**
   * POST users/{u}/tickets/{id}/events: a message; with toStatus CLOSED it closes the ticket, with INPROCESS it
   * reopens a closed one (spec §4.9). A closed ticket takes no message without reopening.
   */
  async addEvent(context: CustomerContext, ticketCode: string, input: TicketEventInput): Promise<TicketEvent> {
    const uid = customerUidOf(context);
    const { language } = context;
    const eventId = await this.db.transaction(async (tx) => {
      const ticket = await this.lockTicket(tx, ticketCode, uid);
      const to = input.toStatus?.id;
      if (to === undefined && ticket.status === "CLOSED") throw ticketClosed(ticketCode, language);
      if (to !== undefined && !customerTransitions(ticket.status).includes(to)) {
        throw ticketTransitionRefused(ticketCode, ticket.status, to, language);
      }
      return this.appendEvent(tx, ticket, { message: input.message, addedByAgent: false, toStatus: to ?? null });
    });
    const loaded = await this.loadEvents(this.db, [eventId]);
    return this.renderEvent(loaded.events[0]!, loaded.attachments, await this.authorOfCustomer(uid), language);
  }

  /**
   * POST users/{u}/tickets/{id}/events/{code}/attachments: a file on the customer's own message while the ticket
   * is not closed (the reopen dialog uploads after the reopening message). Checked by content before it is stored.
   */
  async attach(
    context: CustomerContext,
    ticketCode: string,
    eventCode: string,
    file: UploadedFile,
  ): Promise<TicketEventAttachment> {
    const uid = customerUidOf(context);
    const { language } = context;
    const [checked] = await checkUploads([file], TICKET_UPLOADS, ticketUploadRefusals(language));
    const ticket = await this.ownedTicket(this.db, ticketCode, uid);
    const attachmentId = randomUUID();
    const key = `tickets/${ticket.id}/${attachmentId}`;
    await storeThenRecord(this.options.storage, [{ key, file: checked! }], () =>
      this.db.transaction(async (tx) => {
        const locked = await this.lockTicket(tx, ticketCode, uid);
        if (locked.status === "CLOSED") throw ticketClosed(ticketCode, language);
        const event = await this.eventOf(tx, locked.id, eventCode);
        if (event.addedByAgent) throw ticketEventNotAttachable(eventCode, language);
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(supportTicketAttachments)
          .where(eq(supportTicketAttachments.eventId, event.id));
        if ((counted?.n ?? 0) >= TICKET_LIMITS.maxFilesPerEvent) {
          throw tooManyTicketFiles(TICKET_LIMITS.maxFilesPerEvent, language);
        }
        await tx.insert(supportTicketAttachments).values(attachmentRow(attachmentId, event.id, key, checked!));
        await tx
          .update(supportTickets)
          .set({ modifiedAt: sql`now()` })
          .where(eq(supportTickets.id, locked.id));
      }),
    );
    return { id: attachmentId, filename: checked!.fileName };
  }

  /** GET users/{u}/tickets/{id}. */
  async detail(context: CustomerContext, ticketCode: string): Promise<Ticket> {
    const ticket = await this.ownedTicket(this.db, ticketCode, customerUidOf(context));
    return this.detailOf(ticket.id, context.language);
  }

  /** GET users/{u}/tickets/{id}/events/{code}/attachments/{attachmentId}: the file, to the ticket's owner only. */
  async download(context: CustomerContext, ticketCode: string, eventCode: string, attachmentId: string) {
    const ticket = await this.ownedTicket(this.db, ticketCode, customerUidOf(context));
    return this.file(ticket.id, eventCode, attachmentId);
  }

  /** GET users/{u}/tickets: 5 a page (spec §9), by 'changed on' (newest first) or by ticket id. */
  async list(
    context: CustomerContext,
    page: { currentPage: number; pageSize: number; sort: TicketSort },
  ): Promise<TicketList> {
    const uid = customerUidOf(context);
    const mine = eq(supportTickets.customerUid, uid);
    // The page and the customer's total in one read; a page past the end has no row to carry the total.
    const rows = await this.db
      .select({ ticket: supportTickets, total: sql<number>`(count(*) over ())::int` })
      .from(supportTickets)
      .where(mine)
      .orderBy(...SORT_ORDER[page.sort])
      .limit(page.pageSize)
      .offset(page.currentPage * page.pageSize);
    const totalResults =
      rows[0]?.total ??
      (
        await this.db
          .select({ n: sql<number>`count(*)::int` })
          .from(supportTickets)
          .where(mine)
      )[0]?.n ??
      0;
    // Every conversation of the page in one read (and their files in one more), not a few reads per ticket.
    const pageTickets = rows.map((row) => row.ticket);
    const [{ events, attachments }, name] = await Promise.all([
      this.withAttachments(
        this.db,
        pageTickets.length === 0
          ? []
          : await this.db
              .select()
              .from(supportTicketEvents)
              .where(
                inArray(
                  supportTicketEvents.ticketId,
                  pageTickets.map((ticket) => ticket.id),
                ),
              )
              .orderBy(asc(supportTicketEvents.id)),
      ),
      pageTickets.length === 0 ? Promise.resolve("") : this.authorOfCustomer(uid),
    ]);
    return {
      tickets: pageTickets.map((ticket) =>
        this.ticketOf(
          ticket,
          events.filter((event) => event.ticketId === ticket.id),
          attachments,
          name,
          context.language,
        ),
      ),
      sorts: TICKET_SORTS.map((code) => ({
        code,
        name: apiText(context.language, `tickets.sort.${code}`),
        selected: code === page.sort,
      })),
      pagination: {
        currentPage: page.currentPage,
        pageSize: page.pageSize,
        totalPages: Math.ceil(totalResults / page.pageSize),
        totalResults,
        sort: page.sort,
      },
    };
  }

  // ───────────────────────────── staff ─────────────────────────────

  async staffList(filter: StaffTicketFilter, callerStaffId: string): Promise<StaffTicketList> {
    const where = and(
      filter.status ? eq(supportTickets.status, filter.status) : undefined,
      filter.category ? eq(supportTickets.categoryId, filter.category) : undefined,
      filter.assigned === "me" ? eq(supportTickets.assignedStaffId, callerStaffId) : undefined,
      filter.assigned === "unassigned" ? isNull(supportTickets.assignedStaffId) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.staffRows(where)
        .orderBy(desc(supportTickets.modifiedAt), desc(supportTickets.id))
        .limit(filter.pageSize)
        .offset(filter.currentPage * filter.pageSize),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(supportTickets)
        .where(where),
    ]);
    const totalResults = counted?.n ?? 0;
    return {
      tickets: rows.map(staffRowOf),
      pagination: {
        currentPage: filter.currentPage,
        pageSize: filter.pageSize,
        totalPages: Math.ceil(totalResults / filter.pageSize),
        totalResults,
      },
    };
  }

  async staffDetail(ticketCode: string): Promise<StaffTicket> {
    const id = ticketNumberOf(ticketCode);
    const [row] = id === null ? [] : await this.staffRows(eq(supportTickets.id, id));
    if (!row) throw ticketNotFound(ticketCode);
    const { events } = await this.ticketEvents(this.db, row.ticket.id);
    return { ...staffRowOf(row), events: await this.staffEvents(row.ticket, events) };
  }

  /** A file of any ticket (staff). */
  async staffDownload(ticketCode: string, eventCode: string, attachmentId: string) {
    const id = ticketNumberOf(ticketCode);
    if (id === null) throw ticketNotFound(ticketCode);
    return this.file(id, eventCode, attachmentId);
  }

  /**
   * An agent's reply: OPEN becomes INPROCESS (someone is on it); a closed ticket stays closed. The customer is
   * e-mailed by the `ticket.notify` job, enqueued in this transaction.
   */
  async staffReply(
    context: StaffActor,
    ticketCode: string,
    reply: { message: string; files: readonly UploadedFile[] },
  ): Promise<void> {
    // The files are checked before anything is written: a refused file leaves no reply behind (the back office
    // keeps the message on its form).
    const checked = await checkUploads(reply.files, TICKET_UPLOADS, ticketUploadRefusals("en"));
    const id = ticketNumberOf(ticketCode);
    if (id === null) throw ticketNotFound(ticketCode);
    const stored = checked.map((file) => {
      const attachmentId = randomUUID();
      return { attachmentId, key: `tickets/${id}/${attachmentId}`, file };
    });
    await storeThenRecord(this.options.storage, stored, () =>
      this.db.transaction(async (tx) => {
        const ticket = await this.lockTicket(tx, ticketCode, null);
        const to: TicketStatus | null = ticket.status === "OPEN" ? "INPROCESS" : null;
        const eventId = await this.appendEvent(tx, ticket, {
          message: reply.message,
          addedByAgent: true,
          staffId: context.staff.id,
          toStatus: to,
        });
        if (stored.length > 0) {
          await tx
            .insert(supportTicketAttachments)
            .values(stored.map(({ attachmentId, key, file }) => attachmentRow(attachmentId, eventId, key, file)));
        }
        await this.options.jobs.enqueue(tx, TICKET_NOTIFY_JOB, { eventId } satisfies TicketNotifyPayload, {
          key: `${TICKET_NOTIFY_JOB}:${eventId}`,
        });
        await auditTicketStep(tx, context, "reply", ticket, {
          length: reply.message.length,
          files: reply.files.length,
        });
      }),
    );
    this.options.jobs.wake();
  }

  /** Staff set any other status; the conversation records it as an agent's event without words. */
  async staffSetStatus(context: StaffActor, ticketCode: string, status: TicketStatus): Promise<void> {
    await this.db.transaction(async (tx) => {
      const ticket = await this.lockTicket(tx, ticketCode, null);
      if (ticket.status === status) throw ticketTransitionRefused(ticketCode, ticket.status, status, "en");
      const staffId = context.staff.id;
      await this.appendEvent(tx, ticket, { message: "", addedByAgent: true, staffId, toStatus: status });
      await auditTicketStep(tx, context, "status", ticket, { toStatus: status });
    });
  }

  /** Assigns the ticket to an active owner or support member, or to nobody (null). */
  async staffAssign(context: StaffActor, ticketCode: string, staffId: string | null): Promise<void> {
    await this.db.transaction(async (tx) => {
      const ticket = await this.lockTicket(tx, ticketCode, null);
      if (staffId !== null) {
        const [member] = await tx
          .select({ id: staffMembers.id })
          .from(staffMembers)
          .where(
            and(
              eq(staffMembers.id, staffId),
              eq(staffMembers.active, true),
              inArray(staffMembers.role, ["owner", "support"]),
            ),
          );
        if (!member) throw staffMemberNotAssignable(staffId);
      }
      await tx.update(supportTickets).set({ assignedStaffId: staffId }).where(eq(supportTickets.id, ticket.id));
      await auditTicketStep(tx, context, "assign", ticket, { staffId });
    });
  }

  // ───────────────────────────── live chat (decision 0067) ─────────────────────────────

  /**
   * POST users/{u}/chats: a CHAT ticket with its first message. A guest gives an e-mail and a name; the key that
   * reaches the conversation from now on is answered once and stored only as its hash.
   */
  async startChat(context: CustomerContext, starter: ChatStarter): Promise<ChatStarted> {
    const { language } = context;
    const guest = context.caller.kind !== "customer";
    if (guest && (!starter.email || !starter.name)) throw chatContactMissing(language);
    const chatKey = randomBytes(32).toString("base64url");
    const id = await this.db.transaction(async (tx) => {
      const [ticket] = await tx
        .insert(supportTickets)
        .values({
          customerUid: guest ? null : customerUidOf(context),
          guestEmail: guest ? starter.email!.toLowerCase() : null,
          guestName: guest ? starter.name! : null,
          subject: chatSubjectOf(starter.message),
          categoryId: "ENQUIRY",
          channel: "CHAT",
          chatKeyHash: chatKeyHashOf(chatKey),
          status: "OPEN",
          language,
        })
        .returning({ id: supportTickets.id });
      await tx
        .insert(supportTicketEvents)
        .values({ ticketId: ticket!.id, message: starter.message, addedByAgent: false });
      return ticket!.id;
    });
    return { chatKey, ticket: await this.detailOf(id, language) };
  }

  /**
   * The caller's chat by its key: a guest's chat for a guest (`anonymous`), the signed-in customer's own for a
   * customer. Any other key, or a key of a conversation that is not the caller's, answers like an unknown one.
   */
  async chatTicket(context: CustomerContext, chatKey: string | undefined): Promise<TicketRow> {
    if (!chatKey || chatKey.length > 200) throw chatNotFound();
    const [row] = await this.db
      .select()
      .from(supportTickets)
      .where(
        and(
          eq(supportTickets.chatKeyHash, chatKeyHashOf(chatKey)),
          context.caller.kind === "customer"
            ? eq(supportTickets.customerUid, context.caller.uid)
            : isNull(supportTickets.customerUid),
        ),
      );
    if (!row) throw chatNotFound();
    return row;
  }

  /** GET users/{u}/chats/current. */
  async chat(context: CustomerContext, chatKey: string | undefined): Promise<Ticket> {
    const ticket = await this.chatTicket(context, chatKey);
    return this.detailOf(ticket.id, context.language);
  }

  /**
   * GET users/{u}/chats/current/events/{code}/attachments/{attachmentId}: a file of the caller's own chat (a guest
   * has no token, so the chat key is what proves the conversation is theirs).
   */
  async chatDownload(context: CustomerContext, chatKey: string | undefined, eventCode: string, attachmentId: string) {
    const ticket = await this.chatTicket(context, chatKey);
    return this.file(ticket.id, eventCode, attachmentId);
  }

  /** POST users/{u}/chats/current/messages: refused once staff closed the chat (a new chat starts afresh). */
  async chatMessage(
    context: CustomerContext,
    chatKey: string | undefined,
    input: ChatMessageInput,
  ): Promise<TicketEvent> {
    const found = await this.chatTicket(context, chatKey);
    const eventId = await this.db.transaction(async (tx) => {
      const ticket = await this.lockTicket(tx, ticketIdOf(found.id), found.customerUid);
      if (ticket.status === "CLOSED") throw chatClosed(ticketIdOf(ticket.id), context.language);
      return this.appendEvent(tx, ticket, { message: input.message, addedByAgent: false, toStatus: null });
    });
    const loaded = await this.loadEvents(this.db, [eventId]);
    return this.renderEvent(loaded.events[0]!, loaded.attachments, await this.customerNameOf(found), context.language);
  }

  /** The customer's own ticket (for its live stream); another's answers like an unknown one. */
  async customerTicket(context: CustomerContext, ticketCode: string): Promise<TicketRow> {
    return this.ownedTicket(this.db, ticketCode, customerUidOf(context));
  }

  /** Any ticket (staff's live stream). */
  async anyTicket(ticketCode: string): Promise<TicketRow> {
    const id = ticketNumberOf(ticketCode);
    const [row] = id === null ? [] : await this.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    if (!row) throw ticketNotFound(ticketCode);
    return row;
  }

  /** The ticket's messages after `afterId`, as rows (what a stream sends first). */
  async eventRowsAfter(ticketId: number, afterId: number): Promise<EventRow[]> {
    return this.db
      .select()
      .from(supportTicketEvents)
      .where(and(eq(supportTicketEvents.ticketId, ticketId), sql`${supportTicketEvents.id} > ${afterId}`))
      .orderBy(asc(supportTicketEvents.id));
  }

  /** Messages as the customer sees them (the shop's name for agents, their files). */
  async customerEvents(ticket: TicketRow, rows: EventRow[], language: Language): Promise<TicketEvent[]> {
    if (rows.length === 0) return [];
    const [{ attachments }, name] = await Promise.all([
      this.withAttachments(this.db, rows),
      this.customerNameOf(ticket),
    ]);
    return rows.map((row) => this.renderEvent(row, attachments, name, language));
  }

  /** Messages as staff see them (each agent's name). */
  async staffEvents(ticket: TicketRow, rows: EventRow[]): Promise<StaffTicket["events"]> {
    if (rows.length === 0) return [];
    const agentIds = [...new Set(rows.flatMap((event) => (event.staffId ? [event.staffId] : [])))];
    const [{ attachments }, customerName, agents] = await Promise.all([
      this.withAttachments(this.db, rows),
      this.customerNameOf(ticket),
      agentIds.length
        ? this.db
            .select({ id: staffMembers.id, name: staffMembers.name })
            .from(staffMembers)
            .where(inArray(staffMembers.id, agentIds))
        : Promise.resolve([]),
    ]);
    return rows.map((event) => ({
      code: String(event.id),
      author: event.addedByAgent
        ? (agents.find((agent) => agent.id === event.staffId)?.name ?? apiText("en", "tickets.agentName"))
        : customerName,
      message: event.message,
      addedByAgent: event.addedByAgent,
      createdAt: event.createdAt.toISOString(),
      toStatus: event.toStatus,
      attachments: attachments
        .filter((file) => file.eventId === event.id)
        .map((file) => ({ id: file.id, fileName: file.fileName, mimeType: file.mimeType, size: file.sizeBytes })),
    }));
  }

  // ───────────────────────────── the e-mail job ─────────────────────────────

  /** What the `ticket.notify` job sends: the reply and its ticket, or null once it was sent (or is gone). */
  async replyToNotify(eventId: number) {
    const [row] = await this.db
      .select({
        event: supportTicketEvents,
        ticket: supportTickets,
        email: sql<string>`coalesce(${customers.email}, ${supportTickets.guestEmail})`,
        firstName: sql<string>`coalesce(${customers.firstName}, ${supportTickets.guestName}, '')`,
        /** Whether the customer holds a live stream open on it now (decision 0067). */
        present: sql<boolean>`coalesce(${supportTickets.customerPresentUntil} > now(), false)`,
      })
      .from(supportTicketEvents)
      .innerJoin(supportTickets, eq(supportTickets.id, supportTicketEvents.ticketId))
      .leftJoin(customers, eq(customers.uid, supportTickets.customerUid))
      .where(and(eq(supportTicketEvents.id, eventId), isNull(supportTicketEvents.customerNotifiedAt)));
    return row ?? null;
  }

  async markNotified(eventId: number): Promise<void> {
    await this.db
      .update(supportTicketEvents)
      .set({ customerNotifiedAt: sql`now()` })
      .where(eq(supportTicketEvents.id, eventId));
  }

  // ───────────────────────────── shared ─────────────────────────────

  private category(id: TicketCategoryId, language: Language) {
    return { id, name: apiText(language, `tickets.category.${id}`) };
  }

  private status(id: TicketStatus, language: Language) {
    return { id, name: apiText(language, `tickets.status.${id}`) };
  }

  /** The object must be one of the customer's orders (by code) or carts. */
  private async assertAssociated(
    uid: string,
    associated: { type: TicketAssociatedType; code: string },
    language: Language,
  ): Promise<void> {
    const id = numberOf(associated.code);
    const refused = () => unknownAssociatedObject(associated.type, associated.code, language);
    if (id === null) throw refused();
    if (associated.type === "Order") {
      const [order] = await this.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.customerUid, uid)));
      if (!order) throw refused();
      return;
    }
    const [cart] = await this.db
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(
          eq(carts.id, id),
          eq(carts.customerUid, uid),
          associated.type === "SavedCart" ? isNotNull(carts.saveTime) : isNull(carts.saveTime),
        ),
      );
    if (!cart) throw refused();
  }

  /** Adds a message (moving the ticket to `toStatus`, if given) and touches the ticket's 'changed on'. */
  private async appendEvent(
    tx: Executor,
    ticket: TicketRow,
    event: { message: string; addedByAgent: boolean; staffId?: string; toStatus: TicketStatus | null },
  ): Promise<number> {
    const [inserted] = await tx
      .insert(supportTicketEvents)
      .values({
        ticketId: ticket.id,
        message: event.message,
        addedByAgent: event.addedByAgent,
        staffId: event.staffId ?? null,
        toStatus: event.toStatus,
      })
      .returning({ id: supportTicketEvents.id });
    await tx
      .update(supportTickets)
      .set({ modifiedAt: sql`now()`, ...(event.toStatus ? { status: event.toStatus } : {}) })
      .where(eq(supportTickets.id, ticket.id));
    return inserted!.id;
  }

  /** The ticket under a row lock: the customer's own (uid) or any (staff, null). */
  private async lockTicket(tx: Executor, ticketCode: string, uid: string | null): Promise<TicketRow> {
    const id = ticketNumberOf(ticketCode);
    if (id === null) throw ticketNotFound(ticketCode);
    const [row] = await tx
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.id, id), uid === null ? undefined : eq(supportTickets.customerUid, uid)))
      .for("update");
    if (!row) throw ticketNotFound(ticketCode);
    return row;
  }

  private async ownedTicket(db: Executor, ticketCode: string, uid: string): Promise<TicketRow> {
    const id = ticketNumberOf(ticketCode);
    if (id === null) throw ticketNotFound(ticketCode);
    const [row] = await db
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.id, id), eq(supportTickets.customerUid, uid)));
    if (!row) throw ticketNotFound(ticketCode);
    return row;
  }

  private async eventOf(db: Executor, ticketId: number, eventCode: string): Promise<EventRow> {
    const id = numberOf(eventCode);
    const [event] =
      id === null
        ? []
        : await db
            .select()
            .from(supportTicketEvents)
            .where(and(eq(supportTicketEvents.id, id), eq(supportTicketEvents.ticketId, ticketId)));
    if (!event) throw ticketEventNotFound(eventCode);
    return event;
  }

  private async file(ticketId: number, eventCode: string, attachmentId: string) {
    if (!UUID.test(attachmentId)) throw ticketAttachmentNotFound(attachmentId);
    const event = await this.eventOf(this.db, ticketId, eventCode);
    const [row] = await this.db
      .select()
      .from(supportTicketAttachments)
      .where(
        and(
          eq(supportTicketAttachments.id, attachmentId.toLowerCase()),
          eq(supportTicketAttachments.eventId, event.id),
        ),
      );
    if (!row) throw ticketAttachmentNotFound(attachmentId);
    const stored = await this.options.storage.get(row.storageKey);
    if (!stored) throw ticketAttachmentNotFound(attachmentId);
    return { fileName: row.fileName, mimeType: row.mimeType, bytes: stored.bytes };
  }

  private async ticketEvents(db: Executor, ticketId: number) {
    const events = await db
      .select()
      .from(supportTicketEvents)
      .where(eq(supportTicketEvents.ticketId, ticketId))
      .orderBy(asc(supportTicketEvents.id));
    return this.withAttachments(db, events);
  }

  private async loadEvents(db: Executor, ids: number[]) {
    const events = await db.select().from(supportTicketEvents).where(inArray(supportTicketEvents.id, ids));
    return this.withAttachments(db, events);
  }

  private async withAttachments(db: Executor, events: EventRow[]) {
    const attachments =
      events.length === 0
        ? []
        : await db
            .select()
            .from(supportTicketAttachments)
            .where(
              inArray(
                supportTicketAttachments.eventId,
                events.map((event) => event.id),
              ),
            )
            .orderBy(asc(supportTicketAttachments.createdAt));
    return { events, attachments };
  }

  /** Who wrote the customer's side: the account's name, or what a guest gave in the chat. */
  private async customerNameOf(ticket: TicketRow): Promise<string> {
    return ticket.customerUid === null ? (ticket.guestName ?? "") : this.authorOfCustomer(ticket.customerUid);
  }

  private async authorOfCustomer(uid: string): Promise<string> {
    const [customer] = await this.db
      .select({ firstName: customers.firstName, lastName: customers.lastName })
      .from(customers)
      .where(eq(customers.uid, uid));
    return customer ? `${customer.firstName} ${customer.lastName}`.trim() : "";
  }

  private renderEvent(
    event: EventRow,
    attachments: AttachmentRow[],
    customerName: string,
    language: Language,
  ): TicketEvent {
    return {
      code: String(event.id),
      // Customers see the shop answering, not the member's name.
      author: event.addedByAgent ? apiText(language, "tickets.agentName") : customerName,
      message: event.message,
      addedByAgent: event.addedByAgent,
      createdAt: event.createdAt.toISOString(),
      ...(event.toStatus ? { toStatus: this.status(event.toStatus, language) } : {}),
      ticketEventAttachments: attachments
        .filter((file) => file.eventId === event.id)
        .map((file) => ({ id: file.id, filename: file.fileName })),
    };
  }

  private async detailOf(id: number, language: Language): Promise<Ticket> {
    const [ticket] = await this.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    if (!ticket) throw ticketNotFound(ticketIdOf(id));
    const [{ events, attachments }, name] = await Promise.all([
      this.ticketEvents(this.db, id),
      this.customerNameOf(ticket),
    ]);
    return this.ticketOf(ticket, events, attachments, name, language);
  }

  private ticketOf(
    ticket: TicketRow,
    events: EventRow[],
    attachments: AttachmentRow[],
    name: string,
    language: Language,
  ): Ticket {
    return {
      id: ticketIdOf(ticket.id),
      subject: ticket.subject,
      ticketCategory: this.category(ticket.categoryId, language),
      ...(ticket.associatedType && ticket.associatedCode
        ? { associatedTo: { type: ticket.associatedType, code: ticket.associatedCode } }
        : {}),
      createdAt: ticket.createdAt.toISOString(),
      modifiedAt: ticket.modifiedAt.toISOString(),
      status: this.status(ticket.status, language),
      channel: ticket.channel,
      availableStatusTransitions: customerTransitions(ticket.status).map((to) => this.status(to, language)),
      ticketEvents: events.map((event) => this.renderEvent(event, attachments, name, language)),
    };
  }

  private staffRows(where: SQL | undefined) {
    return this.db
      .select({
        ticket: supportTickets,
        email: customers.email,
        firstName: customers.firstName,
        lastName: customers.lastName,
        assignedName: staffMembers.name,
      })
      .from(supportTickets)
      .leftJoin(customers, eq(customers.uid, supportTickets.customerUid))
      .leftJoin(staffMembers, eq(staffMembers.id, supportTickets.assignedStaffId))
      .where(where)
      .$dynamic();
  }
}

function staffRowOf(row: {
  ticket: TicketRow;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  assignedName: string | null;
}): StaffTicketRow {
  const { ticket } = row;
  const guest = ticket.customerUid === null;
  return {
    id: ticketIdOf(ticket.id),
    subject: ticket.subject,
    category: ticket.categoryId,
    status: ticket.status,
    customerEmail: guest ? (ticket.guestEmail ?? "") : (row.email ?? ""),
    customerName: guest ? (ticket.guestName ?? "") : `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
    channel: ticket.channel,
    guest,
    associatedTo:
      ticket.associatedType && ticket.associatedCode
        ? { type: ticket.associatedType, code: ticket.associatedCode }
        : null,
    assignedTo:
      ticket.assignedStaffId && row.assignedName ? { id: ticket.assignedStaffId, name: row.assignedName } : null,
    createdAt: ticket.createdAt.toISOString(),
    modifiedAt: ticket.modifiedAt.toISOString(),
  };
}
