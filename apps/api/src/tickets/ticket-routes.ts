/**
 * The customer's support tickets (account spec §2.23, §4.9, §7 Support tickets; SAP customer-ticketing OCC paths),
 * signed-in customers only, their own tickets only (another's answers like an unknown one):
 * - GET ticketCategories → {ticketCategories: [{id, name}]} in the request's language;
 * - GET users/{u}/ticketAssociatedObjects → {ticketAssociatedObjects: [{type, code, modifiedAt}]};
 * - GET users/{u}/tickets?currentPage&pageSize(5)&sort(byChangedDate|byId) and GET …/tickets/{id};
 * - POST users/{u}/tickets {subject, message, ticketCategory?, associatedTo?} → 201 the ticket (its first event's
 *   code is where a file goes);
 * - POST users/{u}/tickets/{id}/events {message, toStatus?} → 201 the event;
 * - POST users/{u}/tickets/{id}/events/{code}/attachments: multipart, one `ticketEventAttachment` file part;
 * - GET users/{u}/tickets/{id}/events/{code}/attachments/{attachmentId}: the file (`nosniff`).
 */
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import {
  DEFAULT_TICKET_SORT,
  TICKET_LIMITS,
  TICKET_PAGE_SIZE,
  TICKET_SORTS,
  Ticket,
  TicketAssociatedObjectList,
  TicketCategoryList,
  TicketEvent,
  TicketEventAttachment,
  TicketEventInput,
  TicketList,
  TicketStarter,
} from "@dukkan/occ/tickets";
import { send } from "../cart/cart-route-support.js";
import type { UserGuards } from "../guards/user-guard.js";
import { OccQuery } from "../occ/params.js";
import { contentDisposition, sanitiseFileName } from "../orders/attachments/attachment-files.js";
import { ticketFileMissing, ticketFileTooLarge, tooManyTicketFiles } from "./ticket-errors.js";
import { MAX_TICKET_FILE_MB } from "./ticket-files.js";
import type { TicketService, UploadedTicketFile } from "./ticket-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const userParams = z.object({ userId: z.string().max(256) });
const ticketParams = userParams.extend({ ticketId: z.string().min(1).max(100) });
const eventParams = ticketParams.extend({ eventCode: z.string().min(1).max(100) });
const MAX_PAGE_SIZE = 100;
const FILE_PART = "ticketEventAttachment";

export function ticketRoutes(tickets: TicketService, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      // One more file than allowed, so too many files is our refusal rather than the parser's.
      limits: {
        fileSize: TICKET_LIMITS.maxBytes,
        files: TICKET_LIMITS.maxFilesPerEvent + 1,
        fields: 0,
        parts: TICKET_LIMITS.maxFilesPerEvent + 1,
      },
    });

    app.get(
      "/ticketCategories",
      {
        schema: {
          tags: ["Support tickets"],
          summary: "The categories a ticket can have",
          querystring: OccQuery,
          response: { 200: TicketCategoryList, 400: OccErrorList },
        },
      },
      async (request) => tickets.categories(request.context.language),
    );

    app.get(
      "/users/:userId/ticketAssociatedObjects",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Support tickets"],
          summary: "What a ticket may be about: the customer's orders and carts, newest first",
          params: userParams,
          querystring: OccQuery,
          response: { 200: TicketAssociatedObjectList, ...errors },
        },
      },
      async (request, reply) => send(reply, JSON.stringify(await tickets.associatedObjects(request.context))),
    );

    app.get(
      "/users/:userId/tickets",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Support tickets"],
          summary: "The customer's tickets",
          params: userParams,
          querystring: OccQuery.extend({
            currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
            pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(TICKET_PAGE_SIZE),
            sort: z.enum(TICKET_SORTS).default(DEFAULT_TICKET_SORT),
          }),
          response: { 200: TicketList, ...errors },
        },
      },
      async (request, reply) => {
        const { currentPage, pageSize, sort } = request.query;
        return send(reply, JSON.stringify(await tickets.list(request.context, { currentPage, pageSize, sort })));
      },
    );

    app.post(
      "/users/:userId/tickets",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Support tickets"],
          summary: "Open a ticket with its first message",
          description:
            "ticketCategory: an id of GET ticketCategories (ENQUIRY when omitted); associatedTo: one of GET " +
            "users/{u}/ticketAssociatedObjects (400 TicketError otherwise). Markup in the subject or message is " +
            "refused. The ticket is OPEN; its first event carries the message (attach a file to it).",
          params: userParams,
          querystring: OccQuery,
          body: TicketStarter,
          response: { 201: Ticket, ...errors },
        },
      },
      async (request, reply) => send(reply, JSON.stringify(await tickets.create(request.context, request.body)), 201),
    );

    app.get(
      "/users/:userId/tickets/:ticketId",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Support tickets"],
          summary: "One of the customer's tickets with its conversation",
          params: ticketParams,
          querystring: OccQuery,
          response: { 200: Ticket, ...errors },
        },
      },
      async (request, reply) =>
        send(reply, JSON.stringify(await tickets.detail(request.context, request.params.ticketId))),
    );

    app.post(
      "/users/:userId/tickets/:ticketId/events",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Support tickets"],
          summary: "Add a message to a ticket, closing or reopening it with toStatus",
          description:
            "toStatus CLOSED closes an OPEN or INPROCESS ticket; INPROCESS reopens a CLOSED one. A closed ticket " +
            "takes no message without reopening (400 IllegalStateError).",
          params: ticketParams,
          querystring: OccQuery,
          body: TicketEventInput,
          response: { 201: TicketEvent, ...errors },
        },
      },
      async (request, reply) =>
        send(
          reply,
          JSON.stringify(await tickets.addEvent(request.context, request.params.ticketId, request.body)),
          201,
        ),
    );

    app.post(
      "/users/:userId/tickets/:ticketId/events/:eventCode/attachments",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Support tickets"],
          summary: "Attach a file to the customer's own message",
          description:
            `multipart/form-data with one \`${FILE_PART}\` file part: ${TICKET_LIMITS.extensions.join(", ")} ` +
            `recognised by content, at most ${MAX_TICKET_FILE_MB} MB, ${TICKET_LIMITS.maxFilesPerEvent} a message; ` +
            "while the ticket is not closed.",
          params: eventParams,
          querystring: OccQuery,
          consumes: ["multipart/form-data"],
          response: { 201: TicketEventAttachment, ...errors },
        },
      },
      async (request, reply) => {
        const { language } = request.context;
        const files: UploadedTicketFile[] = [];
        let current = "";
        try {
          for await (const part of request.files()) {
            current = part.filename;
            const bytes = await part.toBuffer();
            if (part.fieldname === FILE_PART) files.push({ fileName: part.filename, bytes: new Uint8Array(bytes) });
          }
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === "FST_REQ_FILE_TOO_LARGE") {
            throw ticketFileTooLarge(sanitiseFileName(current), MAX_TICKET_FILE_MB, language);
          }
          if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") {
            throw tooManyTicketFiles(TICKET_LIMITS.maxFilesPerEvent, language);
          }
          throw error;
        }
        if (files.length === 0) throw ticketFileMissing(language);
        const { ticketId, eventCode } = request.params;
        const attached = await tickets.attach(request.context, ticketId, eventCode, files[0]!);
        return send(reply, JSON.stringify(attached), 201);
      },
    );

    app.get(
      "/users/:userId/tickets/:ticketId/events/:eventCode/attachments/:attachmentId",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Support tickets"],
          summary: "Download a file of one of the customer's tickets, under its name",
          params: eventParams.extend({ attachmentId: z.string().min(1).max(100) }),
          querystring: OccQuery,
          response: { 200: z.any().describe("The file"), ...errors },
        },
      },
      async (request, reply) => {
        const { ticketId, eventCode, attachmentId } = request.params;
        const file = await tickets.download(request.context, ticketId, eventCode, attachmentId);
        return reply
          .code(200)
          .type(file.mimeType)
          .header("content-disposition", contentDisposition(file.fileName, file.mimeType))
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "private, no-store")
          .send(Buffer.from(file.bytes));
      },
    );
  };
}
