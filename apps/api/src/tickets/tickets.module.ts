/**
 * Support tickets (issue 20; decision 0055): the customer's OCC routes, the staff routes under /admin/v1 and the
 * `ticket.notify` job that e-mails an agent's reply.
 */
import type { ApiModule, Infrastructure } from "../app-module.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { notifyTicketReply } from "./ticket-notifier.js";
import { ticketRoutes } from "./ticket-routes.js";
import { TICKET_NOTIFY_JOB, TicketService, type TicketNotifyPayload } from "./ticket-service.js";
import { staffTicketRoutes } from "./staff-ticket-routes.js";

export function ticketsModule(
  deps: Pick<Infrastructure, "db" | "config" | "guards" | "jobs" | "files" | "email"> & { staffGuards: StaffGuards },
): ApiModule {
  const tickets = new TicketService({ db: deps.db, jobs: deps.jobs, storage: deps.files });
  deps.jobs.handle<TicketNotifyPayload>(TICKET_NOTIFY_JOB, (payload) =>
    notifyTicketReply({ tickets, email: deps.email, storefrontUrl: deps.config.storefrontUrl }, payload),
  );
  return {
    name: "tickets",
    registerOcc: async (occ) => {
      await occ.register(ticketRoutes(tickets, deps.guards));
    },
    registerRoot: async (app) => {
      await app.register(staffTicketRoutes(tickets, deps.staffGuards), { prefix: STAFF_PREFIX });
    },
  };
}
