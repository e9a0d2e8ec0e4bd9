/**
 * Assisted-service staff routes under /admin/v1 (issue 19 screen 10, decision 0076): start a session for a customer
 * (owner, support), redeem its hand-over code (the storefront server; the code is the credential), and end it (the
 * agent token itself, from the storefront's agent bar).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { AgentHandover, AgentRedeem, AgentSession, AgentSessionStart, StaffCustomerParams } from "@dukkan/staff-api";
import { bearerToken } from "../guards/user-guard.js";
import type { StaffGuards } from "../staff/staff-guards.js";
import { AGENT_ROLES, type AgentSessions } from "./agent-sessions.js";

const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList, 404: OccErrorList };
const TAGS = ["Staff assisted service"];

export function assistedServiceRoutes(agents: AgentSessions, guards: StaffGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/customers/:customerId/agent-sessions",
      {
        preValidation: guards.require(...AGENT_ROLES),
        schema: {
          tags: TAGS,
          summary: "Start acting for a customer: a single-use storefront hand-over link",
          description:
            "Starts an agent session of the signed-in member for the customer and answers the storefront link that " +
            "opens it (its code works once, for two minutes). The storefront then acts for the customer with the " +
            "agent's own token and the customer's id in the `sap-commerce-cloud-user-id` header, for two hours at " +
            "most. A disabled customer is refused (AgentSessionError customerDisabled). Audited.",
          params: StaffCustomerParams,
          body: AgentSessionStart,
          response: { 201: AgentHandover, ...errors },
        },
      },
      async (request, reply) => {
        const handover = await agents.start(request.staffContext, request.params.customerId, request.body.language);
        return reply.status(201).send(handover);
      },
    );

    app.post(
      "/agent-sessions",
      {
        preValidation: guards.require(...AGENT_ROLES),
        schema: {
          tags: TAGS,
          summary: "Start serving a guest (a shopper without an account): a single-use storefront hand-over link",
          description:
            "Like starting a session for a customer, but for nobody's account (decision 0087): the storefront then " +
            "works as a guest does, on a guest cart, and sends `anonymous` in the `sap-commerce-cloud-user-id` " +
            "header with the agent's token; the session reaches guest carts only. The agent gives the guest's " +
            "e-mail at checkout and sends a payment link to it. Audited.",
          body: AgentSessionStart,
          response: { 201: AgentHandover, ...errors },
        },
      },
      async (request, reply) => {
        const handover = await agents.start(request.staffContext, null, request.body.language);
        return reply.status(201).send(handover);
      },
    );

    app.post(
      "/agent-sessions/redeem",
      {
        schema: {
          tags: TAGS,
          summary: "Redeem a hand-over code for the agent's token (the storefront server)",
          description:
            "Once per code, before it expires: answers the agent's token for this session, who the agent is and whom " +
            "they act for. The token is refused on every other staff route. An unknown, used or expired code is " +
            "refused (AgentSessionError invalidHandover).",
          body: AgentRedeem,
          response: { 200: AgentSession, ...errors },
        },
      },
      async (request) => agents.redeem(request.body.code, request),
    );

    app.post(
      "/agent-sessions/end",
      {
        schema: {
          tags: TAGS,
          summary: "End the agent session of the bearer token (the storefront's agent bar)",
          description: "The agent token stops working at once. Audited.",
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await agents.end(bearerToken(request), request);
        return reply.status(204).send(null);
      },
    );
  };
}
