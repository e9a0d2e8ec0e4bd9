/**
 * Who may act on `users/{userId}/…`: the reusable preHandlers of every customer route (profile now; carts,
 * orders and addresses later). `anonymous` is the guest; `current` and the customer's own uid need a bearer
 * token issued to that customer. A token only ever acts for its own user.
 *
 * - no token on a customer route → 401 UnauthorizedError
 * - unknown or expired token → 401 InvalidTokenError
 * - a token of another user, or a client-only token → 403 ForbiddenError
 *
 * An assisted-service agent (decision 0076) sends their own agent token with the customer's id in the
 * `sap-commerce-cloud-user-id` header; `AgentSessions.authorise` decides (401 once the session is over, 403 for
 * anything else, a customer's own token included), and the route then runs for that customer as for the customer
 * themselves, with `request.agent` set. The header without an agent token is never honoured. An agent serving a
 * guest (decision 0087) sends `anonymous` in the header and reaches `users/anonymous/…` only, as the guest would.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { AGENT_CUSTOMER_HEADER } from "@dukkan/staff-api";
import { agentMayCall, type AgentSessions } from "../assisted-service/agent-sessions.js";
import type { TokenService } from "../auth/token-service.js";
import { OccHttpError } from "../occ/errors.js";
import { ANONYMOUS, customer } from "../occ/request-context.js";

export const ANONYMOUS_USER = "anonymous";
export const CURRENT_USER = "current";

declare module "fastify" {
  interface FastifyRequest {
    /** The user of the request's bearer token, when it carries one (null: no token or a client token). */
    tokenUserId: string | null;
  }
}

const unauthorized = () =>
  new OccHttpError(401, [
    { type: "UnauthorizedError", message: "Full authentication is required to access this resource" },
  ]);
const invalidToken = () => new OccHttpError(401, [{ type: "InvalidTokenError", message: "Invalid access token" }]);
const forbidden = () => new OccHttpError(403, [{ type: "ForbiddenError", message: "Access is denied" }]);

export interface UserGuards {
  /** `users/{userId}` for the signed-in customer only (`current` or their uid). */
  requireCustomer: preHandlerAsyncHookHandler;
  /** Also lets `anonymous` through (registration, activation, guest flows); the caller is anonymous then. */
  allowAnonymous: preHandlerAsyncHookHandler;
}

/** The request's bearer token: undefined without an Authorization header; throws 401 on a malformed one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw invalidToken();
  return match[1]!;
}

/** The bearer token's owner: undefined without a token; throws 401 InvalidTokenError on a bad token. */
async function tokenOwner(tokens: TokenService, request: FastifyRequest) {
  const token = bearerToken(request);
  if (token === undefined) return undefined;
  const owner = await tokens.verify(token);
  if (!owner) throw invalidToken();
  return owner;
}

/** The customer id of the assisted-service header, when the request carries it. */
function agentCustomerId(request: FastifyRequest): string | undefined {
  const value = request.headers[AGENT_CUSTOMER_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.length === 0 || value.length > 100) throw forbidden();
  return value;
}

export function userGuards(tokens: TokenService, agents: AgentSessions): UserGuards {
  /**
   * The request of an agent acting for the header's customer (or guest): checked, then the route runs as for the
   * customer (or the guest).
   */
  const actForCustomer = async (
    request: FastifyRequest,
    customerId: string,
    requested: string,
    anonymousAllowed: boolean,
  ) => {
    const acting = await agents.authorise(request, bearerToken(request), customerId);
    if (acting.customerUid === null) {
      if (requested !== ANONYMOUS_USER || !anonymousAllowed) throw forbidden();
    } else if (requested !== CURRENT_USER && requested !== acting.customerUid) throw forbidden();
    if (!agentMayCall(request)) await agents.refuseRoute(request, acting);
    request.agent = acting;
    request.caller = acting.customerUid === null ? ANONYMOUS : customer(acting.customerUid);
  };
  const guard = (anonymousAllowed: boolean): preHandlerAsyncHookHandler =>
    async function (this: unknown, request: FastifyRequest, _reply: FastifyReply) {
      const { userId } = request.params as { userId?: string };
      const customerId = agentCustomerId(request);
      if (customerId !== undefined) {
        return actForCustomer(request, customerId, (userId ?? CURRENT_USER).toLowerCase(), anonymousAllowed);
      }
      const owner = await tokenOwner(tokens, request);
      request.tokenUserId = owner?.userId ?? null;
      const requested = (userId ?? CURRENT_USER).toLowerCase();
      if (requested === ANONYMOUS_USER) {
        if (!anonymousAllowed) throw owner ? forbidden() : unauthorized();
        request.caller = ANONYMOUS;
        return;
      }
      if (!owner) throw unauthorized();
      if (!owner.userId) throw forbidden();
      if (requested !== CURRENT_USER && requested !== owner.userId) throw forbidden();
      request.caller = customer(owner.userId);
    };
  return { requireCustomer: guard(false), allowAnonymous: guard(true) };
}

/**
 * Declares the request property the guards set besides `request.caller` (declared by `registerRequestContext`);
 * call once on the scope that uses them.
 */
export function registerUserGuardContext(app: FastifyInstance): void {
  app.decorateRequest("tokenUserId", null);
  app.decorateRequest("agent", null);
}
