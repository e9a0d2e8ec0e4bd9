/**
 * What a service needs to know about the OCC request it serves, built once per request and passed as the first
 * argument of the service calls a route makes (decision 0028). Services take only the part they use
 * (`Pick<RequestContext, "caller" | "language">`), so a job or a test can call them with just that part.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Language } from "@dukkan/occ";
import type { OccQuery } from "./params.js";

/** Who a `users/{userId}/…` call acts for: a guest, or a signed-in customer (set by the user guard). */
export type Caller = { readonly kind: "anonymous" } | { readonly kind: "customer"; readonly uid: string };

export const ANONYMOUS: Caller = { kind: "anonymous" };
export const customer = (uid: string): Caller => ({ kind: "customer", uid });

export interface RequestContext {
  /** Set by the route's user guard (the bearer token checked against `{userId}`); anonymous without one. */
  readonly caller: Caller;
  /** Language of localized text in the response (`lang`, default en). */
  readonly language: Language;
  /** The shopper's selected delivery area (`area`), when given. */
  readonly area: string | null;
  /** The request id (X-Request-Id), for log lines a service writes. */
  readonly requestId: string;
  /** The moment the request arrived, on the app's clock (tests pin it): one instant for the whole request. */
  readonly now: Date;
}

/** The signed-in customer's uid, or null for a guest. */
export function callerUid(context: Pick<RequestContext, "caller">): string | null {
  return context.caller.kind === "customer" ? context.caller.uid : null;
}

/** The signed-in customer's uid; only for services behind `guards.requireCustomer`, which guarantees one. */
export function customerUidOf(context: Pick<RequestContext, "caller">): string {
  if (context.caller.kind !== "customer") throw new Error("a customer-only service was called without a customer");
  return context.caller.uid;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Who the user guard found calling (null: anonymous, or no guard on the route). */
    caller: Caller | null;
    /**
     * The request context of an OCC route: built on first read, in the handler — after the user guard, which
     * may run as a preValidation or a preHandler hook, and after the query is validated — then kept.
     */
    readonly context: RequestContext;
    requestContext: RequestContext | null;
  }
}

/** Declares `request.context` for every OCC route in `app`'s scope, built from its validated query and the app clock. */
export function registerRequestContext(app: FastifyInstance, clock: () => Date): void {
  app.decorateRequest("caller", null);
  app.decorateRequest("requestContext", null);
  app.decorateRequest("context", {
    getter(this: FastifyRequest): RequestContext {
      if (this.requestContext) return this.requestContext;
      const query = this.query as Partial<OccQuery> | undefined;
      this.requestContext = {
        caller: this.caller ?? ANONYMOUS,
        language: query?.lang ?? "en",
        area: query?.area ?? null,
        requestId: this.id,
        now: clock(),
      };
      return this.requestContext;
    },
  });
}
