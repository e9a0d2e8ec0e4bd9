/**
 * Assisted-service sessions (issue 19 screen 10, decision 0076): a support member (or the owner) acting for one
 * customer on the storefront.
 *
 * 1. `start`: the agent, signed in to the back office, starts a session for a customer; the answer is a storefront
 *    link carrying a random single-use code (only its SHA-256 is stored) that expires in AGENT_HANDOVER_SECONDS.
 * 2. `redeem`: the storefront trades the code, once, for a staff token of kind `agent` (never accepted on
 *    /admin/v1), which it keeps in its sealed session cookie.
 * 3. `authorise`: every storefront call for the customer carries that token and the customer's id in the
 *    AGENT_CUSTOMER_HEADER; it acts only while the agent session is live, the member active and their role allowed.
 * 4. `end`: the agent bar ends the session; its token dies with it.
 * Every step, every refusal with a known member and every call made for the customer lands in the audit log.
 *
 * A session started without a customer serves a guest (decision 0087): a shopper without an account, on the phone.
 * Its calls carry `anonymous` in the header and act on guest carts (`users/anonymous/…`) only; the audit names the
 * guest cart they touched.
 */
import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { and, eq, gt, isNull } from "drizzle-orm";
import {
  AGENT_GUEST,
  AGENT_HANDOVER_SECONDS,
  AGENT_SESSION_SECONDS,
  type AgentHandover,
  type AgentSession,
  type StaffRole,
} from "@dukkan/staff-api";
import type { Database } from "../db/client.js";
import { customers } from "../db/tables.js";
import { OccHttpError } from "../occ/errors.js";
import { actorOnRequest, recordAudit } from "../staff/audit.js";
import type { StaffActor } from "../staff/staff-context.js";
import { roleAllows, type StaffPrincipal } from "../staff/staff-principal.js";
import type { StaffSessions } from "../staff/staff-sessions.js";
import { staffMembers } from "../staff/staff.tables.js";
import { agentSessions } from "./agent-sessions.tables.js";

/** The roles that may act for a customer (the owner always may): the shop has no sales role; support sells by phone. */
export const AGENT_ROLES: readonly StaffRole[] = ["support"];

/**
 * Who acts for whom on an agent's request (set on `request.agent` by the user guard). A guest session has
 * `customerUid` null and `customerId` AGENT_GUEST.
 */
export interface AgentActing {
  readonly agentSessionId: string;
  readonly staff: StaffPrincipal;
  readonly customerUid: string | null;
  readonly customerId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The assisted-service agent acting for the request's customer (null: the customer themselves, or no guard). */
    agent: AgentActing | null;
  }
}

const digest = (code: string) => createHash("sha256").update(code).digest("hex");

/**
 * The audit row's target: the customer, or for a guest the guest cart the call names (`guest` without one).
 */
function auditTarget(customerId: string | null, cartId?: string): { targetType: string; targetId: string } {
  if (customerId !== null && customerId !== AGENT_GUEST) return { targetType: "customer", targetId: customerId };
  return { targetType: "guest", targetId: cartId ?? AGENT_GUEST };
}

/** The cart a request names in its path (`…/carts/{cartId}…`), for a guest's audit row. */
const cartOf = (request: FastifyRequest) => (request.params as { cartId?: string } | undefined)?.cartId;

const customerName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

const customerNotFound = (customerId: string) =>
  new OccHttpError(404, [
    {
      type: "UnknownIdentifierError",
      reason: "notFound",
      subject: customerId,
      subjectType: "customer",
      message: "Customer not found",
    },
  ]);
const customerDisabled = () =>
  new OccHttpError(400, [
    {
      type: "AgentSessionError",
      reason: "customerDisabled",
      message: "The customer's account is disabled; enable it before acting for the customer",
    },
  ]);
const handoverRefused = () =>
  new OccHttpError(400, [
    {
      type: "AgentSessionError",
      reason: "invalidHandover",
      message: "This hand-over link is unknown, used or expired; start the session again in the back office",
    },
  ]);
const agentUnauthorized = () =>
  new OccHttpError(401, [{ type: "UnauthorizedError", message: "An agent access token is required" }]);
const agentSessionEnded = () =>
  new OccHttpError(401, [
    { type: "InvalidTokenError", message: "The agent session has ended or expired; start it again in the back office" },
  ]);
const agentForbidden = (message: string) => new OccHttpError(403, [{ type: "ForbiddenError", message }]);

/** A request's client, for the audit row. */
type RequestRef = Pick<FastifyRequest, "id" | "ip">;

export class AgentSessions {
  constructor(
    private readonly deps: {
      db: Database;
      sessions: StaffSessions;
      now: () => Date;
      storefrontUrl: string;
    },
  ) {}

  /**
   * Starts a session of `staff` for the customer, or for a guest when `customerId` is null, and answers the
   * storefront hand-over link (audited).
   */
  async start(context: StaffActor, customerId: string | null, language: "en" | "ar"): Promise<AgentHandover> {
    const { db, now: clock, storefrontUrl } = this.deps;
    const { staff } = context;
    const customer = customerId === null ? null : await this.customerToServe(customerId);
    const code = randomBytes(32).toString("base64url");
    const now = clock();
    const handoverExpiresAt = new Date(now.getTime() + AGENT_HANDOVER_SECONDS * 1000);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(agentSessions)
        .values({
          staffId: staff.id,
          customerUid: customer?.uid ?? null,
          handoverHash: digest(code),
          handoverExpiresAt,
          createdAt: now,
          expiresAt: new Date(now.getTime() + AGENT_SESSION_SECONDS * 1000),
        })
        .returning({ id: agentSessions.id });
      await recordAudit(tx, context, {
        action: "agent-session.start",
        ...auditTarget(customerId),
        details: { agentSessionId: row!.id },
      });
      return row!.id;
    });
    const handoverUrl = new URL(`/${language}/assisted-service/start`, storefrontUrl);
    handoverUrl.searchParams.set("code", code);
    return { agentSessionId: id, handoverUrl: handoverUrl.href, handoverExpiresAt: handoverExpiresAt.toISOString() };
  }

  private async customerToServe(customerId: string) {
    const [customer] = await this.deps.db
      .select({ uid: customers.uid, disabledAt: customers.disabledAt })
      .from(customers)
      .where(eq(customers.customerId, customerId));
    if (!customer) throw customerNotFound(customerId);
    if (customer.disabledAt) throw customerDisabled();
    return customer;
  }

  /** Trades a live hand-over code, once, for the agent's token of this session (audited). */
  async redeem(code: string, request: RequestRef): Promise<AgentSession> {
    const { db, sessions, now: clock } = this.deps;
    const now = clock();
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(agentSessions)
        .set({ redeemedAt: now })
        .where(
          and(
            eq(agentSessions.handoverHash, digest(code)),
            isNull(agentSessions.redeemedAt),
            isNull(agentSessions.endedAt),
            gt(agentSessions.handoverExpiresAt, now),
          ),
        )
        .returning();
      if (!claimed) throw handoverRefused();
      const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.id, claimed.staffId));
      if (!member || !member.active || !roleAllows(member.role, AGENT_ROLES)) throw handoverRefused();
      const [customer] = claimed.customerUid
        ? await tx.select().from(customers).where(eq(customers.uid, claimed.customerUid))
        : [null];
      if (customer === undefined) throw handoverRefused();
      if (customer?.disabledAt) throw customerDisabled();
      const seconds = Math.floor((claimed.expiresAt.getTime() - now.getTime()) / 1000);
      const issued = await sessions.issueAgent(tx, claimed.staffId, request.ip, seconds);
      await tx.update(agentSessions).set({ staffSessionId: issued.sessionId }).where(eq(agentSessions.id, claimed.id));
      const { id, email, name, role } = member;
      await recordAudit(tx, actorOnRequest({ id, email, role }, request), {
        action: "agent-session.redeem",
        ...auditTarget(customer?.customerId ?? null),
        details: { agentSessionId: claimed.id },
      });
      return {
        agentSessionId: claimed.id,
        accessToken: issued.accessToken,
        expiresAt: claimed.expiresAt.toISOString(),
        agent: { name, email },
        customer: customer ? { customerId: customer.customerId, name: customerName(customer) } : null,
      };
    });
  }

  /**
   * Who acts for the customer named in the header, from the request's bearer token: an agent token of a live
   * session for that customer (for a guest session, the header says AGENT_GUEST), of a member whose role allows
   * it. Throws 401 when the token is missing or the session is over (the storefront then ends its own), 403
   * otherwise; refusals to a known member are audited.
   */
  async authorise(request: FastifyRequest, token: string | undefined, customerId: string): Promise<AgentActing> {
    if (token === undefined) throw agentUnauthorized();
    const { db, sessions, now: clock } = this.deps;
    const verified = await sessions.verify(token, "agent");
    if (!verified) {
      const member = await sessions.verify(token);
      if (!member) {
        // An agent token whose session ended or expired: 401, so the storefront ends its own session. Anything
        // else (a customer's own token, say) never acts for another customer.
        if ((await sessions.kindOf(token)) === "agent") throw agentSessionEnded();
        throw agentForbidden("The customer header is only honoured with an agent token");
      }
      // A back-office token (any role) never acts for a customer: only a redeemed hand-over does.
      await this.recordRefusal(member.staff, customerId, request, "not an agent session");
      throw agentForbidden("Only an agent session acts for a customer; start one from the customer's page");
    }
    const [row] = await db
      .select({ session: agentSessions, customerId: customers.customerId, disabledAt: customers.disabledAt })
      .from(agentSessions)
      .leftJoin(customers, eq(customers.uid, agentSessions.customerUid))
      .where(
        and(
          eq(agentSessions.staffSessionId, verified.sessionId),
          isNull(agentSessions.endedAt),
          gt(agentSessions.expiresAt, clock()),
        ),
      );
    if (!row) throw agentSessionEnded();
    const staff = verified.staff;
    if (!roleAllows(staff.role, AGENT_ROLES)) {
      await this.recordRefusal(staff, customerId, request, "role");
      throw agentForbidden(`Acting for a customer needs one of the staff roles: owner, ${AGENT_ROLES.join(", ")}`);
    }
    const servesGuest = row.session.customerUid === null;
    if (servesGuest !== (customerId === AGENT_GUEST)) {
      await this.recordRefusal(staff, customerId, request, servesGuest ? "guest session" : "customer session");
      throw agentForbidden(
        servesGuest
          ? "This agent session serves a guest: it acts on guest carts only"
          : "This agent session acts for a customer, not for a guest",
      );
    }
    if (!servesGuest && (row.customerId !== customerId || row.disabledAt)) {
      await this.recordRefusal(staff, customerId, request, row.disabledAt ? "customer disabled" : "other customer");
      throw agentForbidden("This agent session acts for another customer");
    }
    return { agentSessionId: row.session.id, staff, customerUid: row.session.customerUid, customerId };
  }

  /** Refuses what an agent may never do for a customer (see `agentMayCall`), with an audit row. */
  async refuseRoute(request: FastifyRequest, acting: AgentActing): Promise<never> {
    await this.recordRefusal(acting.staff, acting.customerId, request, "customer only");
    throw agentForbidden("Only the customer may do this: passwords, e-mail, saved cards and card payments");
  }

  /** Ends the session of the agent token (from the agent bar); its token stops working at once (audited). */
  async end(token: string | undefined, request: RequestRef): Promise<void> {
    if (token === undefined) throw agentUnauthorized();
    const { db, sessions, now: clock } = this.deps;
    const verified = await sessions.verify(token, "agent");
    if (!verified) {
      if (await sessions.verify(token)) throw agentForbidden("Only an agent token ends its agent session");
      throw agentSessionEnded();
    }
    const now = clock();
    await db.transaction(async (tx) => {
      const [ended] = await tx
        .update(agentSessions)
        .set({ endedAt: now })
        .where(and(eq(agentSessions.staffSessionId, verified.sessionId), isNull(agentSessions.endedAt)))
        .returning({ id: agentSessions.id, customerUid: agentSessions.customerUid });
      await sessions.revoke(tx, verified.sessionId);
      if (!ended) return;
      const [customer] = ended.customerUid
        ? await tx
            .select({ customerId: customers.customerId })
            .from(customers)
            .where(eq(customers.uid, ended.customerUid))
        : [];
      await recordAudit(tx, actorOnRequest(verified.staff, request), {
        action: "agent-session.end",
        ...auditTarget(customer?.customerId ?? ended.customerUid),
        details: { agentSessionId: ended.id },
      });
    });
  }

  /** The audit row of one call an agent made for a customer: "agent X for customer Y" (or for guest cart Y). */
  async recordCall(request: FastifyRequest, acting: AgentActing, status: number): Promise<void> {
    await recordAudit(this.deps.db, actorOnRequest(acting.staff, request), {
      action: "agent.call",
      ...auditTarget(acting.customerId, cartOf(request)),
      details: {
        agentSessionId: acting.agentSessionId,
        agent: acting.staff.email,
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        status,
      },
    });
  }

  private recordRefusal(staff: StaffPrincipal, customerId: string, request: FastifyRequest, reason: string) {
    return recordAudit(this.deps.db, actorOnRequest(staff, request), {
      action: "agent.denied",
      ...auditTarget(customerId, cartOf(request)),
      details: { reason, method: request.method, route: request.routeOptions.url ?? request.url },
    });
  }
}

/**
 * Routes an agent never calls for a customer (decision 0076): the password, the sign-in e-mail, saved cards and
 * every card payment step (a card is always typed by the customer, through a payment link), and scheduling
 * replenishment, which may charge a saved card. Matched on the route pattern under the OCC prefix.
 */
const CUSTOMER_ONLY_ROUTES = [
  /\/users\/:userId\/password$/,
  /\/users\/:userId\/login$/,
  /\/paymentdetails(\/|$)/,
  /\/carts\/:cartId\/payment\//,
  /\/users\/:userId\/replenishmentOrders$/,
];

export function agentMayCall(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? "";
  if (request.method === "GET" && route.endsWith("/replenishmentOrders")) return true;
  return !CUSTOMER_ONLY_ROUTES.some((pattern) => pattern.test(route));
}
