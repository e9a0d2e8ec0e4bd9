/**
 * The one place that says which order and consignment status may follow which (account spec §4.8; issue 18).
 * Services ask it before they change a status and refuse with `transitionNotAllowed` otherwise, so a stale or
 * replayed request changes nothing.
 *
 * Home delivery: consignment READY → PICKPACK → SHIPPED → DELIVERY_COMPLETED.
 * Pick-up:       consignment READY → PICKPACK → READY_FOR_PICKUP → PICKUP_COMPLETE.
 * The order follows: CREATED → PROCESSING (staff accepted it) → PARTIALLY_SHIPPED / SHIPPED / READY_FOR_PICKUP as
 * its consignments move → COMPLETED once every consignment is delivered or collected. Cancelling is possible while
 * nothing has left the shop: CREATED / PROCESSING → CANCELLING (a card payment being voided or refunded) →
 * CANCELLED, or straight to CANCELLED when there is no card payment to settle.
 */
import type { ConsignmentStatus, OrderStatus } from "@dukkan/occ/order";
import { OccHttpError } from "../../occ/errors.js";

const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PAYMENT_PENDING: ["CREATED", "CANCELLED"],
  CREATED: ["PROCESSING", "CANCELLING", "CANCELLED"],
  PROCESSING: ["PARTIALLY_SHIPPED", "SHIPPED", "READY_FOR_PICKUP", "COMPLETED", "CANCELLING", "CANCELLED"],
  PARTIALLY_SHIPPED: ["SHIPPED", "COMPLETED"],
  SHIPPED: ["COMPLETED"],
  READY_FOR_PICKUP: ["COMPLETED"],
  COMPLETED: [],
  CANCELLING: ["CANCELLED"],
  CANCELLED: [],
};

export type ConsignmentKind = "delivery" | "pickup";

const CONSIGNMENT_TRANSITIONS: Record<ConsignmentStatus, readonly ConsignmentStatus[]> = {
  WAITING: ["READY", "CANCELLED"],
  READY: ["PICKPACK", "CANCELLED"],
  PICKPACK: ["SHIPPED", "READY_FOR_PICKUP", "CANCELLED"],
  SHIPPED: ["DELIVERY_COMPLETED"],
  READY_FOR_PICKUP: ["PICKUP_COMPLETE"],
  DELIVERY_COMPLETED: [],
  PICKUP_COMPLETE: [],
  CANCELLED: [],
};

/** Statuses only one kind of consignment reaches. */
const DELIVERY_ONLY: readonly ConsignmentStatus[] = ["SHIPPED", "DELIVERY_COMPLETED"];
const PICKUP_ONLY: readonly ConsignmentStatus[] = ["READY_FOR_PICKUP", "PICKUP_COMPLETE"];

/** Consignment statuses in which the goods are still in the shop's hands (the order can be cancelled). */
const NOT_YET_LEFT: readonly ConsignmentStatus[] = ["WAITING", "READY", "PICKPACK", "CANCELLED"];
/** Consignment statuses that end it. */
const FINISHED: readonly ConsignmentStatus[] = ["DELIVERY_COMPLETED", "PICKUP_COMPLETE"];
/** Order statuses in which staff work on consignments. */
const ORDER_IN_FULFILMENT: readonly OrderStatus[] = ["PROCESSING", "PARTIALLY_SHIPPED", "SHIPPED", "READY_FOR_PICKUP"];

export function orderTransitionAllowed(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function consignmentTransitionAllowed(
  from: ConsignmentStatus,
  to: ConsignmentStatus,
  kind: ConsignmentKind,
): boolean {
  if (!CONSIGNMENT_TRANSITIONS[from].includes(to)) return false;
  return kind === "delivery" ? !PICKUP_ONLY.includes(to) : !DELIVERY_ONLY.includes(to);
}

/** A consignment can move only while its order is being fulfilled (accepted, not cancelled, not completed). */
export function orderAllowsConsignmentWork(status: OrderStatus): boolean {
  return ORDER_IN_FULFILMENT.includes(status);
}

/** The refusal of a transition the machine does not allow: a 400 that names the current status. */
export function transitionNotAllowed(
  subjectType: "order" | "consignment",
  code: string,
  current: string,
  requested: string,
): OccHttpError {
  return new OccHttpError(400, [
    {
      type: "IllegalStateError",
      reason: "transitionNotAllowed",
      subject: code,
      subjectType,
      message: `The ${subjectType} ${code} is ${current}; it cannot become ${requested}.`,
    },
  ]);
}

export function assertOrderTransition(code: string, from: OrderStatus, to: OrderStatus): void {
  if (!orderTransitionAllowed(from, to)) throw transitionNotAllowed("order", code, from, to);
}

export function assertConsignmentTransition(
  code: string,
  from: ConsignmentStatus,
  to: ConsignmentStatus,
  kind: ConsignmentKind,
): void {
  if (!consignmentTransitionAllowed(from, to, kind)) throw transitionNotAllowed("consignment", code, from, to);
}

/**
 * The order status its consignments imply once one of them moved (cancelled consignments do not count). An order
 * that is not being fulfilled keeps its status.
 */
export function orderStatusFromConsignments(
  current: OrderStatus,
  consignments: readonly ConsignmentStatus[],
): OrderStatus {
  if (!orderAllowsConsignmentWork(current)) return current;
  const live = consignments.filter((status) => status !== "CANCELLED");
  if (live.length === 0) return current;
  if (live.every((status) => FINISHED.includes(status))) return "COMPLETED";
  const left = live.filter((status) => !NOT_YET_LEFT.includes(status));
  const shipped = live.filter((status) => DELIVERY_ONLY.includes(status));
  if (left.length === live.length) return shipped.length > 0 ? "SHIPPED" : "READY_FOR_PICKUP";
  if (shipped.length > 0) return "PARTIALLY_SHIPPED";
  return "PROCESSING";
}

/**
 * The customer may cancel (part of) the order while it is placed or accepted and no consignment has left the
 * shop or been put out for collection. A card order still being paid is not cancellable: its payment decides.
 */
export function orderCancellable(status: OrderStatus, consignments: readonly ConsignmentStatus[]): boolean {
  if (status !== "CREATED" && status !== "PROCESSING") return false;
  return consignments.every((consignment) => NOT_YET_LEFT.includes(consignment));
}
