/**
 * Support tickets (issue 20; decision 0055): the customer's OCC routes, the staff routes under /admin/v1 and the
 * `ticket.notify` job that e-mails an agent's reply. Live chat and the live streams of a conversation (decision
 * 0067): the chat routes, and one feed per process that reads new messages for every open stream.
 */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { chatRoutes } from "./chat-routes.js";
import { LiveStreams } from "./live/event-stream.js";
import { TicketEventFeed } from "./live/ticket-event-feed.js";
import { notifyTicketReply } from "./ticket-notifier.js";
import { ticketRoutes } from "./ticket-routes.js";
import { TICKET_NOTIFY_JOB, TicketService, type TicketNotifyPayload } from "./ticket-service.js";
import { staffTicketRoutes } from "./staff-ticket-routes.js";

export function ticketsModule(
  deps: Pick<Infrastructure, "db" | "config" | "guards" | "jobs" | "files" | "email" | "limiter" | "logger"> & {
    staffGuards: StaffGuards;
  },
): ApiModule & { streams: LiveStreams } {
  const tickets = new TicketService({ db: deps.db, jobs: deps.jobs, storage: deps.files });
  const feed = new TicketEventFeed(deps.db, {}, (error) => deps.logger.error({ err: error }, "ticket feed failed"));
  const streams = new LiveStreams(feed);
  deps.jobs.handle<TicketNotifyPayload>(TICKET_NOTIFY_JOB, (payload) =>
    notifyTicketReply({ tickets, email: deps.email, storefrontUrl: deps.config.storefrontUrl }, payload),
  );
  return {
    name: "tickets",
    streams,
    registerOcc: async (occ) => {
      await occ.register(ticketRoutes(tickets, deps.guards));
      await occ.register(chatRoutes(tickets, deps.guards, streams, deps.limiter));
    },
    registerRoot: async (app) => {
      // Open streams never end by themselves: end them so the server can close.
      app.addHook("preClose", async () => streams.closeAll());
      await app.register(staffTicketRoutes(tickets, deps.staffGuards, streams), { prefix: STAFF_PREFIX });
    },
  };
}
