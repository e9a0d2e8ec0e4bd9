/**
 * The one place that says which return request status may follow which (issue 20), like the order state machine:
 *
 *   APPROVAL_PENDING → APPROVED (staff) → RECEIVED (staff got the items) → REFUNDED (cash recorded)
 *                                                                       → REFUNDING (card refund asked of the
 *                                                                          gateway) → REFUNDED, or back to
 *                                                                          RECEIVED when the gateway refused
 *   APPROVAL_PENDING → REJECTED (staff, with a message) | CANCELLED (the customer)
 *
 * Services ask it before they change a status and refuse with the order machine's `transitionNotAllowed` shape.
 */
import type { ReturnStatus } from "@dukkan/occ/returns";
import { OccHttpError } from "../occ/errors.js";

const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  APPROVAL_PENDING: ["APPROVED", "REJECTED", "CANCELLED"],
  APPROVED: ["RECEIVED"],
  RECEIVED: ["REFUNDING", "REFUNDED"],
  REFUNDING: ["REFUNDED", "RECEIVED"],
  REJECTED: [],
  REFUNDED: [],
  CANCELLED: [],
};

/** Statuses whose units are on their way back or back already: they cannot be asked back a second time. */
const HOLDS_UNITS: readonly ReturnStatus[] = ["APPROVAL_PENDING", "APPROVED", "RECEIVED", "REFUNDING", "REFUNDED"];

export function returnTransitionAllowed(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_TRANSITIONS[from].includes(to);
}

export function assertReturnTransition(rma: string, from: ReturnStatus, to: ReturnStatus): void {
  if (returnTransitionAllowed(from, to)) return;
  throw new OccHttpError(400, [
    {
      type: "IllegalStateError",
      reason: "transitionNotAllowed",
      subject: rma,
      subjectType: "returnRequest",
      message: `The return request ${rma} is ${from}; it cannot become ${to}.`,
    },
  ]);
}

/** The customer may cancel a request until staff decided on it. */
export const returnCancellable = (status: ReturnStatus) => returnTransitionAllowed(status, "CANCELLED");

export const returnHoldsUnits = (status: ReturnStatus) => HOLDS_UNITS.includes(status);
