/**
 * Live chat and live ticket streams (issue 20; decision 0067). A chat is a ticket of the CHAT channel; after it is
 * started, every call carries its chat key in the `Dukkan-Chat-Key` header, and a guest's (`anonymous`) key reaches
 * only a guest's chat, a customer's only their own:
 * - POST users/{u}/chats {message, email?, name?} → 201 {chatKey, ticket} (a guest gives e-mail and name);
 * - GET users/{u}/chats/current → the conversation; POST …/chats/current/messages {message} → 201 the message;
 * - GET users/{u}/chats/current/events/{code}/attachments/{attachmentId}: a file of the conversation (`nosniff`),
 *   such as one staff sent, under its name;
 * - GET users/{u}/chats/current/stream?after=<code>: the conversation as server-sent events, live;
 * - GET users/{u}/tickets/{id}/stream?after=<code>: the same for a signed-in customer's own ticket (its page).
 * Markup in a message is refused (400), as on tickets.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { CHAT_KEY_HEADER, ChatMessageInput, ChatStarted, ChatStarter, Ticket, TicketEvent } from "@dukkan/occ/tickets";
import { send } from "../cart/cart-route-support.js";
import type { RateLimiter } from "../guards/rate-limiter.js";
import type { UserGuards } from "../guards/user-guard.js";
import { sendStoredFile } from "../files/uploaded-files.js";
import { OccHttpError } from "../occ/errors.js";
import { OccQuery } from "../occ/params.js";
import { openTicketStream, streamCursor, type LiveStreams } from "./live/event-stream.js";
import type { TicketService } from "./ticket-service.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const userParams = z.object({ userId: z.string().max(256) });
const keyHeaders = z.object({ [CHAT_KEY_HEADER]: z.string().max(200).optional() });
const streamQuery = OccQuery.extend({ after: z.string().max(20).optional() });
const eventStream = { 200: z.string().describe("text/event-stream: `event: message`, `id`, `data` (JSON)") };

/** Chats a client address may start an hour (a guest needs no account, so this is what stops a flood). */
export const CHATS_PER_IP = { limit: 20, windowSeconds: 60 * 60 };

export function chatRoutes(
  tickets: TicketService,
  guards: UserGuards,
  streams: LiveStreams,
  limiter: RateLimiter,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/users/:userId/chats",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Live chat"],
          summary: "Start a live chat conversation (a ticket of the CHAT channel)",
          description:
            "anonymous: email and name are required. The answer's chatKey is the only way back to the conversation: " +
            `send it in the \`${CHAT_KEY_HEADER}\` header of every later call. ${CHATS_PER_IP.limit} an hour per address.`,
          params: userParams,
          querystring: OccQuery,
          body: ChatStarter,
          response: { 201: ChatStarted, ...errors, 429: OccErrorList },
        },
      },
      async (request, reply) => {
        const limit = await limiter.hit(`chat-start:ip:${request.ip}`, CHATS_PER_IP);
        if (!limit.allowed) {
          throw new OccHttpError(429, [
            {
              type: "TooManyRequestsError",
              reason: "rateLimited",
              message: `Too many chats; try again in ${limit.retryAfterSeconds} seconds`,
            },
          ]);
        }
        return send(reply, JSON.stringify(await tickets.startChat(request.context, request.body)), 201);
      },
    );

    app.get(
      "/users/:userId/chats/current",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Live chat"],
          summary: "The chat conversation of the key in the header",
          params: userParams,
          headers: keyHeaders,
          querystring: OccQuery,
          response: { 200: Ticket, ...errors },
        },
      },
      async (request, reply) =>
        send(reply, JSON.stringify(await tickets.chat(request.context, request.headers[CHAT_KEY_HEADER]))),
    );

    app.post(
      "/users/:userId/chats/current/messages",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Live chat"],
          summary: "Write in the chat (refused once staff closed it)",
          params: userParams,
          headers: keyHeaders,
          querystring: OccQuery,
          body: ChatMessageInput,
          response: { 201: TicketEvent, ...errors },
        },
      },
      async (request, reply) => {
        const key = request.headers[CHAT_KEY_HEADER];
        return send(reply, JSON.stringify(await tickets.chatMessage(request.context, key, request.body)), 201);
      },
    );

    app.get(
      "/users/:userId/chats/current/events/:eventCode/attachments/:attachmentId",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Live chat"],
          summary: "Download a file of the chat of the key in the header, under its name",
          params: userParams.extend({
            eventCode: z.string().min(1).max(100),
            attachmentId: z.string().min(1).max(100),
          }),
          headers: keyHeaders,
          querystring: OccQuery,
          response: { 200: z.any().describe("The file"), ...errors },
        },
      },
      async (request, reply) => {
        const { eventCode, attachmentId } = request.params;
        const key = request.headers[CHAT_KEY_HEADER];
        return sendStoredFile(reply, await tickets.chatDownload(request.context, key, eventCode, attachmentId));
      },
    );

    app.get(
      "/users/:userId/chats/current/stream",
      {
        preHandler: guards.allowAnonymous,
        schema: {
          tags: ["Live chat"],
          summary: "The chat's messages as server-sent events: those after `after` (or Last-Event-ID), then live",
          params: userParams,
          headers: keyHeaders,
          querystring: streamQuery,
          produces: ["text/event-stream"],
          response: { ...eventStream, ...errors, 406: OccErrorList },
        },
      },
      async (request, reply) => {
        const ticket = await tickets.chatTicket(request.context, request.headers[CHAT_KEY_HEADER]);
        await openTicketStream(request, reply, {
          streams,
          ticketId: ticket.id,
          after: streamCursor(request, request.query.after),
          customer: true,
          backlog: (after) => tickets.eventRowsAfter(ticket.id, after),
          render: (rows) => tickets.customerEvents(ticket, rows, request.context.language),
        });
      },
    );

    app.get(
      "/users/:userId/tickets/:ticketId/stream",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: ["Support tickets"],
          summary: "One of the customer's tickets' messages as server-sent events, live",
          params: userParams.extend({ ticketId: z.string().min(1).max(100) }),
          querystring: streamQuery,
          produces: ["text/event-stream"],
          response: { ...eventStream, ...errors, 406: OccErrorList },
        },
      },
      async (request, reply) => {
        const ticket = await tickets.customerTicket(request.context, request.params.ticketId);
        await openTicketStream(request, reply, {
          streams,
          ticketId: ticket.id,
          after: streamCursor(request, request.query.after),
          customer: true,
          backlog: (after) => tickets.eventRowsAfter(ticket.id, after),
          render: (rows) => tickets.customerEvents(ticket, rows, request.context.language),
        });
      },
    );
  };
}
