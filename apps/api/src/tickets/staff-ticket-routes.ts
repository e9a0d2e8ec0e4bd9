/**
 * Support tickets for staff under /admin/v1 (issue 20; decision 0055), owner and support; each write audited in
 * its own transaction:
 * - GET /tickets?status&category&assigned(me|unassigned)&currentPage&pageSize, newest change first;
 * - GET /tickets/{id}: the ticket with its conversation; GET …/events/{code}/attachments/{id}: a customer's file;
 * - POST /tickets/{id}/events {message}, or multipart with files: a reply, e-mailed to the customer (OPEN becomes
 *   INPROCESS); GET …/events/{code}/attachments/{id} serves the agent's files too;
 * - POST /tickets/{id}/status {status}; POST /tickets/{id}/assign {staffId | null};
 * - GET /tickets/{id}/stream?after=<code>: the conversation as server-sent events, live (decision 0067).
 */
import type { FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import {
  StaffTicket,
  StaffTicketAssignment,
  StaffTicketFilter,
  StaffTicketList,
  StaffTicketReply,
  StaffTicketStatusChange,
} from "@dukkan/staff-api";
import { multipartLimits, readUploadForm, sendStoredFile, type UploadedFile } from "../files/uploaded-files.js";
import { TICKET_UPLOADS, ticketUploadRefusals } from "./ticket-files.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { openTicketStream, streamCursor, type LiveStreams } from "./live/event-stream.js";
import type { TicketService } from "./ticket-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };

/** The files a multipart reply carried, read before validation (readReplyFiles). */
const replyFiles = new WeakMap<FastifyRequest, UploadedFile[]>();

/**
 * For a multipart reply: keeps its files for the handler and puts its `message` field in the body, which is then
 * validated like a JSON body. Runs after the role guard, so a caller without the role is refused before the upload
 * is read.
 */
async function readReplyFiles(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const form = await readUploadForm(request, TICKET_UPLOADS, ticketUploadRefusals("en"), { required: false });
  replyFiles.set(request, form.files);
  request.body = form.fields.message === undefined ? {} : { message: form.fields.message };
}
const ticketParams = z.object({ ticketId: z.string().min(1).max(100) });

export function staffTicketRoutes(
  tickets: TicketService,
  guards: StaffGuards,
  streams: LiveStreams,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/tickets/:ticketId/stream",
      {
        preValidation: guards.require("support"),
        schema: {
          tags: ["Staff support tickets"],
          summary: "The ticket's messages as server-sent events: those after `after` (or Last-Event-ID), then live",
          params: ticketParams,
          querystring: z.object({ after: z.string().max(20).optional() }),
          produces: ["text/event-stream"],
          response: { 200: z.string().describe("text/event-stream of StaffTicketEvent"), ...errors, 406: OccErrorList },
        },
      },
      async (request, reply) => {
        const ticket = await tickets.anyTicket(request.params.ticketId);
        await openTicketStream(request, reply, {
          streams,
          ticketId: ticket.id,
          after: streamCursor(request, request.query.after),
          customer: false,
          backlog: (after) => tickets.eventRowsAfter(ticket.id, after),
          render: (rows) => tickets.staffEvents(ticket, rows),
        });
      },
    );

    app.get(
      "/tickets",
      {
        preValidation: guards.require("support"),
        schema: {
          tags: ["Staff support tickets"],
          summary: "Support tickets, latest change first",
          querystring: StaffTicketFilter,
          response: { 200: StaffTicketList, ...errors },
        },
      },
      async (request) => tickets.staffList(request.query, request.staffContext.staff.id),
    );

    app.get(
      "/tickets/:ticketId",
      {
        preValidation: guards.require("support"),
        schema: {
          tags: ["Staff support tickets"],
          summary: "One ticket with its conversation",
          params: ticketParams,
          response: { 200: StaffTicket, ...errors },
        },
      },
      async (request) => tickets.staffDetail(request.params.ticketId),
    );

    app.get(
      "/tickets/:ticketId/events/:eventCode/attachments/:attachmentId",
      {
        preValidation: guards.require("support"),
        schema: {
          tags: ["Staff support tickets"],
          summary: "A file the customer attached to a message",
          params: ticketParams.extend({
            eventCode: z.string().min(1).max(100),
            attachmentId: z.string().min(1).max(100),
          }),
          response: { 200: z.any().describe("The file"), ...errors },
        },
      },
      async (request, reply) => {
        const { ticketId, eventCode, attachmentId } = request.params;
        const file = await tickets.staffDownload(ticketId, eventCode, attachmentId);
        return sendStoredFile(reply, file);
      },
    );

    // Its own scope, so only the reply takes multipart bodies (a reply with files).
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: multipartLimits(TICKET_UPLOADS, 1) });
      scope.withTypeProvider<ZodTypeProvider>().post(
        "/tickets/:ticketId/events",
        {
          preValidation: [guards.require("support"), readReplyFiles],
          schema: {
            tags: ["Staff support tickets"],
            summary: "Reply to the customer, with files; they are e-mailed, and an OPEN ticket becomes INPROCESS",
            description:
              "JSON {message}, or multipart/form-data with a `message` field and up to " +
              `${TICKET_UPLOADS.maxFiles} \`${TICKET_UPLOADS.field}\` file part (the customer's ticket allow-list ` +
              "and limits, pictures re-encoded). A refused file refuses the reply: nothing is sent.",
            params: ticketParams,
            body: StaffTicketReply,
            response: { 200: StaffTicket, ...errors },
          },
        },
        async (request) => {
          const { message } = request.body;
          const { ticketId } = request.params;
          const files = replyFiles.get(request) ?? [];
          await tickets.staffReply(request.staffContext, ticketId, { message, files });
          return tickets.staffDetail(ticketId);
        },
      );
    });

    app.post(
      "/tickets/:ticketId/status",
      {
        preValidation: guards.require("support"),
        schema: {
          tags: ["Staff support tickets"],
          summary: "Set the ticket's status (OPEN, INPROCESS, CLOSED)",
          params: ticketParams,
          body: StaffTicketStatusChange,
          response: { 200: StaffTicket, ...errors },
        },
      },
      async (request) => {
        const { status } = request.body;
        const { ticketId } = request.params;
        await tickets.staffSetStatus(request.staffContext, ticketId, status);
        return tickets.staffDetail(ticketId);
      },
    );

    app.post(
      "/tickets/:ticketId/assign",
      {
        preValidation: guards.require("support"),
        schema: {
          tags: ["Staff support tickets"],
          summary: "Assign the ticket to an owner or support member, or to nobody",
          params: ticketParams,
          body: StaffTicketAssignment,
          response: { 200: StaffTicket, ...errors },
        },
      },
      async (request) => {
        const { staffId } = request.body;
        const { ticketId } = request.params;
        await tickets.staffAssign(request.staffContext, ticketId, staffId);
        return tickets.staffDetail(ticketId);
      },
    );
  };
}
