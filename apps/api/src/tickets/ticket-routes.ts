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
import { multipartLimits, readUploads, sendStoredFile } from "../files/uploaded-files.js";
import { MAX_TICKET_FILE_MB, TICKET_UPLOADS, ticketUploadRefusals } from "./ticket-files.js";
import type { TicketService } from "./ticket-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const userParams = z.object({ userId: z.string().max(256) });
const ticketParams = userParams.extend({ ticketId: z.string().min(1).max(100) });
const eventParams = ticketParams.extend({ eventCode: z.string().min(1).max(100) });
const MAX_PAGE_SIZE = 100;

export function ticketRoutes(tickets: TicketService, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: multipartLimits(TICKET_UPLOADS) });

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
            `multipart/form-data with one \`${TICKET_UPLOADS.field}\` file part: ${TICKET_LIMITS.extensions.join(", ")} ` +
            `recognised by content, at most ${MAX_TICKET_FILE_MB} MB, ${TICKET_LIMITS.maxFilesPerEvent} a message; ` +
            "while the ticket is not closed.",
          params: eventParams,
          querystring: OccQuery,
          consumes: ["multipart/form-data"],
          response: { 201: TicketEventAttachment, ...errors },
        },
      },
      async (request, reply) => {
        const refusals = ticketUploadRefusals(request.context.language);
        const files = await readUploads(request, TICKET_UPLOADS, refusals, { required: true });
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
        return sendStoredFile(reply, file);
      },
    );
  };
}
