/**
 * Which staff steps a return request's page offers, from the request's state and the member's role, as the staff
 * API allows them (approve and reject: support; receive: fulfilment; refund: support; the owner all), and what a
 * step's form sends the API. A refund is offered only in the ways the API says the request allows now.
 */
import type { ReturnRefundMethod, ReturnStatus } from "@dukkan/occ/returns";

export const RETURN_STEPS = ["approve", "reject", "receive", "refund"] as const;
export type ReturnStep = (typeof RETURN_STEPS)[number];

/** The roles of each step's staff route (apps/api returns/staff-return-routes.ts), besides the owner. */
const STEP_ROLES: Record<ReturnStep, readonly string[]> = {
  approve: ["support"],
  reject: ["support"],
  receive: ["fulfilment"],
  refund: ["support"],
};

/** The state each step starts from (the API's return state machine). */
const STEP_FROM: Record<ReturnStep, ReturnStatus> = {
  approve: "APPROVAL_PENDING",
  reject: "APPROVAL_PENDING",
  receive: "APPROVED",
  refund: "RECEIVED",
};

export function returnSteps(
  request: { status: ReturnStatus; refundMethods: readonly ReturnRefundMethod[] },
  role: string,
): ReturnStep[] {
  return RETURN_STEPS.filter(
    (step) =>
      request.status === STEP_FROM[step] &&
      (role === "owner" || STEP_ROLES[step].includes(role)) &&
      (step !== "refund" || request.refundMethods.length > 0),
  );
}

/** A step's body for the staff API, or the field the member must fill in first. */
export type StepBody = { body: object } | { missing: "message" | "method" };

export function stepBody(
  step: ReturnStep,
  form: FormData,
  request: { entries: readonly { entryNumber: number }[]; refundMethods: readonly ReturnRefundMethod[] },
): StepBody {
  switch (step) {
    case "approve":
      return { body: {} };
    case "reject": {
      const message = String(form.get("message") ?? "").trim();
      return message ? { body: { message } } : { missing: "message" };
    }
    case "receive":
      // Every entry arrives whole; a ticked box puts its units back on sale.
      return {
        body: {
          entries: request.entries.map(({ entryNumber }) => ({
            entryNumber,
            restockable: form.get(`restock-${entryNumber}`) === "on",
          })),
        },
      };
    case "refund": {
      const method = String(form.get("method") ?? "");
      return (request.refundMethods as readonly string[]).includes(method)
        ? { body: { method } }
        : { missing: "method" };
    }
  }
}

/** The page's message for a step the API refused: by the API's reason, each saying what to do next. */
export function refusalKey(status: number, reason: string | undefined): string {
  if (status === 403) return "returns.errors.forbidden";
  if (reason === "transitionNotAllowed") return "returns.errors.changed";
  if (reason === "refundNotPossible") return "returns.errors.refundNotPossible";
  if (reason === "notFound") return "returns.errors.notFound";
  return "returns.errors.unknown";
}

/** The latest card refund the gateway refused, while the request waits for another way (RECEIVED). */
export function lastRefusal<Event extends { kind: string }>(request: {
  status: ReturnStatus;
  history: readonly Event[];
}): Event | undefined {
  if (request.status !== "RECEIVED") return undefined;
  return request.history.findLast((event) => event.kind === "REFUND_REFUSED");
}
