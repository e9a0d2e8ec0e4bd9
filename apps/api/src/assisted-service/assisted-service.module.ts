/**
 * Assisted service (issue 19 screen 10, decision 0076): agents act for customers on the storefront. The sessions
 * themselves are infrastructure (`Infrastructure.agents`), since the user guards of every customer route consult
 * them; this module adds the staff routes and the audit row of every call an agent makes.
 */
import type { FastifyInstance } from "fastify";
import type { ApiModule, Infrastructure } from "../app-module.js";
import { STAFF_PREFIX } from "../staff/staff-auth-routes.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import type { AgentSessions } from "./agent-sessions.js";
import { assistedServiceRoutes } from "./assisted-service-routes.js";

export function assistedServiceModule(deps: Pick<Infrastructure, "agents"> & { staffGuards: StaffGuards }): ApiModule {
  return {
    name: "assisted-service",
    registerRoot: async (app) => {
      await app.register(assistedServiceRoutes(deps.agents, deps.staffGuards), { prefix: STAFF_PREFIX });
    },
  };
}

/**
 * One audit row per OCC call an agent made for a customer, written before the answer leaves (so a caller that
 * read the answer finds the row), with the answer's status. Registered on the OCC scope before its routes.
 */
export function auditAgentCalls(occ: FastifyInstance, agents: AgentSessions): void {
  occ.addHook("onSend", async (request, reply, payload) => {
    if (request.agent) await agents.recordCall(request, request.agent, reply.statusCode);
    return payload;
  });
}
