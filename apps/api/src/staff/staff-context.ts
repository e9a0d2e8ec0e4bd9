/**
 * What a staff service needs to know about the `/admin/v1` request it serves (decision 0092), the staff API's
 * counterpart of the OCC request context (decision 0028): built once per request by the staff guard from the
 * session it verified, read by the handler as `request.staffContext` and passed as the first argument of the
 * service calls it makes. Services take only the part they use (`StaffActor` to write an audit row, `Pick<StaffContext, "staff">`
 * to know who asks), so the command line, a job or a test can call them with just that part.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { StaffPrincipal } from "./staff-principal.js";
import type { VerifiedSession } from "./staff-sessions.js";

export interface StaffContext {
  /** The signed-in member the request acts for (checked by `staffGuards.require` or `.enrolling`). */
  readonly staff: StaffPrincipal;
  /** The staff session of the request's token (sign-out ends it). */
  readonly sessionId: string;
  /** The request id (X-Request-Id): the audit row of the request carries it. */
  readonly requestId: string;
  /** The client address, as Fastify reads it behind the trusted proxy: the audit row carries it too. */
  readonly ip: string;
  /** The moment the guard let the request in, on the app's clock (tests pin it): one instant for the request. */
  readonly now: Date;
}

/** The part of a staff context an audit row names: who acted, from which request. */
export type StaffActor = Pick<StaffContext, "staff" | "requestId" | "ip">;

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The staff context of a guarded `/admin/v1` route. Reading it on a route without `staffGuards.require` (or
     * `.enrolling`) is a programmer error: it throws.
     */
    readonly staffContext: StaffContext;
    /** Set by the staff guard once the session is verified (null: a route without the guard). */
    verifiedStaffContext: StaffContext | null;
  }
}

/** The context of a request whose session the staff guard verified, at `now` on the app clock. */
export function staffContextOf(
  request: Pick<FastifyRequest, "id" | "ip">,
  verified: VerifiedSession,
  now: Date,
): StaffContext {
  return { staff: verified.staff, sessionId: verified.sessionId, requestId: request.id, ip: request.ip, now };
}

/** Declares `request.staffContext` on the root instance (once; the staff module does it). */
export function registerStaffContext(app: FastifyInstance): void {
  app.decorateRequest("verifiedStaffContext", null);
  app.decorateRequest("staffContext", {
    getter(this: FastifyRequest): StaffContext {
      if (!this.verifiedStaffContext) throw new Error("a staff route ran without staffGuards.require");
      return this.verifiedStaffContext;
    },
  });
}
