/**
 * The customer's view of an order's history (account spec §2.15 order details): the steps that matter to them,
 * oldest first, each with its localised status name, the consignment it concerns, who acted (customer, staff or
 * the shop itself) and the reason given. Staff notes in `details` and staff ids never reach the customer.
 */
import { apiText, isApiMessageKey } from "@dukkan/i18n/api";
import type { Language } from "@dukkan/occ";
import type { OrderHistoryEvent } from "@dukkan/occ/order";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { orderEvents } from "../orders.tables.js";

type EventRow = typeof orderEvents.$inferSelect;

/**
 * Order statuses its consignments imply (shipped, ready for pick-up, completed) are told by the consignment's own
 * step, with its tracking; showing both would say everything twice. Payment waiting is not a step the customer
 * took part in as an order.
 */
const ORDER_STEPS_SHOWN = new Set(["CREATED", "PROCESSING", "CANCELLING", "CANCELLED"]);
const CONSIGNMENT_STEPS_SHOWN = new Set([
  "PICKPACK",
  "SHIPPED",
  "DELIVERY_COMPLETED",
  "READY_FOR_PICKUP",
  "PICKUP_COMPLETE",
]);

export function customerSeesEvent(event: Pick<EventRow, "kind" | "toStatus" | "consignmentId">): boolean {
  if (event.kind !== "STATUS" || event.toStatus === null) return false;
  return event.consignmentId === null
    ? ORDER_STEPS_SHOWN.has(event.toStatus)
    : CONSIGNMENT_STEPS_SHOWN.has(event.toStatus);
}

function statusName(kind: "orderStatus" | "consignmentStatus", status: string, language: Language): string {
  const key = `${kind}.${status}`;
  return isApiMessageKey(key) ? apiText(language, key) : status;
}

export function historyEventJson(
  event: EventRow,
  consignmentCodes: ReadonlyMap<number, string>,
  language: Language,
): OrderHistoryEvent {
  const consignmentCode = event.consignmentId === null ? undefined : consignmentCodes.get(event.consignmentId);
  return {
    date: event.at.toISOString(),
    status: event.toStatus!,
    statusDisplay: statusName(consignmentCode ? "consignmentStatus" : "orderStatus", event.toStatus!, language),
    ...(consignmentCode ? { consignmentCode } : {}),
    actor: event.actorType === "job" ? "system" : event.actorType,
    ...(event.reason ? { reason: event.reason } : {}),
  };
}

/** The history rows of an order, oldest first (the index on (order_id, at) serves it). */
export function orderEventRows(db: Pick<Database, "select">, orderId: number): Promise<EventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}
